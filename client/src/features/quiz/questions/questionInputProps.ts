import type { AnswerProblem } from '../../../../../domain/quiz/answerRules.ts';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';

/** What QuestionCard hands the input of one question type. */
export interface QuestionInputProps<Q extends Question = Question> {
  question: Q;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  /** The problems to show now: none until a submit attempt or the learner has left the question. */
  problems: readonly AnswerProblem[];
  /** The element holding the problem messages; spaces add `-${index}` for their own message. */
  problemsId: string;
  /** The ids (space-separated) of the question's number and text, for inputs whose label is the question. */
  labelledBy: string;
}
