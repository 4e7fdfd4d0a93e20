import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BackButton } from '../shell/BackButton.tsx';
import { LanguageMenu } from '../shell/LanguageMenu.tsx';

/** The editor's bar: back to the account home (unsaved work stays only until then), the title, the language. */
export function EditorTopBar({ title }: { title: string }) {
  return (
    <AppBar position="static">
      <Toolbar sx={{ gap: 1 }}>
        <BackButton fallback="/AccountHome" to="/AccountHome" />
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <LanguageMenu />
      </Toolbar>
    </AppBar>
  );
}
