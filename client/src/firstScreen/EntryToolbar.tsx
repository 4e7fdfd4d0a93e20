import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../features/shell/LanguageMenu.tsx';

/** The learner toolbar as a visitor without a session sees it on the sign-in screen (features/shell/LearnerToolbar.tsx): the product's name and the languages. */
export function EntryToolbar({ languageMenuReady = true }: { languageMenuReady?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {t('app.productName')}
        </Typography>
        <LanguageMenu disabled={!languageMenuReady} />
      </Toolbar>
    </AppBar>
  );
}
