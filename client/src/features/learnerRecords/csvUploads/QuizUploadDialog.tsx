import { DeleteEntriesDialog } from './DeleteEntriesDialog.tsx';
import { GradesDialog } from './GradesDialog.tsx';
import { PrivateUsersDialog } from './PrivateUsersDialog.tsx';
import type { QuizUploadKind } from './uploadRowActions.tsx';

interface Props {
  kind: QuizUploadKind;
  quizId: string;
  /** the quiz's name in the tree */
  name: string;
  onClose: () => void;
}

/** The upload dialog a quiz row's action opens. */
export function QuizUploadDialog({ kind, quizId, name, onClose }: Props) {
  switch (kind) {
    case 'privateUsers':
      return <PrivateUsersDialog quizId={quizId} name={name} onClose={onClose} />;
    case 'deleteExaminees':
      return <DeleteEntriesDialog quizId={quizId} name={name} onClose={onClose} />;
    case 'manualGrades':
    case 'externalGrades':
      return <GradesDialog kind={kind} quizId={quizId} name={name} onClose={onClose} />;
  }
}
