// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers, Question } from '../../../../../domain/quiz/types.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { AnsweredFooter } from './AnsweredFooter.tsx';
import { answeredCount } from './answeredCount.ts';

startEachTestAsNewBrowser();

const questions: Question[] = [
  { id: 'single', type: 0, text: '', choices: ['a', 'b'] },
  { id: 'writing', type: 1, text: '' },
  { id: 'spaces', type: 2, text: '', fields: [{ type: 'space', values: [] }, { type: 'space', values: [] }] },
  { id: 'file', type: 3, text: '' },
  { id: 'info', type: 4, text: '' },
  { id: 'multiple', type: 5, text: '', choices: ['a'], isOptionalQuestion: true },
  { id: 'checkbox', type: 6, text: '' },
  { id: 'course', type: 7, text: '', choices: ['a'] },
  { id: 'country', type: 8, text: '' },
];

describe('how many questions are answered', () => {
  it.each([
    ['nothing answered: 0 of the 5 checked types (optional included)', {}, 0],
    [
      'file, course and country answers do not count',
      { file: { fileUrl: '/f' }, course: { selectedAnswer: 1 }, country: { country: 'EG' } },
      0,
    ],
    [
      'answered by the answer rules: blanks, unticked boxes and half-filled spaces are not',
      { single: { selectedAnswer: 2 }, writing: { textAnswer: '  ' }, spaces: { spaces: ['x', ''] }, checkbox: { checkedAnswers: [false] } },
      1,
    ],
    [
      'everything answered',
      {
        single: { selectedAnswer: 1 },
        writing: { textAnswer: 'yes' },
        spaces: { spaces: ['x', 'y'] },
        multiple: { checkedAnswers: [true] },
        checkbox: { checkedAnswers: [true] },
      },
      5,
    ],
  ] as [string, Answers, number][])('%s', (_rule, answers, answered) => {
    expect(answeredCount(questions, answers)).toEqual({ answered, total: 5 });
  });
});

describe('the answered footer', () => {
  it('says "answered x of y" politely, from the bottom of the page', () => {
    renderWithProviders({
      language: 'en',
      routes: [{ path: '/', element: <AnsweredFooter questions={questions} answers={{ single: { selectedAnswer: 1 }, writing: { textAnswer: 'a' } }} /> }],
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Answered 2 of 5');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const footer = status.parentElement as HTMLElement;
    expect(getComputedStyle(footer).position).toBe('sticky');
  });

  it('is in Arabic on an Arabic page', () => {
    renderWithProviders({ language: 'ar', routes: [{ path: '/', element: <AnsweredFooter questions={questions} answers={{}} /> }] });
    expect(screen.getByRole('status').textContent).toBe('تمت الإجابة على 0 من 5');
  });
});
