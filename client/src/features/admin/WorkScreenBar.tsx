import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BackButton } from '../shell/BackButton.tsx';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';

/**
 * The bar of a screen the owner works on and leaves (the quiz editor, a quiz's
 * results): back to `back` (unsaved work stays only until then), the screen's
 * name, the language. No signing out here: it is on the page they came from.
 */
export function WorkScreenBar({ title, back }: { title: string; back: string }) {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 1 }}>
        <BackButton fallback={back} to={back} />
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
