// One way to render a client screen in a component test: the real routes (or
// the given ones) in a memory router, the real i18n and theme, and a Relay
// mock environment whose operations the test resolves.
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/system';
import { RouterProvider, type RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { OperationDescriptor, PayloadData } from 'relay-runtime';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { addAdminTexts } from '../i18n/adminTexts.ts';
import { createTestI18n } from './i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { appRoutes } from '../routes/appRoutes.tsx';
import { createAppRouter } from '../routes/appRouter.ts';
import { removeInsertedStyles } from './insertedStyles.ts';
import { withoutMotion } from './withoutMotion.ts';

// Screens are lazy bundles: their first import in a test can take over the
// default second on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** A cookie choice made (and sent) before the test: the banner stays away. consent tests remove it. */
export const STORED_CONSENT = { timestamp: '2026-01-01T00:00:00.000Z', preferences: { essential: true, functional: true, analytics: false }, version: '1.0' };

/** Each test starts as a new browser: nothing rendered, no styles, nothing stored but a cookie choice. */
export function startEachTestAsNewBrowser(): void {
  beforeEach(() => {
    window.scrollTo = () => {}; // jsdom has no layout; ScrollToTop calls it on every navigation
    window.localStorage.setItem('cookieConsent', JSON.stringify(STORED_CONSENT));
    window.localStorage.setItem('cookieConsentSent', STORED_CONSENT.timestamp);
  });
  afterEach(() => {
    cleanup();
    removeInsertedStyles();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

interface Options {
  /** The current path, or the whole history with the current path last. */
  path?: string | string[];
  routes?: RouteObject[];
  /** Omit to start as a first visit would: the stored language, else Arabic. */
  language?: Language;
}

// relay-test-utils spies on its environment with jest.fn; vitest's vi.fn is the same API.
function createTestEnvironment(): MockEnvironment {
  Object.assign(globalThis, { jest: { fn: vi.fn } });
  return createMockEnvironment();
}

export function renderWithProviders({ path = '/', routes = appRoutes, language }: Options = {}) {
  const environment = createTestEnvironment();
  const i18n = createTestI18n(language);
  // The admin bundle adds these when its screens load; components rendered on their own need them too.
  addAdminTexts(i18n);
  const initialEntries = Array.isArray(path) ? path : [path];
  // the app's router, in memory: its routes load their queries into the mock environment
  const router = createAppRouter(environment, { memory: initialEntries, routes });
  const view = render(
    <AppProviders i18n={i18n} environment={environment}>
      <ThemeProvider theme={withoutMotion}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </AppProviders>,
  );
  return { ...view, environment, router, i18n };
}

/** Waits for the named operation to be sent, answers it with `data`, and returns it. */
export async function resolveOperation(
  environment: MockEnvironment,
  name: string,
  data: PayloadData,
): Promise<OperationDescriptor> {
  const operation = await waitFor(() => {
    const found = environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
    if (!found) throw new Error(`${name} was not sent`);
    return found;
  });
  act(() => environment.mock.resolve(operation, { data }));
  return operation;
}

export function sentOperationNames(environment: MockEnvironment): string[] {
  return environment.mock.getAllOperations().map((op) => op.request.node.operation.name);
}

/** The text an element's aria-describedby points at (its error or hint). */
export function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
