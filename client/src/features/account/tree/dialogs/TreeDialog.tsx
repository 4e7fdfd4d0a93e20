import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** the heading; names the dialog (user content in it isolated: IsolatedSentence) */
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** the submit button's text; the form submits on Enter too */
  submitLabel: string;
  submitDisabled?: boolean;
  onSubmit: () => void;
  /** buttons before cancel (e.g. back) */
  extraActions?: ReactNode;
  submitColor?: 'primary' | 'error';
}

/** The tree's dialogs: a form with cancel and submit, full screen on a phone. */
export function TreeDialog({ title, children, onClose, submitLabel, submitDisabled = false, onSubmit, extraActions, submitColor = 'primary' }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={!wide}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* display: contents keeps the dialog's own layout (a scrolling content between title and buttons) */}
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraActions}
          <Button onClick={onClose}>{t('programTree.buttons.cancel')}</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
