import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SavePlaybackPositionMutation } from './__generated__/SavePlaybackPositionMutation.graphql.ts';

const mutation = graphql`
  mutation SavePlaybackPositionMutation($input: SavePlaybackPositionInput!) {
    savePlaybackPosition(input: $input) {
      __typename
      ... on MutationSavePlaybackPositionSuccess {
        data {
          id
          positionSeconds
        }
      }
    }
  }
`;

/**
 * Sends where the learner is in a video or audio item, for their other
 * devices. Fire and forget: the browser's own copy already holds it, and a
 * lost update is replaced by the next one a few seconds later.
 */
export function useSavePlaybackPositionMutation(): (itemId: string, seconds: number) => void {
  const [commit] = useMutation<SavePlaybackPositionMutation>(mutation);
  return useCallback(
    (itemId: string, seconds: number) => {
      commit({ variables: { input: { itemId, seconds } }, onError: () => {} });
    },
    [commit],
  );
}
