// @vitest-environment jsdom
// QuizAnswerView judges the spaces of the review with the quiz's own matching
// options (specialCharsReduction, disableCharDictionary), as grading did.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewOf } from '../../../../domain/quiz/review.ts';
import type { Answer, CompleteSpacesQuestion } from '../../../../domain/quiz/types.ts';
import { signedInLearner } from '../../test/learnerFixtures.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const cities: CompleteSpacesQuestion = {
  id: 'q1',
  type: 2,
  text: 'Complete',
  weight: 1,
  fields: [
    { type: 'text', value: 'The capital of Egypt is' },
    { type: 'space', values: ['القاهرة'] },
    { type: 'text', value: 'and a city of the USA is' },
    { type: 'space', values: ['New York'] },
  ],
};

async function showAnswer(options: { specialCharsReduction: string; disableCharDictionary: boolean }, answer: Answer) {
  signedInLearner();
  const { environment } = renderWithProviders({ language: 'en', path: '/QuizAnswerView?quiz=quiz-1' });
  const review = reviewOf({ version: 0, questions: [cities] }, { q1: answer }, new Map([['q1', 0]]));
  await answerOperation(environment, 'QuizAnswerScreenQuery', {
    Query: () => ({
      quizResult: {
        __typename: 'QueryQuizResultSuccess',
        data: { quizName: 'Cities', result: 0, maxGrade: 2, showResult: true, passed: false, link: null, linkMsg: null, ...options, review },
      },
    }),
  });
}

/** The name of the icon beside a space's answer: Correct or Wrong. */
async function verdictOf(givenText: string): Promise<string> {
  const value = await screen.findByText(givenText);
  if (!value.parentElement) throw new Error('a space has a box');
  const icon = within(value.parentElement).getByRole('img');
  return icon.getAttribute('aria-label') ?? icon.textContent ?? '';
}

describe('QuizAnswerView judges the review’s spaces with the quiz’s matching options', () => {
  it('with the defaults (Full, letter variants alike), a variant spelling and a missing space are right', async () => {
    await showAnswer({ specialCharsReduction: 'Full', disableCharDictionary: false }, { spaces: ['القاهره', 'NewYork'] });
    expect(await verdictOf('القاهره')).toBe('Correct');
    expect(await verdictOf('NewYork')).toBe('Correct');
  });

  it('with disableCharDictionary, a letter variant is a different letter: wrong', async () => {
    await showAnswer({ specialCharsReduction: 'Full', disableCharDictionary: true }, { spaces: ['القاهره', 'New York'] });
    expect(await verdictOf('القاهره')).toBe('Wrong');
    expect(await verdictOf('New York')).toBe('Correct');
  });

  it('with specialCharsReduction None, a missing space is a difference: wrong', async () => {
    await showAnswer({ specialCharsReduction: 'None', disableCharDictionary: false }, { spaces: ['القاهرة', 'NewYork'] });
    expect(await verdictOf('NewYork')).toBe('Wrong');
    expect(await verdictOf('القاهرة')).toBe('Correct');
  });
});

async function showNoAnswer(language: 'ar' | 'en', search: string) {
  signedInLearner();
  const { environment } = renderWithProviders({ language, path: `/QuizAnswerView?${search}` });
  await answerOperation(environment, 'QuizAnswerScreenQuery', { Query: () => ({ quizResult: { __typename: 'AppError', code: 'noResult' } }) });
  return screen.findByRole('status');
}

describe('QuizAnswerView without an answer says what is unanswered: a quiz or a form', () => {
  it('an unanswered quiz is not "a form without answers", and its button opens the quiz (en)', async () => {
    const status = await showNoAnswer('en', 'quiz=quiz-1');
    expect(status.textContent).toContain('You have not answered this quiz yet');
    expect(status.textContent).not.toContain('form');
    expect(screen.getByRole('link', { name: 'Open the quiz' }).getAttribute('href')).toBe('/QuizView?quiz=quiz-1');
  });

  it('an unanswered quiz in Arabic', async () => {
    const status = await showNoAnswer('ar', 'quiz=quiz-1');
    expect(status.textContent).toContain('لم تُجب عن هذا الاختبار بعد');
    expect(screen.getByRole('link', { name: 'افتح الاختبار' }).getAttribute('href')).toBe('/QuizView?quiz=quiz-1');
  });

  it('a form keeps "This form has no answers", and its button opens the form (en, ar)', async () => {
    const status = await showNoAnswer('en', 'quiz=form-1&isForm=true');
    expect(status.textContent).toContain('This form has no answers');
    expect(screen.getByRole('link', { name: 'Open the form' }).getAttribute('href')).toBe('/QuizView?quiz=form-1&isForm=true');
  });

  it('a form in Arabic', async () => {
    const status = await showNoAnswer('ar', 'quiz=form-1&isForm=true');
    expect(status.textContent).toContain('لا توجد إجابات لهذا النموذج');
  });
});
