import type { TFunction } from 'i18next';
import type { QuizProblem } from '../../../../../domain/quiz/document.ts';

/**
 * The translated message of a problem. Codes are those of editorRules.ts,
 * document.ts and expressionRule.ts; an unknown one is shown as a generic
 * invalid value rather than as a key.
 */
export function problemMessage(t: TFunction, problem: QuizProblem, context: { externalGrades: boolean }): string {
  if (problem.code === 'passGrade_too_high' && context.externalGrades) {
    return t('quizEditor.problems.passGrade_too_high_external');
  }
  const key = `quizEditor.problems.${problem.code}`;
  return t(key, { defaultValue: t('quizEditor.problems.invalidValue') });
}
