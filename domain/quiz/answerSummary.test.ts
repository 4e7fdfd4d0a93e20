import { describe, expect, it } from 'vitest';
import { answerEntries } from './answerSummary.ts';
import type { QuizContent } from './types.ts';

const form: QuizContent = {
  version: 2,
  sections: [
    {
      id: 's1',
      name: 'About you',
      questions: [
        { id: 'level', type: 0, text: 'Your level', choices: ['Beginner', 'Advanced'] },
        { id: 'why', type: 1, text: 'Why join?' },
        { id: 'fill', type: 2, text: 'Complete', fields: [{ type: 'text', value: 'I like' }, { type: 'space', values: [] }] },
        { id: 'note', type: 4, text: 'Thank you' },
        { id: 'days', type: 5, text: 'Days', choices: ['Sat', 'Sun', 'Mon'] },
        { id: 'agree', type: 6, text: 'I agree' },
        { id: 'track', type: 7, text: 'Track', choices: ['Morning', 'Evening'] },
        { id: 'cv', type: 3, text: 'Your CV' },
        { id: 'where', type: 8, text: 'Where do you live?', showRegion: true },
      ],
    },
  ],
};

describe('answerEntries', () => {
  it.each([
    ['a chosen choice by its text', 'level', { selectedAnswer: 2 }, { kind: 'texts', texts: ['Advanced'] }],
    ['a written answer, trimmed', 'why', { textAnswer: '  To learn ' }, { kind: 'texts', texts: ['To learn'] }],
    ['the spaces filled, in order', 'fill', { spaces: ['maths'] }, { kind: 'texts', texts: ['maths'] }],
    ['the checked choices of a multiple answer', 'days', { checkedAnswers: [true, false, true] }, { kind: 'texts', texts: ['Sat', 'Mon'] }],
    ['a checkbox left unchecked', 'agree', { checkedAnswers: [false] }, { kind: 'checked', checked: false }],
    ['a course link by its choice', 'track', { selectedAnswer: 1 }, { kind: 'texts', texts: ['Morning'] }],
    ['an uploaded file', 'cv', { fileUrl: '/files/dev/1/cv.pdf' }, { kind: 'file', url: '/files/dev/1/cv.pdf' }],
    ['a country and region', 'where', { country: 'EG', region: 'EG-C' }, { kind: 'place', country: 'EG', region: 'EG-C' }],
    ['a blank written answer as none', 'why', { textAnswer: ' ' }, { kind: 'none' }],
    ['a choice number out of range as none', 'level', { selectedAnswer: 5 }, { kind: 'none' }],
  ])('reads %s', (_case, questionId, answer, value) => {
    const entry = answerEntries(form, { [questionId]: answer }).find((candidate) => candidate.questionId === questionId);
    expect(entry?.value).toEqual(value);
  });

  it('lists every answerable question in order, leaving out information, and marks the unanswered', () => {
    const entries = answerEntries(form, {});
    expect(entries.map((entry) => entry.questionId)).toEqual(['level', 'why', 'fill', 'days', 'agree', 'track', 'cv', 'where']);
    expect(entries.every((entry) => entry.value.kind === 'none')).toBe(true);
    expect(entries[0].question).toBe('Your level');
  });
});
