import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createI18n, loadEntryTexts, storedLanguage } from './i18n/index.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { preloadFirstScreen } from './routes/firstScreen.ts';
import { registerServiceWorker } from './serviceWorker/register.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The texts of the visitor's language only (a small chunk of their own), then
// the app; the first screen's code and data are fetched meanwhile.
const language = storedLanguage();
const environment = createRelayEnvironment();
preloadFirstScreen(window.location.hash, environment);
void loadEntryTexts(language).then((texts) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={createI18n(language, { [language]: texts })} environment={environment} />
    </StrictMode>,
  );
});

registerServiceWorker();
