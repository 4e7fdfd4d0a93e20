import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import type { SetItemCompletedMutation } from './__generated__/SetItemCompletedMutation.graphql.ts';

// The answer lists the item and, for a folder, its completable descendants
// with their new marks; Relay merges them into the store by id, so every
// checkbox and progress circle showing them follows.
const mutation = graphql`
  mutation SetItemCompletedMutation($input: SetItemCompletedInput!) @raw_response_type {
    setItemCompleted(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSetItemCompletedSuccess {
        data {
          items {
            id
            markedCompleted
          }
        }
      }
    }
  }
`;

/** Marks a program item completed (or not); the checkbox shows the mark at once. */
export function useSetItemCompletedMutation(): [
  (itemId: string, completed: boolean) => Promise<MutationOutcome<unknown>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<SetItemCompletedMutation>(mutation);
  const setCompleted = useCallback(
    async (itemId: string, completed: boolean) => {
      const response = await commitAsPromise(commit, { input: { itemId, completed } }, {
        setItemCompleted: {
          __typename: 'MutationSetItemCompletedSuccess',
          data: { items: [{ id: itemId, markedCompleted: completed }] },
        },
      });
      return response ? outcomeOf<unknown>(response.setItemCompleted) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [setCompleted, isInFlight];
}
