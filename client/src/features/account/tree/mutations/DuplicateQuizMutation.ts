import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import { globalIdOf } from '../../../../relay/globalIds.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { DuplicateQuizMutation } from './__generated__/DuplicateQuizMutation.graphql.ts';

// The copy is placed in the program (and folder) by the server; the answer carries the account as it is
// then (its quizzes and programs), which updates the tree in the store.
const mutation = graphql`
  mutation DuplicateQuizMutation($input: DuplicateQuizInput!) {
    duplicateQuiz(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationDuplicateQuizSuccess {
        data {
          quizId
          revision
          account {
            ...ProgramTreeSection_account
          }
        }
      }
    }
  }
`;

/** The copy's request: the tree's row ids (the quiz, the program, the folder), sent as global ids. */
export interface QuizCopy {
  quizId: string;
  name: string;
  programId: string;
  folderId: string | null;
}

export function useDuplicateQuizMutation(): (copy: QuizCopy) => Promise<MutationOutcome<{ readonly quizId: string }>> {
  const [run] = useOutcomeMutation<DuplicateQuizMutation>(mutation, 'duplicateQuiz', { commitAs: commitAsAdmin });
  return useCallback(
    ({ quizId, name, programId, folderId }: QuizCopy) =>
      run({
        input: {
          quizId: globalIdOf('Quiz', quizId),
          name,
          programId: globalIdOf('Program', programId),
          folderId: folderId && globalIdOf('ProgramItem', folderId),
        },
      }),
    [run],
  );
}
