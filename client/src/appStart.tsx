import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App.tsx';
import { createRelayEnvironment } from './relay/environment.ts';
import { createAppRouter } from './routes/appRouter.ts';
import { preloadFirstScreen } from './routes/firstScreen.ts';

/**
 * The app in the page's root: its Relay environment and router
 * (firstScreen/startApp.ts loads this chunk). Returns a function that stops
 * the router following the page's address and loading its routes' queries
 * (for tests, which start the app more than once in a page).
 */
export function renderApp(root: Root, i18n: I18n): () => void {
  const environment = createRelayEnvironment();
  preloadFirstScreen(window.location.hash);
  // the router's first location starts its queries here, before the first render
  const router = createAppRouter(environment);
  root.render(
    <StrictMode>
      <App i18n={i18n} environment={environment} router={router} />
    </StrictMode>,
  );
  return () => router.dispose();
}
