import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

export type CreatedProgram = Extract<
  CreateProgramMutation$data['createProgram'],
  { __typename: 'MutationCreateProgramSuccess' }
>['data'];

export function useCreateProgramMutation(): (name: string) => Promise<MutationOutcome<CreatedProgram>> {
  const [commit] = useMutation<CreateProgramMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (name: string) => {
      const response = await commitAsPromise(commit, { input: { name } });
      return response ? outcomeOf<CreatedProgram>(response.createProgram) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
