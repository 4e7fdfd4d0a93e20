import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { newQuiz } from '../../../../../domain/quiz/questionDefaults.ts';
import type { Quiz } from '../../../../../domain/quiz/types.ts';

/** What importQuiz keeps of the quiz being edited (its id, form flag and prerequisite settings), as a Quiz. */
export function importBase(draft: QuizDraft): Quiz {
  return {
    ...newQuiz({ isForm: draft.isForm }),
    id: draft.id ?? '',
    prerequisites: draft.prerequisites,
    prerequisitesOperationOR: draft.prerequisitesOperationOR,
    tracks: draft.tracks,
    useExpression: draft.useExpression,
    expression: draft.expression,
  };
}
