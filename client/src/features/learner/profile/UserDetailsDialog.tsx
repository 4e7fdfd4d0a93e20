import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { isFilled, stripCommas } from '../../../../../domain/validation/index.ts';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { writeStored } from '../../../storage/browserStorage.ts';
import { useUpdateLearnerDetailsMutation } from './mutations/UpdateLearnerDetailsMutation.ts';
import type { UserDetailsDialog_learner$data, UserDetailsDialog_learner$key } from './__generated__/UserDetailsDialog_learner.graphql.ts';

interface Props {
  learnerRef: UserDetailsDialog_learner$key;
  open: boolean;
  /** a learner without a name must give one: no way to close the dialog without saving */
  forced?: boolean;
  onClose: () => void;
}

/** The learner's name (required) and Telegram contact. */
export function UserDetailsDialog({ learnerRef, open, forced = false, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const learner = useFragment(
    graphql`
      fragment UserDetailsDialog_learner on Learner {
        name
        telegram
        email
      }
    `,
    learnerRef,
  );
  return (
    <Dialog
      open={open}
      // Without onClose, Escape and the backdrop cannot close a forced dialog.
      onClose={forced ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('profile.title')}</DialogTitle>
      {/* Mounted only while open, so every opening starts from the saved details. */}
      <UserDetailsForm learner={learner} forced={forced} onDone={onClose} />
    </Dialog>
  );
}

function UserDetailsForm({ learner, forced, onDone }: { learner: UserDetailsDialog_learner$data; forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(learner.name);
  const [telegram, setTelegram] = useState(learner.telegram ?? '');
  const [nameMissing, setNameMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, saving] = useUpdateLearnerDetailsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cleanName = stripCommas(name);
    if (!isFilled(cleanName)) {
      setNameMissing(true);
      return;
    }
    setNameMissing(false);
    setFailure(null);
    const outcome = await update({ name: cleanName, telegram: isFilled(telegram) ? telegram.trim() : null });
    if (!outcome.ok) {
      if (outcome.code === 'nameRequired') setNameMissing(true);
      else setFailure(outcome.code);
      return;
    }
    writeStored({ userName: outcome.data.name });
    onDone();
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2}>
          {forced && <Typography>{t('profile.nameNeeded')}</Typography>}
          {failure && <Alert severity="error">{t(errorMessageKey(failure))}</Alert>}
          <TextField label={t('profile.email')} value={learner.email} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} fullWidth />
          <TextField
            label={t('profile.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            error={nameMissing}
            helperText={nameMissing ? t('profile.nameRequired') : undefined}
          />
          <TextField
            label={t('profile.telegram')}
            value={telegram}
            onChange={(event) => setTelegram(event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {!forced && <Button onClick={onDone}>{t('common.cancel')}</Button>}
        <Button type="submit" variant="contained" loading={saving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
