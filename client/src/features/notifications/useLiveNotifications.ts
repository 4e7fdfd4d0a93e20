// Keeps the viewer's notifications current: each one the server adds arrives
// through the notificationAdded subscription and is put first in the list;
// while the socket is down the list is read again every 5 s (spec §4 and §9,
// the legacy client's poll), and once more each time it opens, for anything
// added while no subscription listened. docs/decisions/notifications.md.
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { useSocketOpen } from '../../relay/socketState.ts';
import type { useLiveNotificationsPollQuery } from './__generated__/useLiveNotificationsPollQuery.graphql.ts';
import type { useLiveNotificationsSubscription } from './__generated__/useLiveNotificationsSubscription.graphql.ts';

/** Spec §9: "Notification poll 5000 ms." */
export const NOTIFICATION_POLL_MS = 5000;

const notificationAdded = graphql`
  subscription useLiveNotificationsSubscription {
    notificationAdded {
      id
      kind
      url
      createdAt
    }
  }
`;

const pollQuery = graphql`
  query useLiveNotificationsPollQuery {
    viewer {
      ...NotificationsBell_viewer
    }
  }
`;

export function useLiveNotifications(): void {
  const environment = useRelayEnvironment();
  const socketOpen = useSocketOpen('admin');
  // false once the subscription ended in an error (graphql-ws gave up
  // reconnecting, or the server refused it): the list is then polled.
  const [live, setLive] = useState(true);
  // Each new value subscribes again.
  const [generation, setGeneration] = useState(0);

  // A failed subscription is tried again only when the socket opens again (for
  // another subscription), never in a loop on an open socket that refuses it.
  const [seenOpen, setSeenOpen] = useState(socketOpen);
  if (seenOpen !== socketOpen) {
    setSeenOpen(socketOpen);
    if (socketOpen && !live) {
      setLive(true);
      setGeneration(generation + 1);
    }
  }

  const config = useMemo<GraphQLSubscriptionConfig<useLiveNotificationsSubscription>>(
    () => ({
      subscription: notificationAdded,
      variables: {},
      cacheConfig: ADMIN_CREDENTIAL,
      // viewer.notifications is a bounded list, not a connection, so
      // @prependNode (which needs a connection) cannot place the new one.
      updater: (store) => {
        const added = store.getRootField('notificationAdded');
        const viewer = store.getRoot().getLinkedRecord('viewer');
        const list = viewer?.getLinkedRecords('notifications');
        // null: not an administrator's list; a known id: a poll read it first.
        if (!added || !viewer || !list || list.some((record) => record?.getDataID() === added.getDataID())) return;
        viewer.setLinkedRecords([added, ...list], 'notifications');
      },
      onError: () => setLive(false),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation is a new subscription
    [generation],
  );
  useSubscription(config);

  const polling = !socketOpen || !live;
  useEffect(() => {
    const read = () => fetchQuery<useLiveNotificationsPollQuery>(environment, pollQuery, {}, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' }).subscribe({});
    if (!polling) {
      const reading = read();
      return () => reading.unsubscribe();
    }
    const timer = setInterval(read, NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [environment, polling]);
}
