import AddIcon from '@mui/icons-material/Add';
import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { AddProgramDialog } from './AddProgramDialog.tsx';

interface Props {
  title: string;
  /** the signed-in account's e-mail (or username) */
  signedInAs?: string | null;
  onProgramCreated: () => void;
}

/** The account home's toolbar: who is signed in, add program, language, log out. */
export function AccountToolbar({ title, signedInAs, onProgramCreated }: Props) {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('account');
  const [adding, setAdding] = useState(false);
  // A phone's toolbar has room for icons only; each keeps its name for screen readers.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {title}
          </Typography>
          {signedInAs && (
            <Typography variant="body2" noWrap>
              {signedInAs}
            </Typography>
          )}
        </Box>
        {wide ? (
          <Button color="inherit" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            {t('accountHome.addProgram.open')}
          </Button>
        ) : (
          <IconButton color="inherit" onClick={() => setAdding(true)} aria-label={t('accountHome.addProgram.open')}>
            <AddIcon />
          </IconButton>
        )}
        <LanguageMenu />
        <IconButton color="inherit" onClick={signOut} disabled={signingOut} aria-label={t('shell.signOut')}>
          <LogoutIcon />
        </IconButton>
      </Toolbar>
      <AddProgramDialog open={adding} onClose={() => setAdding(false)} onCreated={onProgramCreated} />
    </AppBar>
  );
}
