// The owner's password (confirming a mass send, checked by the server), the
// test send to their own address, and Send: enabled only once this very mail
// (subject, HTML, attachments) went to the owner as a test, and confirmed in
// a dialog naming how many addresses it goes to.
import SendIcon from '@mui/icons-material/Send';
import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../admin/PasswordField.tsx';

interface Props {
  password: string;
  onPassword: (password: string) => void;
  passwordError: boolean;
  /** why Send waits, or that the test went out */
  status: ReactNode;
  canTest: boolean;
  canSend: boolean;
  busy: boolean;
  /** addresses kept from the recipients file */
  recipients: number;
  onTest: () => void;
  /** whether the mail is still the one tested (then the confirmation opens) */
  beforeConfirm: () => boolean;
  onSend: () => void;
}

export function SendActions({ password, onPassword, passwordError, status, canTest, canSend, busy, recipients, onTest, beforeConfirm, onSend }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const messageId = useId();

  return (
    <Box component="section" aria-label={t('bulkMail.send.title')}>
      <Stack spacing={2} sx={{ maxWidth: { sm: 480 } }}>
        <PasswordField
          label={t('bulkMail.send.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          error={passwordError}
          helperText={t(passwordError ? 'errors.invalidCredentials' : 'bulkMail.send.passwordHelp')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button variant="outlined" startIcon={<ScienceIcon />} disabled={!canTest || busy} onClick={onTest}>
            {t('bulkMail.send.test')}
          </Button>
          <Button variant="contained" startIcon={<SendIcon />} disabled={!canSend || busy} onClick={() => beforeConfirm() && setConfirming(true)}>
            {t('bulkMail.send.send')}
          </Button>
        </Stack>
        <Typography variant="body2" aria-live="polite" data-testid="send-status">
          {status}
        </Typography>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('bulkMail.send.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{t('bulkMail.send.confirmMessage', { count: recipients })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('bulkMail.send.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onSend();
            }}
          >
            {t('bulkMail.send.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
