import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createI18n } from './i18n/index.ts';
import { createRelayEnvironment } from './relay/environment.ts';
import { registerServiceWorker } from './serviceWorker/register.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n()} environment={createRelayEnvironment()} />
  </StrictMode>,
);

registerServiceWorker();
