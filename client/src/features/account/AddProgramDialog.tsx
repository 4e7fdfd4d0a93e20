import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilled } from '../../../../domain/validation/inputRules.ts';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useFeedback } from './activity/Feedback.tsx';
import { usePendingCalls } from './activity/PendingCalls.tsx';
import { useCreateProgramMutation } from './mutations/CreateProgramMutation.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Spec §5: a program needs a name (programNameRequired). The new program joins the tree in the store (CreateProgramMutation.ts). */
export function AddProgramDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const createProgram = useCreateProgramMutation();
  const track = usePendingCalls();
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!isFilled(name)) return setError('programNameRequired');
    const outcome = await track(createProgram(name.trim()));
    if (!outcome.ok) return setError(outcome.code);
    feedback.success('accountHome.addProgram.added');
    close();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('accountHome.addProgram.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={t('accountHome.addProgram.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error !== null ? t(errorMessageKey(error)) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('accountHome.addProgram.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
