import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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

// The checkbox shows the new mark until the server answers (Relay rolls it back on failure).
const optimisticResponse = ({ input }: SetItemCompletedMutation['variables']): SetItemCompletedMutation['rawResponse'] => ({
  setItemCompleted: {
    __typename: 'MutationSetItemCompletedSuccess',
    data: { items: [{ id: input.itemId, markedCompleted: input.completed }] },
  },
});

/** Marks a program item completed (or not); the checkbox shows the mark at once. */
export function useSetItemCompletedMutation(): [
  (itemId: string, completed: boolean) => Promise<MutationOutcome<unknown>>,
  boolean,
] {
  const [run, isInFlight] = useOutcomeMutation<SetItemCompletedMutation>(mutation, 'setItemCompleted', { optimisticResponse });
  const setCompleted = useCallback((itemId: string, completed: boolean) => run({ input: { itemId, completed } }), [run]);
  return [setCompleted, isInFlight];
}
