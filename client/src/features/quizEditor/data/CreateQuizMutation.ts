import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { Quiz } from '../../../../../domain/quiz/types.ts';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { CreateQuizMutation } from './__generated__/CreateQuizMutation.graphql.ts';

const mutation = graphql`
  mutation CreateQuizMutation($input: CreateQuizInput!) {
    createQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationCreateQuizSuccess {
        data {
          quizId
          revision
        }
      }
    }
  }
`;

export interface CreateQuizRequest {
  /** what prepareQuizForSave gave */
  document: Quiz;
  programId: string | null;
  folderId: string | null;
  /** save the new form as the account's registration form */
  asRegistrationForm: boolean;
  /** learners see it at once; otherwise it waits, unpublished */
  publish: boolean;
}

export interface StoredQuiz {
  readonly quizId: string;
  readonly revision: number;
}

/** Creates a quiz, placed in the program (and folder) given, or as the registration form; published or not. */
export function useCreateQuizMutation(): [(request: CreateQuizRequest) => Promise<MutationOutcome<StoredQuiz>>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<CreateQuizMutation>(mutation, 'createQuiz', { commitAs: commitAsAdmin });
  const create = useCallback(
    ({ document, programId, folderId, asRegistrationForm, publish }: CreateQuizRequest) =>
      run({ input: { document, programId, folderId, asRegistrationForm, publish } }),
    [run],
  );
  return [create, isInFlight];
}
