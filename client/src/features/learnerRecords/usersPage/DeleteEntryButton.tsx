import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { usePendingCalls } from '../../account/activity/PendingCalls.tsx';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useDeleteLearnerQuizEntryMutation } from './mutations/DeleteLearnerQuizEntryMutation.ts';

interface Props {
  quizId: string;
  quizName: string;
  email: string;
  /** the id of the element naming the quiz, read after the button's own name */
  describedBy: string;
  onChanged: () => void;
}

/** Deletes the learner's entry of one quiz, once confirmed (spec §5). */
export function DeleteEntryButton({ quizId, quizName, email, describedBy, onChanged }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const track = usePendingCalls();
  const [deleteEntry, deleting] = useDeleteLearnerQuizEntryMutation();
  const [confirming, setConfirming] = useState(false);
  const values = { email, quiz: quizName };
  const confirm = async () => {
    const outcome = await track(deleteEntry({ quizId, email }));
    setConfirming(false);
    if (!outcome.ok) return feedback.failure(outcome.code);
    feedback.success('usersPage.entry.deleted', values);
    onChanged();
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} aria-describedby={describedBy} sx={{ minHeight: 44 }}>
        {t('usersPage.quizzes.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('usersPage.entry.confirmTitle')}
        message={<IsolatedSentence i18nKey="usersPage.entry.confirmMessage" values={values} />}
        busy={deleting}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
