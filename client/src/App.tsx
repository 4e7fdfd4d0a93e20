import type { i18n as I18n } from 'i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { AppProviders } from './AppProviders.tsx';

/** The app: its providers and its router (routes/appRouter.ts, made over the same environment). */
export function App({ i18n, environment, router }: { i18n: I18n; environment: IEnvironment; router: DataRouter }) {
  return (
    <AppProviders i18n={i18n} environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
