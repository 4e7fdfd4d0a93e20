import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { PreloadedQuery } from 'react-relay';
import { useLocation, useSearchParams } from 'react-router';
import { learner } from '../../routes/lazyScreens.ts';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { SettingsButton } from '../offline/SettingsButton.tsx';
import { BackButton } from './BackButton.tsx';
import type { LearnerToolbarMenusQuery } from '../learner/toolbar/__generated__/LearnerToolbarMenusQuery.graphql.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { OptionalPart } from './OptionalPart.tsx';
import { useLearnerSignOut } from './useLearnerSignOut.ts';
import { IsolatedSentence } from './userText/IsolatedSentence.tsx';
import { UserText } from './userText/UserText.tsx';

// The entry screens of the learner area have nowhere to go back to.
const WITHOUT_BACK = new Set(['/login', '/home']);

/** The folder view opened from a program goes back to that program's tree (spec: back behaviour). */
function backTarget(pathname: string, params: URLSearchParams): string | undefined {
  const domainId = params.get('domain');
  const programId = params.get('program');
  if (pathname !== '/UserHomeFolderView' || !domainId || !programId) return undefined;
  return `/UserHomeProgramTree?${new URLSearchParams({ domainId, programId }).toString()}`;
}

export function LearnerToolbar({ menusRef }: { menusRef: PreloadedQuery<LearnerToolbarMenusQuery> | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const name = useStoredItem('userName');
  const email = useStoredItem('userEmail');
  const signedIn = Boolean(useStoredItem('learnerToken'));
  const [signOut, signingOut] = useLearnerSignOut();
  // From 960 px settings and signing out show their names in words, as the menus' entries do (LearnerToolbarMenus).
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  // The menus need the learner's data: not on the sign-in page, and not before a session exists.
  const showMenus = signedIn && pathname !== '/login';

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 }, flexWrap: 'wrap' }}>
        {!WITHOUT_BACK.has(pathname) && <BackButton fallback="/home" to={backTarget(pathname, params)} />}
        {/* The learner's name whole, wrapping: on a line of its own above the buttons below 1200 px. */}
        <Box sx={{ flex: 1, minWidth: { lg: 200 }, flexBasis: name ? { xs: '100%', lg: 0 } : 0, order: name ? { xs: -1, lg: 0 } : 0 }}>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {name ? <IsolatedSentence i18nKey="shell.welcome" values={{ name }} /> : t('app.productName')}
          </Typography>
          {email && (
            <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
              <UserText>{email}</UserText>
            </Typography>
          )}
        </Box>
        {showMenus && menusRef && (
          <OptionalPart>
            <learner.LearnerToolbarMenus queryRef={menusRef} showUserDetails={pathname === '/home'} />
          </OptionalPart>
        )}
        <LanguageMenu />
        {signedIn && <SettingsButton labelled={wide} />}
        {signedIn &&
          (wide ? (
            <Button color="inherit" onClick={signOut} disabled={signingOut} startIcon={<LogoutIcon />} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {t('shell.signOut')}
            </Button>
          ) : (
            <IconButton color="inherit" onClick={signOut} disabled={signingOut} aria-label={t('shell.signOut')}>
              <LogoutIcon />
            </IconButton>
          ))}
      </Toolbar>
    </AppBar>
  );
}
