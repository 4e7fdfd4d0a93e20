import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import type {
  UpdateLearnerDetailsInput,
  UpdateLearnerDetailsMutation,
} from './__generated__/UpdateLearnerDetailsMutation.graphql.ts';

const mutation = graphql`
  mutation UpdateLearnerDetailsMutation($input: UpdateLearnerDetailsInput!) {
    updateLearnerDetails(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationUpdateLearnerDetailsSuccess {
        data {
          id
          name
          telegram
        }
      }
    }
  }
`;

export interface UpdatedLearnerDetails {
  readonly name: string;
  readonly telegram: string | null | undefined;
}

export function useUpdateLearnerDetailsMutation(): [
  (input: UpdateLearnerDetailsInput) => Promise<MutationOutcome<UpdatedLearnerDetails>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<UpdateLearnerDetailsMutation>(mutation);
  const update = useCallback(
    async (input: UpdateLearnerDetailsInput) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<UpdatedLearnerDetails>(response.updateLearnerDetails) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [update, isInFlight];
}
