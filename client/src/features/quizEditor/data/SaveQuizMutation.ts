import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [commit, isInFlight] = useMutation<SaveQuizMutation>(mutation, commitAsAdmin);
  const save = useCallback(
    async (input: SaveQuizRequest) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<StoredQuiz>(response.saveQuiz) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [save, isInFlight];
}
