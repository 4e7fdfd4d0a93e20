import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { usePendingCalls } from '../../account/activity/PendingCalls.tsx';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useDeleteLearnerRegistrationMutation } from './mutations/DeleteLearnerRegistrationMutation.ts';

interface Props {
  accountId: string;
  email: string;
  onChanged: () => void;
}

/** Deletes the learner's registration with the account, once confirmed; says whether there was one (spec §8). */
export function DeleteRegistrationButton({ accountId, email, onChanged }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const track = usePendingCalls();
  const [deleteRegistration, deleting] = useDeleteLearnerRegistrationMutation();
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    const outcome = await track(deleteRegistration({ accountId, email }));
    setConfirming(false);
    if (!outcome.ok) return feedback.failure(outcome.code);
    if (outcome.data.found) feedback.success('usersPage.registration.deleted', { email });
    else feedback.info('usersPage.registration.notFound', { email });
    onChanged();
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<PersonRemoveIcon />} onClick={() => setConfirming(true)} sx={{ flexShrink: 0, minHeight: 44 }}>
        {t('usersPage.registration.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('usersPage.registration.confirmTitle')}
        message={<IsolatedSentence i18nKey="usersPage.registration.confirmMessage" values={{ email }} />}
        busy={deleting}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
