import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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
  const [run, isInFlight] = useOutcomeMutation<UpdateLearnerDetailsMutation>(mutation, 'updateLearnerDetails');
  const update = useCallback((input: UpdateLearnerDetailsInput) => run({ input }), [run]);
  return [update, isInFlight];
}
