// The questions an item analysis looks at: those of the quiz as it is now that
// are worth something (an info text or a weight-0 question says nothing about
// what a learner knows), each with a short label for the screen.
import { questionMaxScore } from '../quiz/grade.ts';
import { questionsOf } from '../quiz/editorRules.ts';
import type { Question, QuizContent } from '../quiz/types.ts';

export interface AnalysedQuestion {
  questionId: string;
  /** 1-based place of the question in the quiz, counting every question */
  position: number;
  /** the question's text on one line (a fill-in question's text parts), at most LABEL_LENGTH characters */
  label: string;
  maxScore: number;
}

export const LABEL_LENGTH = 120;

function textOf(question: Question): string {
  if (question.text?.trim()) return question.text;
  if (question.type === 2) return question.fields.flatMap((field) => (field.type === 'text' ? [field.value] : ['…'])).join(' ');
  return '';
}

export function labelOf(question: Question): string {
  const line = textOf(question).replace(/\s+/g, ' ').trim();
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH - 1)}…` : line;
}

export function analysedQuestions(content: QuizContent): AnalysedQuestion[] {
  return questionsOf(content).flatMap((question, index) => {
    const maxScore = questionMaxScore(question);
    return maxScore > 0 ? [{ questionId: question.id, position: index + 1, label: labelOf(question), maxScore }] : [];
  });
}
