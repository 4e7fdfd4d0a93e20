import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { SaveProgramInput, SaveProgramMutation } from './__generated__/SaveProgramMutation.graphql.ts';

// The answer carries the program's editor fields, so the tree shows the saved copy and its new revision.
const mutation = graphql`
  mutation SaveProgramMutation($input: SaveProgramInput!) {
    saveProgram(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSaveProgramSuccess {
        data {
          ...readEditorProgram_program
        }
      }
    }
  }
`;

export type { SaveProgramInput };

export function useSaveProgramMutation(): (input: SaveProgramInput) => Promise<MutationOutcome<unknown>> {
  const [run] = useOutcomeMutation<SaveProgramMutation>(mutation, 'saveProgram', { commitAs: commitAsAdmin });
  return useCallback((input: SaveProgramInput) => run({ input }), [run]);
}
