import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import type { Environment } from 'relay-runtime';
import { AppProviders } from './AppProviders.tsx';
import { appRoutes } from './routes/appRoutes.tsx';

export function App({ i18n, environment }: { i18n: I18n; environment: Environment }) {
  // A hash router keeps the legacy shared links (/#/home/..., /#/UserHomeProgramTree?...) working.
  const [router] = useState(() => createHashRouter(appRoutes));
  return (
    <AppProviders i18n={i18n} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
