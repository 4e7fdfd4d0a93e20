import { QUESTION_TYPE_DIALOG_VALUES, type QuestionTypeDialogValue } from '../../../../../domain/quiz/editorRules.ts';
import type { QuestionType } from '../../../../../domain/quiz/types.ts';

/** The question-type dialog's value of a type: its name's key under quizEditor.questionTypes. */
export function questionTypeValue(type: QuestionType): QuestionTypeDialogValue {
  const entry = Object.entries(QUESTION_TYPE_DIALOG_VALUES).find(([, value]) => value === type);
  return (entry?.[0] ?? 'mcq') as QuestionTypeDialogValue;
}
