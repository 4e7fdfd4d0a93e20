import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from './SettingsDialog.tsx';

/** The toolbar's settings entry; it needs no network, so it stays usable offline. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('offline.settings.title')} aria-haspopup="dialog">
        <SettingsIcon />
      </IconButton>
      <SettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
