import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { ClearNotificationsMutation } from './__generated__/ClearNotificationsMutation.graphql.ts';

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

export function useClearNotificationsMutation(): () => Promise<MutationOutcome<{ readonly cleared: number }>> {
  const [commit] = useMutation<ClearNotificationsMutation>(mutation, commitAsAdmin);
  return useCallback(async () => {
    const response = await new Promise<ClearNotificationsMutation['response'] | null>((resolve) => {
      commit({
        variables: {},
        updater: (store, data) => {
          if (data?.clearNotifications.__typename !== 'MutationClearNotificationsSuccess') return;
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (viewer?.getLinkedRecords('notifications')) viewer.setLinkedRecords([], 'notifications');
        },
        onCompleted: (answer) => resolve(answer),
        onError: () => resolve(null),
      });
    });
    return response ? outcomeOf<{ readonly cleared: number }>(response.clearNotifications) : UNKNOWN_FAILURE;
  }, [commit]);
}
