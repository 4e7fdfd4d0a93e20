import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';
import { UserText } from '../shell/userText/UserText.tsx';

interface Props {
  title: string;
  /** Who is signed in (e-mail or username), shown under the title. */
  subtitle?: string | null;
  onSignOut?: () => void;
  /** the screen's own actions, before the language menu */
  children?: ReactNode;
  signingOut?: boolean;
}

/**
 * The toolbar of the administrators' screens. On a phone the title takes the
 * first line and the actions wrap below it: an account owner's toolbar holds
 * more buttons than 390 px fit in one row.
 */
export function AdminTopBar({ title, subtitle, onSignOut, signingOut = false, children }: Props) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: '100%', sm: 0 } }}>
          <Typography variant="h6" component="p" noWrap>
            <UserText truncate>{title}</UserText>
          </Typography>
          {subtitle && (
            <Typography variant="body2" noWrap>
              <UserText truncate>{subtitle}</UserText>
            </Typography>
          )}
        </Box>
        {children}
        <LanguageMenu />
        {onSignOut && (
          <IconButton color="inherit" onClick={onSignOut} disabled={signingOut} aria-label={t('shell.signOut')}>
            <LogoutIcon />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
