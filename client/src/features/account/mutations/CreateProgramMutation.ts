import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { CreateProgramMutation, CreateProgramMutation$data } from './__generated__/CreateProgramMutation.graphql.ts';

const mutation = graphql`
  mutation CreateProgramMutation($input: CreateProgramInput!) {
    createProgram(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationCreateProgramSuccess {
        data {
          id
          programId
          name
          order
          revision
        }
      }
    }
  }
`;

export type CreatedProgram = SuccessData<CreateProgramMutation$data['createProgram']>;

export function useCreateProgramMutation(): (name: string) => Promise<MutationOutcome<CreatedProgram>> {
  const [run] = useOutcomeMutation<CreateProgramMutation>(mutation, 'createProgram', { commitAs: commitAsAdmin });
  return useCallback((name: string) => run({ input: { name } }), [run]);
}
