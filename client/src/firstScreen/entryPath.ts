// Which page a hash URL opens, read without the router: the learner sign-in
// screen is shown before the app (and its router) load, on the paths of
// appRoutes.tsx that show LearnerEntryScreen: /login and /home/:quizCode/:isForm?/:accountId?.
import type { EntryParams } from '../features/learner/entry/entryTarget.ts';

/** The path a hash URL (#/login, #/home/abc/false/7) leads to, as the hash router reads it. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0];
  return path.startsWith('/') ? path : `/${path}`;
}

const LOGIN = /^\/login\/?$/;
const QUIZ_LINK = /^\/home\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?\/?$/;

/** The sign-in screen's route parameters when the path shows it, else null. */
export function learnerEntryParams(path: string): EntryParams | null {
  if (LOGIN.test(path)) return {};
  const link = QUIZ_LINK.exec(path);
  if (!link) return null;
  const [, quizCode, isForm, accountId] = link.map((part) => (part === undefined ? undefined : decodeURIComponent(part)));
  return { quizCode, isForm, accountId };
}

export function isLearnerEntryPath(path: string): boolean {
  return learnerEntryParams(path) !== null;
}
