// What every row and dialog of the program tree reaches without props being
// passed down through each level: the account's settings, the calls (which
// show the loading overlay and their messages themselves) and the dialog host.
// Other messages go to the account home's message area (activity/Feedback).
import { createContext, useContext } from 'react';
import type { TreeItem } from '../../../../../domain/program/tree.ts';
import type { QuizUploadKind } from '../../learnerRecords/csvUploads/uploadRowActions.tsx';
import type { AccountQuiz, EditorProgram, ProgramSettings, SaveResult } from './types.ts';

/** The dialog open over the tree: it names its program and item by id, so it always shows the latest copy. */
export type TreeDialog =
  | { kind: 'addItem'; programId: string; folderId: string | null }
  | { kind: 'editFolder' | 'editMedia' | 'move' | 'duplicateQuiz' | 'deleteItem' | 'quizWord'; programId: string; itemId: string }
  | { kind: 'quizUpload'; upload: QuizUploadKind; programId: string; itemId: string }
  | { kind: 'editProgram' | 'deleteProgram'; programId: string };

export type DeleteQuizResult = 'deleted' | 'hasSubmissions' | 'failed';

export interface TreeEditor {
  /** the account's own id, for the shared links */
  accountId: string;
  enableVideo: boolean;
  tracks: readonly string[];
  quizzes: readonly AccountQuiz[];
  quizById: ReadonlyMap<string, AccountQuiz>;
  /** the programs in their order */
  programs: readonly EditorProgram[];
  /** Saves the program with this tree; a staleRevision answer reloads the programs and says so. */
  saveItems: (program: EditorProgram, items: readonly TreeItem[]) => Promise<SaveResult>;
  saveSettings: (program: EditorProgram, settings: ProgramSettings) => Promise<SaveResult>;
  deleteProgram: (program: EditorProgram) => Promise<boolean>;
  moveProgram: (program: EditorProgram, direction: 'up' | 'down') => Promise<void>;
  duplicateQuiz: (input: { quizId: string; name: string; programId: string; folderId: string | null }) => Promise<boolean>;
  deleteQuiz: (quizId: string, confirmSubmissions: boolean) => Promise<DeleteQuizResult>;
  openDialog: (dialog: TreeDialog) => void;
}

export const TreeEditorContext = createContext<TreeEditor | null>(null);

export function useTreeEditor(): TreeEditor {
  const editor = useContext(TreeEditorContext);
  if (!editor) throw new Error('useTreeEditor outside ProgramTreeSection');
  return editor;
}
