import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { LearnerEntryScreenQuery } from '../features/learner/entry/__generated__/LearnerEntryScreenQuery.graphql.ts';
// the request alone (the query is @preloadable): its artefact would bring Relay into the first visit
import entryQuery from '../features/learner/entry/__generated__/LearnerEntryScreenQuery$parameters.ts';
import type { EntryParams } from '../features/learner/entry/entryTarget.ts';
import { createI18n, loadSignInTexts } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { requestOperation } from '../relay/requestOperation.ts';
import { AppThemeProvider } from '../theme/AppThemeProvider.tsx';
import { hashPath, learnerEntryParams } from './entryPath.ts';
import { keepPrerenderedInput } from './handover.ts';
import { SignInFirstScreen } from './SignInFirstScreen.tsx';
import { startApp } from './startApp.ts';

/**
 * A first visit to the learner sign-in (main.tsx): the screen's texts and its
 * organisation are asked for together, the screen shows without the app, and
 * the app starts as soon as the page leaves the sign-in paths (a signed-in
 * learner's page, a footer link, maintenance) or the organisation cannot be read
 * (the app then shows the failure as it does on any screen). Resolves to a
 * function that stops following the page's hash, and the app if it started
 * (for tests).
 */
export async function showSignInFirst(root: Root, language: Language, params: EntryParams): Promise<() => void> {
  const organization = requestOperation<LearnerEntryScreenQuery>(entryQuery, {});
  const i18n = createI18n(language, { [language]: await loadSignInTexts(language) });
  const answer = await organization;
  if (!answer.ok || !answer.data.organization) return startApp(root, language, i18n);
  const shownOrganization = answer.data.organization;
  const render = (path: string, shown: EntryParams) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppThemeProvider>
            <SignInFirstScreen organization={shownOrganization} path={path} params={shown} />
          </AppThemeProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  const onHashChange = () => {
    const path = hashPath(window.location.hash);
    const next = learnerEntryParams(path);
    if (next) return render(path, next);
    window.removeEventListener('hashchange', onHashChange);
    appStarted = startApp(root, language, i18n);
  };
  let appStarted: Promise<() => void> | null = null;
  const stop = () => {
    window.removeEventListener('hashchange', onHashChange);
    void appStarted?.then((stopApp) => stopApp());
  };
  window.addEventListener('hashchange', onHashChange);
  // The prerendered form (index.html) is replaced in this one synchronous
  // render, right after its input is read: no keystroke falls in between.
  keepPrerenderedInput();
  flushSync(() => render(hashPath(window.location.hash), params));
  return stop;
}
