import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { relayOperationRunner } from './relay/relayOperationRunner.ts';
import { OperationRunnerContext } from './relay/requestOperation.ts';
import { AppThemeProvider } from './theme/AppThemeProvider.tsx';

interface Props {
  i18n: I18n;
  environment: IEnvironment;
  children: ReactNode;
}

/** Language, theme and data: everything a screen needs besides the router. */
export function AppProviders({ i18n, environment, children }: Props) {
  const runOperation = useMemo(() => relayOperationRunner(environment), [environment]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <RelayEnvironmentProvider environment={environment}>
          <OperationRunnerContext value={runOperation}>{children}</OperationRunnerContext>
        </RelayEnvironmentProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
