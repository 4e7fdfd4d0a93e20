import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { clearMediaCaches, offlineSupported } from './offlineMedia.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

type ClearState = 'idle' | 'clearing' | 'cleared' | 'failed';

/**
 * The toolbar's settings dialog (spec §2): the account settings link, the
 * saved-for-offline list, and "clear cache" where a service worker can hold
 * one ('Cache not supported on this device' elsewhere; spec §8, §9).
 */
export function SettingsDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const [clear, setClear] = useState<ClearState>('idle');
  const supported = offlineSupported();

  const clearCache = () => {
    setClear('clearing');
    clearMediaCaches().then(
      () => setClear('cleared'),
      () => setClear('failed'),
    );
  };
  const close = () => {
    setClear('idle');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="settings-dialog-title">
      <DialogTitle id="settings-dialog-title">{t('offline.settings.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Link component={RouterLink} to="/user-settings" onClick={close}>
            {t('offline.settings.accountSettings')}
          </Link>
          <Link component={RouterLink} to="/offline" onClick={close}>
            {t('offline.settings.savedList')}
          </Link>
          <Typography variant="subtitle2" component="h3">
            {t('offline.settings.cacheHeading')}
          </Typography>
          {supported ? (
            <>
              <Typography variant="body2">{t('offline.settings.cacheHint')}</Typography>
              <Button variant="outlined" color="warning" onClick={clearCache} disabled={clear === 'clearing'} sx={{ alignSelf: 'flex-start' }}>
                {t('offline.settings.clearCache')}
              </Button>
              {clear === 'cleared' && (
                <Alert severity="success" role="status">
                  {t('offline.settings.cacheCleared')}
                </Alert>
              )}
              {clear === 'failed' && (
                <Alert severity="error" role="alert">
                  {t('offline.settings.cacheClearFailed')}
                </Alert>
              )}
            </>
          ) : (
            <Alert severity="info">{t('offline.settings.cacheNotSupported')}</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('offline.settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
