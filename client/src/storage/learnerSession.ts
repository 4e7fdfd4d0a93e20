import { readStored, removeStored, writeStored } from './browserStorage.ts';

export interface LearnerSession {
  token: string;
  email: string;
  name: string;
  org: string;
}

export function saveLearnerSession(session: LearnerSession): void {
  writeStored({
    learnerToken: session.token,
    userEmail: session.email,
    userName: session.name,
    org: session.org,
  });
}

/** Sign-out keeps the organisation alias: the browser still belongs to it. */
export function clearLearnerSession(): void {
  removeStored('learnerToken', 'userEmail', 'userName');
}

/** Whether this browser holds a learner's session (the learner screens' guard; the server checks whose it is). */
export function hasLearnerSession(): boolean {
  return Boolean(readStored('learnerToken'));
}

/** A stored session counts only for the organisation the server resolved. */
export function hasLearnerSessionFor(orgAlias: string): boolean {
  return Boolean(readStored('learnerToken') && readStored('userEmail') && readStored('org') === orgAlias);
}
