import { createRoot } from 'react-dom/client';
import { showSignInFirst } from './firstScreen/showSignInFirst.tsx';
import { hashPath, learnerEntryParams } from './firstScreen/entryPath.ts';
import { startApp } from './firstScreen/startApp.ts';
import { storedLanguage } from './i18n/index.ts';
import { registerServiceWorker } from './serviceWorker/register.ts';
import { readStored, writeStored } from './storage/browserStorage.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A learner's first visit opens on the sign-in screen: it shows with its own
// texts and without the app, which loads when the learner moves on
// (docs/decisions/firstVisit.md). Any other page, or a browser that holds a
// learner's session (the app signs it in), starts the app at once, with the
// texts of the visitor's language only.
const root = createRoot(container);
// the server sends the page in the language chosen (its cookie): also for a choice stored before the cookie existed
writeStored({ language: readStored('language') });
const language = storedLanguage();
const signIn = learnerEntryParams(hashPath(window.location.hash));
if (signIn && !readStored('learnerToken')) void showSignInFirst(root, language, signIn);
else void startApp(root, language);

registerServiceWorker();
