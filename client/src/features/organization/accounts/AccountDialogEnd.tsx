import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

/** What closes every account dialog's form: the refusal (the dialog stays open), the progress, Cancel and Save. */
export function AccountDialogStatus({ errorKey, busy }: { errorKey: string | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {errorKey && (
        <Alert severity="error" role="alert">
          {t(errorKey)}
        </Alert>
      )}
      {busy && <LinearProgress aria-label={t('orgAccounts.saving')} />}
    </>
  );
}

export function AccountDialogActions({ onClose, busy, canSubmit }: { onClose: () => void; busy: boolean; canSubmit: boolean }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {t('orgAccounts.form.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={!canSubmit}>
        {t('orgAccounts.form.submit')}
      </Button>
    </DialogActions>
  );
}
