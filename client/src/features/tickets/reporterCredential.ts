import type { LoadQueryOptions } from 'react-relay';
import { ADMIN_CREDENTIAL, type Credential } from '../../relay/requestHeaders.ts';
import { readStored } from '../../storage/browserStorage.ts';

/**
 * Who reports from this browser: the signed-in learner, else the signed-in
 * administrator (the footer link of the admin homes), else nobody (anonymous,
 * who leaves a contact e-mail).
 */
export function reporterCredential(): Credential | null {
  if (readStored('learnerToken')) return 'learner';
  if (readStored('adminToken')) return 'admin';
  return null;
}

/** How the reporter's own tickets are read: never from the store (a status may have changed), with their credential. */
export function ticketReadOptions(credential: Credential): LoadQueryOptions {
  return { fetchPolicy: 'network-only', networkCacheConfig: credential === 'admin' ? ADMIN_CREDENTIAL : undefined };
}
