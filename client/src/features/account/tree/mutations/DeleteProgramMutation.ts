import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import { removeOwnerProgram } from '../ownerPrograms.ts';
import type { DeleteProgramMutation } from './__generated__/DeleteProgramMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteProgramMutation($input: DeleteProgramInput!) {
    deleteProgram(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationDeleteProgramSuccess {
        data {
          programId
        }
      }
    }
  }
`;

/** Deletes the program and takes it out of the owner's programs in the store (the answer names it by its database id). */
export function useDeleteProgramMutation(): (programId: string) => Promise<MutationOutcome<{ readonly programId: string }>> {
  const [run] = useOutcomeMutation<DeleteProgramMutation>(mutation, 'deleteProgram', {
    commitAs: commitAsAdmin,
    updater: (store, data) => {
      const result = data?.deleteProgram;
      if (result?.__typename === 'MutationDeleteProgramSuccess') removeOwnerProgram(store, result.data.programId);
    },
  });
  return useCallback((programId: string) => run({ input: { programId } }), [run]);
}
