import { isAnswerChecked, isAnswered } from '../../../../../domain/quiz/answerRules.ts';
import type { Answers, Question } from '../../../../../domain/quiz/types.ts';

/**
 * How many of the questions whose answer is checked (types 0, 5, 6, 1, 2)
 * are answered, out of how many; optional ones count too. The other types
 * (file, info, course link, country) are in neither number.
 */
export function answeredCount(questions: readonly Question[], answers: Answers): { answered: number; total: number } {
  const checked = questions.filter(isAnswerChecked);
  const answered = checked.filter((question) => isAnswered(question, Object.hasOwn(answers, question.id) ? answers[question.id] : undefined));
  return { answered: answered.length, total: checked.length };
}
