import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import { addOwnerProgram } from '../tree/ownerPrograms.ts';
import type { CreateProgramMutation, CreateProgramMutation$data } from './__generated__/CreateProgramMutation.graphql.ts';

// The answer carries the program's editor fields; the updater adds it to the owner's programs, which the tree shows.

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
          ...readEditorProgram_program
        }
      }
    }
  }
`;

export type CreatedProgram = SuccessData<CreateProgramMutation$data['createProgram']>;

export function useCreateProgramMutation(): (name: string) => Promise<MutationOutcome<CreatedProgram>> {
  const [run] = useOutcomeMutation<CreateProgramMutation>(mutation, 'createProgram', {
    commitAs: commitAsAdmin,
    updater: (store) => {
      const created = store.getRootField('createProgram')?.getLinkedRecord('data');
      if (created) addOwnerProgram(store, created);
    },
  });
  return useCallback((name: string) => run({ input: { name } }), [run]);
}
