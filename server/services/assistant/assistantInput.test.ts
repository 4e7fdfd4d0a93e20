// The question and history checks on their own (control characters and lone
// surrogates are refused by the server's input guard before they get here).
import { describe, expect, it } from 'vitest';
import { parseHistory, parseQuestion } from './assistantInput.ts';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('parseQuestion', () => {
  it('trims, and refuses control characters and lone surrogates', () => {
    expect(parseQuestion('  what is a leaf?\n')).toBe('what is a leaf?');
    expect(codeOf(() => parseQuestion('a\u0007b'))).toBe('assistantMessageInvalid');
    expect(codeOf(() => parseQuestion('a\ud800b'))).toBe('assistantMessageInvalid');
    expect(parseQuestion('a\ud83d\ude00b')).toBe('a\ud83d\ude00b');
  });
});

describe('parseHistory', () => {
  it('keeps role and content only, and refuses an unreadable earlier message', () => {
    expect(parseHistory([{ role: 'user', content: 'hi', extra: 1 }])).toEqual([{ role: 'user', content: 'hi' }]);
    expect(codeOf(() => parseHistory([{ role: 'assistant', content: 'a\u001bb' }]))).toBe('assistantHistoryInvalid');
  });
});
