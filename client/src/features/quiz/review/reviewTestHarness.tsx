// Test helper: questions reviewed as the server builds the review
// (domain/quiz/review.ts), rendered in the real i18n and theme.
import type { ReactElement } from 'react';
import { reviewOf, type QuizReview, type ReviewedQuestion } from '../../../../../domain/quiz/review.ts';
import type { Answer, Question, Section } from '../../../../../domain/quiz/types.ts';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';

/** One question with the learner's answer (none: unanswered) and its stored score (none: not graded). */
export function reviewedQuestion(question: Question, answer?: Answer, score?: number): ReviewedQuestion {
  const answers = answer ? { [question.id]: answer } : {};
  const scores = new Map(score === undefined ? [] : [[question.id, score]]);
  return reviewOf({ version: 0, questions: [question] }, answers, scores).sections[0].questions[0];
}

export function sectionedReview(version: 1 | 2, sections: Section[]): QuizReview {
  return reviewOf({ version, sections }, {}, new Map());
}

export function renderReview(element: ReactElement, language: Language = 'en') {
  return renderWithProviders({ language, routes: [{ path: '/', element }] });
}
