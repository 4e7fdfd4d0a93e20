import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useStoredItem } from '../../storage/browserStorage.ts';
import { clearLearnerSession } from '../../storage/learnerSession.ts';
import { BackButton } from './BackButton.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { useSignOutMutation } from './mutations/SignOutMutation.ts';

// The entry screens of the learner area have nowhere to go back to.
const WITHOUT_BACK = new Set(['/login', '/home']);

export function LearnerToolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = useStoredItem('userName');
  const email = useStoredItem('userEmail');
  const signedIn = Boolean(useStoredItem('learnerToken'));
  const [signOut, signingOut] = useSignOutMutation('learner');

  const onSignOut = () =>
    signOut(() => {
      clearLearnerSession();
      void navigate('/');
    });

  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: 1 }}>
        {!WITHOUT_BACK.has(pathname) && <BackButton fallback="/home" />}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p" noWrap>
            {name ? t('shell.welcome', { name }) : t('app.productName')}
          </Typography>
          {email && (
            <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
              {email}
            </Typography>
          )}
        </Box>
        <LanguageMenu />
        {signedIn && (
          <IconButton color="inherit" onClick={onSignOut} disabled={signingOut} aria-label={t('shell.signOut')}>
            <LogoutIcon />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
