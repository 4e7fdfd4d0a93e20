import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';

/**
 * Applies a change to the quiz being edited (React's state setter). Parts of
 * the editor receive this one stable function and say where they change the
 * quiz, so a part whose data did not change does not render again.
 */
export type DraftEdit = (change: (draft: QuizDraft) => QuizDraft) => void;
