import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFilled } from '../../../../../domain/validation/inputRules.ts';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';

/** Asks the new section's name (a section needs a title); rendered only while open. */
export function AddSectionDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (name: string) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const missing = !isFilled(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!missing) onAdd(name.trim());
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('quizEditor.sections.addTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={t('quizEditor.sections.name')}
            value={name}
            slotProps={USER_INPUT_SLOT_PROPS}
            onChange={(event) => setName(event.target.value)}
            error={tried && missing}
            helperText={tried && missing ? t('quizEditor.problems.sectionTitleRequired') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('quizEditor.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('quizEditor.sections.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
