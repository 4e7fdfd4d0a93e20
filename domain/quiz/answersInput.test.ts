import { describe, expect, it } from 'vitest';
import { answersFromQuizDocument, MAX_ANSWER_TEXT, parseAnswers } from './answersInput.ts';

describe('answers from a client are checked in shape and size', () => {
  it('accepts every answer field and drops unknown ones', () => {
    const input = { q: { selectedAnswer: 2, textAnswer: 'x', spaces: ['a'], checkedAnswers: [true], fileUrl: '/f', country: 'EG', region: 'EG-C', extra: 1 } };
    const parsed = parseAnswers(input);
    expect(parsed).toEqual({ ok: true, answers: { q: { selectedAnswer: 2, textAnswer: 'x', spaces: ['a'], checkedAnswers: [true], fileUrl: '/f', country: 'EG', region: 'EG-C' } } });
  });

  it.each([
    ['a list instead of a map', [1], ''],
    ['a choice that is text', { q: { selectedAnswer: '2' } }, 'q.selectedAnswer'],
    ['a fractional choice', { q: { selectedAnswer: 1.5 } }, 'q.selectedAnswer'],
    ['a text over the limit', { q: { textAnswer: 'x'.repeat(MAX_ANSWER_TEXT + 1) } }, 'q.textAnswer'],
    ['ticks that are not booleans', { q: { checkedAnswers: [1] } }, 'q.checkedAnswers.0'],
  ])('refuses %s and names where', (_label, input, path) => {
    expect(parseAnswers(input)).toEqual({ ok: false, path });
  });
});

describe('the legacy body: answers written into the quiz document', () => {
  it('reads each question type and ignores questions without an answer', () => {
    const document = {
      sections: [
        {
          questions: [
            { id: 'a', type: 0, selectedAnswer: 3 },
            { id: 'b', type: 1, textAnswer: 'hi' },
            { id: 'c', type: 2, fields: [{ type: 'text', value: 'The' }, { type: 'space', value: 'sun' }, { type: 'space' }] },
            { id: 'd', type: 6, checkedAnswers: [true, 'yes'] },
            { id: 'e', type: 8, country: 'EG', region: 'EG-C' },
            { id: 'f', type: 4 },
          ],
        },
      ],
    };
    expect(answersFromQuizDocument(document)).toEqual({
      a: { selectedAnswer: 3 },
      b: { textAnswer: 'hi' },
      c: { spaces: ['sun', ''] },
      d: { checkedAnswers: [true, false] },
      e: { country: 'EG', region: 'EG-C' },
    });
  });

  it('reads version 0 questions and tolerates garbage', () => {
    expect(answersFromQuizDocument({ questions: [{ id: 'a', selectedAnswer: 1 }, null, 'x'] })).toEqual({ a: { selectedAnswer: 1 } });
    expect(answersFromQuizDocument('nope')).toEqual({});
  });
});
