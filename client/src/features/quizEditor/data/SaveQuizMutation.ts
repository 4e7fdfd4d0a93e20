import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { StoredQuiz } from './CreateQuizMutation.ts';
import type { SaveQuizMutation } from './__generated__/SaveQuizMutation.graphql.ts';

const mutation = graphql`
  mutation SaveQuizMutation($input: SaveQuizInput!) {
    saveQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationSaveQuizSuccess {
        data {
          quizId
          revision
        }
      }
    }
  }
`;

export interface SaveQuizRequest {
  quizId: string;
  /** the revision the quiz was read at: the server refuses the save (staleRevision) if it changed since */
  revision: number;
  /** what prepareQuizForSave gave */
  document: Quiz;
  /** learners see this version at once; otherwise a published quiz keeps its published version */
  publish: boolean;
}

/** Saves an existing quiz over the revision it was read at, as a draft or published. */
export function useSaveQuizMutation(): [(request: SaveQuizRequest) => Promise<MutationOutcome<StoredQuiz>>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<SaveQuizMutation>(mutation, 'saveQuiz', { commitAs: commitAsAdmin });
  const save = useCallback((input: SaveQuizRequest) => run({ input }), [run]);
  return [save, isInFlight];
}
