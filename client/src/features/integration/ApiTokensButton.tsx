import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiTokensDialog, type ApiTokenOwner } from './ApiTokensDialog.tsx';

/** The admin top bar's "API tokens" button, which opens the dialog (an icon on a phone). */
export function ApiTokensButton({ owner }: { owner: ApiTokenOwner }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <>
      {wide ? (
        <Button color="inherit" variant="outlined" startIcon={<KeyIcon />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
          {t('apiTokens.open')}
        </Button>
      ) : (
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={t('apiTokens.open')}>
          <KeyIcon />
        </IconButton>
      )}
      <ApiTokensDialog owner={owner} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
