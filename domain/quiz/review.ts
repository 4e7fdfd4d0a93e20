// The answer review (QuizAnswerView): every question with the learner's
// answer, its score, the weight as the spec shows it, the clarification
// (not for file upload and info questions) and, for quizzes that show their
// answers, the keys.
import { questionMaxScore } from './grade.ts';
import type { Answer, Answers, Question, QuizContent } from './types.ts';

export interface ReviewedQuestion {
  question: Question;
  answer: Answer | null;
  score: number | null;
  maxScore: number;
  /** the weight shown beside the question: weight × spaces for type 2; none for info and zero-weight questions */
  shownWeight: number | null;
  clarification: string | null;
}

export interface ReviewedSection {
  /** '' for version 0, whose questions are not in sections */
  id: string;
  name: string;
  questions: ReviewedQuestion[];
}

export interface QuizReview {
  version: 0 | 1 | 2;
  sections: ReviewedSection[];
}

/** Spec §9: type 2 shows weight × space count; type 4 and zero-weight questions show none. */
export function shownWeight(question: Question): number | null {
  const max = questionMaxScore(question);
  return max > 0 ? max : null;
}

function reviewed(question: Question, answers: Answers, scores: ReadonlyMap<string, number>): ReviewedQuestion {
  const hasClarification = question.type !== 3 && question.type !== 4 && Boolean(question.clarification?.trim());
  return {
    question,
    answer: Object.hasOwn(answers, question.id) ? answers[question.id] : null,
    score: scores.get(question.id) ?? null,
    maxScore: questionMaxScore(question),
    shownWeight: shownWeight(question),
    clarification: hasClarification ? question.clarification!.trim() : null,
  };
}

export function reviewOf(content: QuizContent, answers: Answers, scores: ReadonlyMap<string, number>): QuizReview {
  if (content.version === 0) {
    return { version: 0, sections: [{ id: '', name: '', questions: content.questions.map((q) => reviewed(q, answers, scores)) }] };
  }
  return {
    version: content.version,
    sections: content.sections.map((section) => ({
      id: section.id,
      name: section.name,
      questions: section.questions.map((q) => reviewed(q, answers, scores)),
    })),
  };
}
