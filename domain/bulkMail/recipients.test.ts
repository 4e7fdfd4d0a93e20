// The recipients file of a bulk e-mail: split by lines, trimmed and
// lower-cased, strictly valid addresses only, each once, at most 10,000.
import { describe, expect, it } from 'vitest';
import { MAX_RECIPIENT_LINES, readRecipients } from './recipients.ts';

function kept(text: string) {
  const result = readRecipients(text);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result;
}

describe('the recipients file of a bulk e-mail', () => {
  it('keeps one trimmed, lower-cased address a line, in the file order', () => {
    expect(kept('  Ali@Example.COM \nsara@example.org').recipients).toEqual(['ali@example.com', 'sara@example.org']);
  });

  it.each([
    ['\\n', 'a@example.com\nb@example.com'],
    ['\\r\\n', 'a@example.com\r\nb@example.com'],
    ['\\r', 'a@example.com\rb@example.com'],
  ])('splits at %s line breaks', (_break, text) => {
    expect(kept(text).recipients).toEqual(['a@example.com', 'b@example.com']);
  });

  it('drops a line that is not a strictly valid address, with its line number and text', () => {
    const result = kept('a@example.com\nnot an address\nb@example\nfirst.last@example.com\n..x@example.com\nمحمد@example.com');
    expect(result.recipients).toEqual(['a@example.com', 'first.last@example.com']);
    expect(result.dropped).toEqual([
      { line: 2, text: 'not an address', reason: 'invalidEmail' },
      { line: 3, text: 'b@example', reason: 'invalidEmail' },
      { line: 5, text: '..x@example.com', reason: 'invalidEmail' },
      { line: 6, text: 'محمد@example.com', reason: 'invalidEmail' },
    ]);
  });

  it('keeps an address once: a later copy, in any case or spacing, is dropped as a duplicate', () => {
    const result = kept('a@example.com\n A@EXAMPLE.com\nb@example.com');
    expect(result.recipients).toEqual(['a@example.com', 'b@example.com']);
    expect(result.dropped).toEqual([{ line: 2, text: 'A@EXAMPLE.com', reason: 'duplicate' }]);
  });

  it('neither keeps nor reports blank lines, and ignores a byte-order mark', () => {
    const result = kept('\uFEFFa@example.com\n\n   \nb@example.com\n');
    expect(result.recipients).toEqual(['a@example.com', 'b@example.com']);
    expect(result.dropped).toEqual([]);
  });

  it(`takes ${MAX_RECIPIENT_LINES} lines, and refuses the whole file at one more (never cut short)`, () => {
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `learner${index}@example.com`).join('\n');
    expect(kept(`${lines(MAX_RECIPIENT_LINES)}\n\n`).recipients).toHaveLength(MAX_RECIPIENT_LINES);
    expect(readRecipients(lines(MAX_RECIPIENT_LINES + 1))).toEqual({ ok: false, error: 'tooManyRecipients', lines: MAX_RECIPIENT_LINES + 1 });
  });

  it('counts invalid lines towards the limit: they are lines of the file', () => {
    const text = `${Array.from({ length: MAX_RECIPIENT_LINES }, () => 'x').join('\n')}\na@example.com`;
    expect(readRecipients(text)).toMatchObject({ ok: false, error: 'tooManyRecipients' });
  });

  it('an empty file has no recipients', () => {
    expect(kept('')).toEqual({ ok: true, recipients: [], dropped: [] });
  });
});
