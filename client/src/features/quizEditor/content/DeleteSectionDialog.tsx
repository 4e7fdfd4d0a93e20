import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  questionCount: number;
  onClose: () => void;
  onConfirm: () => void;
}

/** Deleting a section that has questions deletes them too: asked first. */
export function DeleteSectionDialog({ name, questionCount, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('quizEditor.sections.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('quizEditor.sections.deleteText', { name: name.trim() || t('quizEditor.sections.untitled'), count: questionCount })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('quizEditor.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {t('quizEditor.sections.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
