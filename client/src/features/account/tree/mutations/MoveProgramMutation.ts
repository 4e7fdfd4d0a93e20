import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
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
  const [run] = useOutcomeMutation<MoveProgramMutation>(mutation, 'moveProgram', { commitAs: commitAsAdmin });
  return useCallback((programId: string, direction: ProgramMove) => run({ input: { programId, direction } }), [run]);
}
