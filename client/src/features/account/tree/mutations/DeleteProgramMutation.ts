import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
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

/** Deletes the program; the caller reloads the list (the answer names the program by its own id, not its Relay id). */
export function useDeleteProgramMutation(): (programId: string) => Promise<MutationOutcome<{ readonly programId: string }>> {
  const [run] = useOutcomeMutation<DeleteProgramMutation>(mutation, 'deleteProgram', { commitAs: commitAsAdmin });
  return useCallback((programId: string) => run({ input: { programId } }), [run]);
}
