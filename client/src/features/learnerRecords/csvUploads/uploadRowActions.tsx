// The tree's row actions for a quiz's learners' records (admin spec §2, "Tree
// row actions"): upload file to delete examinees (every quiz and form),
// upload private users and manual grading upload (quizzes without external
// grades; no grading for forms, whose questions are worth nothing), external
// grading upload (quizzes with external grades).
import GradingIcon from '@mui/icons-material/Grading';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupRemoveIcon from '@mui/icons-material/GroupRemove';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { RowAction } from '../../account/tree/RowActionsMenu.tsx';
import type { AccountQuiz } from '../../account/tree/types.ts';

export type QuizUploadKind = 'deleteExaminees' | 'privateUsers' | 'manualGrades' | 'externalGrades';

export function quizUploadKinds(quiz: Pick<AccountQuiz, 'isForm' | 'externalGrades'>): QuizUploadKind[] {
  if (quiz.externalGrades) return ['deleteExaminees', 'externalGrades'];
  return quiz.isForm ? ['deleteExaminees', 'privateUsers'] : ['deleteExaminees', 'privateUsers', 'manualGrades'];
}

const ICONS: Record<QuizUploadKind, ReactNode> = {
  deleteExaminees: <GroupRemoveIcon />,
  privateUsers: <GroupAddIcon />,
  manualGrades: <GradingIcon />,
  externalGrades: <UploadFileIcon />,
};

/** The upload actions of a quiz row; each opens its dialog over the tree. */
export function quizUploadActions(
  t: TFunction,
  quiz: AccountQuiz | undefined,
  name: string,
  open: (kind: QuizUploadKind) => void,
): RowAction[] {
  if (!quiz) return [];
  const labelKind = quiz.isForm ? 'form' : 'quiz';
  return quizUploadKinds(quiz).map((kind) => ({
    key: kind,
    label: t(`learnerRecords.uploads.${kind}.action`),
    accessibleName: t(`learnerRecords.uploads.${kind}.actionName_${labelKind}`, { name }),
    icon: ICONS[kind],
    onSelect: () => open(kind),
  }));
}
