import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  /** the sentence saying what is deleted (user content in it isolated: IsolatedSentence) */
  message: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** the deletion is being sent: both buttons wait */
  busy?: boolean;
}

/**
 * Spec §5: deleting a registration or a quiz entry needs a confirmation.
 * Cancel has the focus first, so Enter on an opened dialog deletes nothing.
 */
export function ConfirmDialog({ open, title, message, onConfirm, onClose, busy = false }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('usersPage.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {t('usersPage.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
