import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from './SettingsDialog.tsx';

/** The toolbar's settings entry; it needs no network, so it stays usable offline. `labelled`: its name in words beside the icon (wide screens). */
export function SettingsButton({ labelled = false }: { labelled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      {labelled ? (
        <Button color="inherit" onClick={() => setOpen(true)} startIcon={<SettingsIcon />} aria-haspopup="dialog" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {t('offline.settings.title')}
        </Button>
      ) : (
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('offline.settings.title')} aria-haspopup="dialog">
          <SettingsIcon />
        </IconButton>
      )}
      <SettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
