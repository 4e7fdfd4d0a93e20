import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { MoveProgramMutation, ProgramMove } from './__generated__/MoveProgramMutation.graphql.ts';

// Every program comes back with its new order (and revision); the tree sorts by order.
const mutation = graphql`
  mutation MoveProgramMutation($input: MoveProgramInput!) {
    moveProgram(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationMoveProgramSuccess {
        data {
          ...readEditorProgram_program
        }
      }
    }
  }
`;

export function useMoveProgramMutation(): (programId: string, direction: ProgramMove) => Promise<MutationOutcome<unknown>> {
  const [commit] = useMutation<MoveProgramMutation>(mutation, commitAsAdmin);
  return useCallback(
    async (programId: string, direction: ProgramMove) => {
      const response = await commitAsPromise(commit, { input: { programId, direction } });
      return response ? outcomeOf<unknown>(response.moveProgram) : UNKNOWN_FAILURE;
    },
    [commit],
  );
}
