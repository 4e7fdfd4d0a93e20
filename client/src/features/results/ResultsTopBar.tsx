import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../shell/BackButton.tsx';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';

/** Back to the account home, the screen's name, the language. */
export function ResultsTopBar() {
  const { t } = useTranslation();
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 1 }}>
        <BackButton fallback="/AccountHome" to="/AccountHome" />
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {t('results.appTitle')}
        </Typography>
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
