import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { ClearNotificationsMutation, ClearNotificationsMutation$data } from './__generated__/ClearNotificationsMutation.graphql.ts';

// Spec §4: "Clearing empties the list." The answer carries no list to merge
// (and the list is not a connection, for @deleteEdge), so the empty list is
// written in the store once the server has cleared it.
const mutation = graphql`
  mutation ClearNotificationsMutation {
    clearNotifications {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationClearNotificationsSuccess {
        data {
          cleared
        }
      }
    }
  }
`;

const updater: SelectorStoreUpdater<ClearNotificationsMutation$data> = (store, data) => {
  if (data?.clearNotifications.__typename !== 'MutationClearNotificationsSuccess') return;
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (viewer?.getLinkedRecords('notifications')) viewer.setLinkedRecords([], 'notifications');
};

export function useClearNotificationsMutation(): () => Promise<MutationOutcome<{ readonly cleared: number }>> {
  const [run] = useOutcomeMutation<ClearNotificationsMutation>(mutation, 'clearNotifications', { commitAs: commitAsAdmin, updater });
  return useCallback(() => run({}), [run]);
}
