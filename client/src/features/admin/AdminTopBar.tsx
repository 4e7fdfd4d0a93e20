import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';
import { UserText } from '../shell/userText/UserText.tsx';
import { ToolbarAction } from './toolbar/ToolbarAction.tsx';
import { ToolbarOverflow } from './toolbar/ToolbarOverflow.tsx';

interface Props {
  title: string;
  /** Who is signed in (e-mail or username), shown under the title. */
  subtitle?: string | null;
  onSignOut?: () => void;
  /** the screen's main actions (one or two), always in the bar */
  children?: ReactNode;
  /** the screen's other actions (ToolbarAction): buttons with words from 960 px, items of the "More" menu below */
  more?: ReactNode;
  signingOut?: boolean;
}

/**
 * The toolbar of the administrators' screens. Every action carries its name in
 * words: from 960 px each one is a button with its icon and its name; on a
 * phone the title takes a line of its own, and the actions other than the
 * main ones (and signing out, when there are such) are the items of a "More" menu.
 */
export function AdminTopBar({ title, subtitle, onSignOut, signingOut = false, children, more }: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const signOut = onSignOut && <ToolbarAction icon={<LogoutIcon />} label={t('shell.signOut')} onClick={onSignOut} disabled={signingOut} />;
  // A "More" menu of one item would only hide it: without other actions, signing out stays in the bar.
  const others = more ? (
    <>
      {more}
      {signOut}
    </>
  ) : (
    signOut
  );
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, md: 0 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: '100%', md: 0 } }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            <UserText>{title}</UserText>
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <UserText>{subtitle}</UserText>
            </Typography>
          )}
        </Box>
        {children}
        {wide || !more ? others : <ToolbarOverflow>{others}</ToolbarOverflow>}
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
