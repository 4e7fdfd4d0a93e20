// "Forgot password?" on the administrators' sign-in screens: a button and its
// dialog asking for the username or e-mail. The answer is always the same
// ("if the account has an e-mail, a link was sent"), whoever was named; only a
// blank field, a refusal (tooManyRequests) or a network failure is an error.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import type { AdminLevel } from '../../storage/adminSession.ts';
import { useRequestPasswordResetMutation } from './mutations/RequestPasswordResetMutation.ts';

export function ForgotPasswordButton({ level }: { level: AdminLevel }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('passwordReset.forgot.open')}
      </Button>
      {open && <ForgotPasswordDialog level={level} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ForgotPasswordDialog({ level, onClose }: { level: AdminLevel; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [login, setLogin] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [request, requesting] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.trim() === '') {
      setMissing(true);
      setFailure('invalid_data_entry');
      return;
    }
    setMissing(false);
    setFailure(null);
    const locale = i18n.language === 'en' ? 'en' : 'ar';
    const outcome = await request({ login: login.trim(), level, origin: window.location.origin, locale });
    if (outcome.ok) setSent(true);
    else setFailure(outcome.code);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="forgot-password-title" aria-describedby="forgot-password-text" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-password-title">{t('passwordReset.forgot.title')}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status" id="forgot-password-text">
              {t('passwordReset.forgot.sent')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {t('passwordReset.forgot.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <DialogContentText id="forgot-password-text" sx={{ mb: 2 }}>
              {t('passwordReset.forgot.intro')}
            </DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t(errorMessageKey(failure))}
              </Alert>
            )}
            <TextField
              id="forgot-password-login"
              label={t('passwordReset.forgot.login')}
              autoComplete="username"
              autoFocus
              required
              fullWidth
              value={login}
              onChange={(event) => setLogin(event.target.value)}
              error={missing}
              helperText={missing ? t('errors.fieldRequired') : undefined}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('passwordReset.forgot.cancel')}</Button>
            <Button type="submit" variant="contained" loading={requesting}>
              {t('passwordReset.forgot.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
