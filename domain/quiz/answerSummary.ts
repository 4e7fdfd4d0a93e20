// A submitted answer map read back question by question, for the people who
// look at it afterwards (the account's view of its registration form): the
// question's text and what was answered, as the learner saw the choices.
import { questionsOf } from './editorRules.ts';
import type { Answer, Answers, Question, QuizContent } from './types.ts';

export type AnswerValue =
  | { kind: 'texts'; texts: string[] }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'file'; url: string }
  | { kind: 'place'; country: string; region: string | null }
  | { kind: 'none' };

export interface AnswerEntry {
  questionId: string;
  question: string;
  value: AnswerValue;
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

function valueOf(question: Question, answer: Answer | undefined): AnswerValue {
  if (!answer) return { kind: 'none' };
  const texts = (values: (string | null | undefined)[]): AnswerValue => {
    const kept = values.filter(filled).map((text) => text.trim());
    return kept.length > 0 ? { kind: 'texts', texts: kept } : { kind: 'none' };
  };
  switch (question.type) {
    case 0:
    case 7:
      return texts([answer.selectedAnswer ? question.choices[answer.selectedAnswer - 1] : null]);
    case 1:
      return texts([answer.textAnswer]);
    case 2:
      return texts(answer.spaces ?? []);
    case 5:
      return texts(question.choices.filter((_choice, index) => answer.checkedAnswers?.[index] === true));
    case 6:
      return Array.isArray(answer.checkedAnswers) ? { kind: 'checked', checked: answer.checkedAnswers[0] === true } : { kind: 'none' };
    case 3:
      return filled(answer.fileUrl) ? { kind: 'file', url: answer.fileUrl } : { kind: 'none' };
    case 8:
      return filled(answer.country) ? { kind: 'place', country: answer.country, region: filled(answer.region) ? answer.region : null } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** Every question that takes an answer (not the information ones), in order, with what was answered. */
export function answerEntries(content: QuizContent, answers: Answers): AnswerEntry[] {
  return questionsOf(content)
    .filter((question) => question.type !== 4)
    .map((question) => ({ questionId: question.id, question: question.text?.trim() || question.id, value: valueOf(question, answers[question.id]) }));
}
