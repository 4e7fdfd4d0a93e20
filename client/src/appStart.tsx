import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App.tsx';
import { createRelayEnvironment } from './relay/environment.ts';
import { preloadFirstScreen } from './routes/firstScreen.ts';

/** The app in the page's root: its Relay environment and router (firstScreen/startApp.ts loads this chunk). */
export function renderApp(root: Root, i18n: I18n): void {
  const environment = createRelayEnvironment();
  preloadFirstScreen(window.location.hash, environment);
  root.render(
    <StrictMode>
      <App i18n={i18n} environment={environment} />
    </StrictMode>,
  );
}
