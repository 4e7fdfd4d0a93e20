// The delete-account dialog (learner spec §5): the learner types their e-mail
// again, ticks the confirmation and types the code mailed to them for the
// deletion (issue 30); Delete stays disabled until all three hold.
// On success local and session storage are cleared and the learner is at /.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deletionRefusal } from '../../../../domain/privacy/erasure.ts';
import { useDeleteMyAccountMutation } from './mutations/DeleteMyAccountMutation.ts';
import { isCodeRefusal, StepUpCode, typedStepUpCode } from './StepUpCode.tsx';

interface Props {
  email: string;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void | Promise<void>;
}

export function DeleteAccountDialog({ email, open, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('privacy.delete.title')}</DialogTitle>
      {open && <DeleteAccountForm email={email} onCancel={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function DeleteAccountForm({ email, onCancel, onDeleted }: { email: string; onCancel: () => void; onDeleted: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, deleting] = useDeleteMyAccountMutation();
  const stepUp = typedStepUpCode(code);
  const ready = deletionRefusal(email, typed, confirmed) === null && stepUp !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || deleting) return;
    setFailure(null);
    const outcome = await remove(typed, stepUp);
    if (outcome.ok) await onDeleted();
    else if (outcome.code === 'deleteEmailMismatch' || outcome.code === 'deleteNotConfirmed' || isCodeRefusal(outcome.code)) setFailure(t(`errors.${outcome.code}`));
    else setFailure(t(outcome.code === 'unknown' ? 'privacy.delete.error' : 'privacy.delete.failed'));
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <DialogContentText>{t('privacy.delete.warning')}</DialogContentText>
        <TextField
          label={t('privacy.delete.emailLabel')}
          helperText={t('privacy.delete.emailHelp')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          type="email"
          autoComplete="off"
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormControlLabel control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />} label={t('privacy.delete.confirmLabel')} />
        <StepUpCode action="deleteAccount" email={email} code={code} onCodeChange={setCode} />
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('privacy.delete.cancel')}</Button>
        <Button type="submit" color="error" variant="contained" disabled={!ready || deleting}>
          {t('privacy.delete.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
