import { findItem } from '../../../../../../domain/program/treeOps.ts';
import { AddItemDialog } from './AddItemDialog.tsx';
import { DeleteItemDialog, DeleteProgramDialog } from './DeleteDialogs.tsx';
import { DuplicateQuizDialog } from './DuplicateQuizDialog.tsx';
import { EditFolderDialog } from './EditFolderDialog.tsx';
import { EditMediaDialog } from './EditMediaDialog.tsx';
import { EditProgramDialog } from './EditProgramDialog.tsx';
import { MoveItemDialog } from './MoveItemDialog.tsx';
import { QuizWordDialog } from '../../../quizWord/QuizWordDialog.tsx';
import { QuizUploadDialog } from '../../../learnerRecords/csvUploads/QuizUploadDialog.tsx';
import type { TreeDialog } from '../TreeEditorContext.ts';
import type { EditorProgram } from '../types.ts';

/**
 * The open dialog, over the latest copy of its program and item. When they
 * are gone (deleted, or reloaded without them) nothing is shown.
 */
export function TreeDialogs({ dialog, programs, onClose }: { dialog: TreeDialog | null; programs: readonly EditorProgram[]; onClose: () => void }) {
  const program = dialog && programs.find((each) => each.id === dialog.programId);
  if (!dialog || !program) return null;
  switch (dialog.kind) {
    case 'editProgram':
      return <EditProgramDialog program={program} onClose={onClose} />;
    case 'deleteProgram':
      return <DeleteProgramDialog program={program} onClose={onClose} />;
    case 'addItem': {
      const folder = dialog.folderId === null ? null : findItem(program.items, dialog.folderId)?.item;
      if (folder === undefined || (folder && folder.itemType !== 'folder')) return null;
      return <AddItemDialog program={program} folder={folder} onClose={onClose} />;
    }
  }
  const item = findItem(program.items, dialog.itemId)?.item;
  if (!item) return null;
  const props = { program, item, onClose };
  switch (dialog.kind) {
    case 'editFolder':
      return <EditFolderDialog program={program} folder={item} onClose={onClose} />;
    case 'editMedia':
      return <EditMediaDialog {...props} />;
    case 'move':
      return <MoveItemDialog {...props} />;
    case 'duplicateQuiz':
      return <DuplicateQuizDialog {...props} />;
    case 'deleteItem':
      return <DeleteItemDialog {...props} />;
    case 'quizWord':
      return item.quizId ? <QuizWordDialog quizId={item.quizId} name={item.name} onClose={onClose} /> : null;
    case 'quizUpload':
      return item.quizId ? <QuizUploadDialog kind={dialog.upload} quizId={item.quizId} name={item.name} onClose={onClose} /> : null;
  }
}
