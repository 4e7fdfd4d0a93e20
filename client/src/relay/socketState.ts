// Whether each credential's graphql-ws socket is open. The network layer
// reports it (subscribeGraphQL.ts); a screen that relies on a subscription
// reads it to fall back to polling while the socket is down.
import { useCallback, useSyncExternalStore } from 'react';
import type { Credential } from './requestHeaders.ts';

const open = new Set<Credential>();
const listeners = new Set<() => void>();

/** Called by the network layer when a socket opens (true) or closes (false). */
export function reportSocketOpen(credential: Credential, isOpen: boolean): void {
  if (open.has(credential) === isOpen) return;
  if (isOpen) open.add(credential);
  else open.delete(credential);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the credential's socket is open, so its subscriptions are live. */
export function useSocketOpen(credential: Credential): boolean {
  const read = useCallback(() => open.has(credential), [credential]);
  return useSyncExternalStore(subscribe, read, read);
}
