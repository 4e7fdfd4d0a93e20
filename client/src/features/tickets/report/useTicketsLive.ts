// Keeps the reporter's ticket list current. A status change arrives through
// the myTicketChanged subscription; when that cannot work (the WebSocket is
// refused or closed, or the server ended the subscription with an error) the
// list is read again every 30 s while the page is visible, at once when the
// page becomes visible again, and once when the socket opens again (for what
// changed while nobody listened). Issue 30; docs/decisions/tickets.md.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fetchQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode } from 'relay-runtime';
import { ADMIN_CREDENTIAL, type Credential } from '../../../relay/requestHeaders.ts';
import { useSocketOpen } from '../../../relay/socketState.ts';
import type { MyTicketsChangedSubscription } from './__generated__/MyTicketsChangedSubscription.graphql.ts';

/** How often the list is read while the live subscription cannot work. */
export const TICKETS_POLL_MS = 30_000;

function subscribeVisibility(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const pageVisible = () => document.visibilityState !== 'hidden';

export function useTicketsLive(credential: Credential, subscription: GraphQLTaggedNode, listQuery: GraphQLTaggedNode): void {
  const environment = useRelayEnvironment();
  const socketOpen = useSocketOpen(credential);
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, pageVisible);
  // false once the subscription ended in an error; tried again when the socket opens again
  const [live, setLive] = useState(true);
  const [generation, setGeneration] = useState(0);
  const [seenOpen, setSeenOpen] = useState(socketOpen);
  if (seenOpen !== socketOpen) {
    setSeenOpen(socketOpen);
    if (socketOpen && !live) {
      setLive(true);
      setGeneration(generation + 1);
    }
  }

  const cacheConfig = credential === 'admin' ? ADMIN_CREDENTIAL : undefined;
  const config = useMemo<GraphQLSubscriptionConfig<MyTicketsChangedSubscription>>(
    // without onError a failed subscription throws to the error boundary and the list is lost
    () => ({ subscription, variables: {}, cacheConfig, onError: () => setLive(false) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation is a new subscription
    [subscription, credential, generation],
  );
  useSubscription(config);

  const polling = !socketOpen || !live;
  // true once the list may have missed a change no subscription delivered
  const missed = useRef(false);
  useEffect(() => {
    const read = () => fetchQuery(environment, listQuery, {}, { networkCacheConfig: cacheConfig, fetchPolicy: 'network-only' }).subscribe({});
    if (!polling) {
      // live again after polling: read once for what changed meanwhile
      if (!missed.current) return;
      missed.current = false;
      const reading = read();
      return () => reading.unsubscribe();
    }
    if (!visible) {
      // a hidden page is not polled; it reads when it shows again
      missed.current = true;
      return;
    }
    if (missed.current) read();
    const timer = setInterval(() => {
      missed.current = true;
      read();
    }, TICKETS_POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cacheConfig follows credential
  }, [environment, listQuery, credential, polling, visible]);
}
