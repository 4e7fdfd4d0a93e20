import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { BatchOutcome } from '../batches.ts';
import type { DeleteQuizEntriesMutation } from './__generated__/DeleteQuizEntriesMutation.graphql.ts';

const mutation = graphql`
  mutation DeleteQuizEntriesMutation($input: DeleteQuizEntriesInput!) {
    deleteQuizEntries(input: $input) {
      __typename
      ... on InvalidEmailsError {
        code
        invalid
      }
      ... on AppError {
        code
      }
      ... on MutationDeleteQuizEntriesSuccess {
        data {
          examinees
          submissions
          registrations
        }
      }
    }
  }
`;

/**
 * Deletes the entries of these e-mails in the quiz, all in one transaction
 * (docs/decisions/examinees.md, "What a quiz entry is"): applied is how many
 * e-mails were sent, counts what was removed.
 */
export function useDeleteQuizEntriesMutation(): (quizId: string, emails: readonly string[]) => Promise<BatchOutcome> {
  const [run] = useResponseMutation<DeleteQuizEntriesMutation>(mutation, { commitAs: commitAsAdmin });
  return useCallback(
    async (quizId, emails) => {
      const entries = emails.map((email) => ({ email, quizId }));
      const answer = (await run({ input: { entries } }))?.deleteQuizEntries;
      switch (answer?.__typename) {
        case 'MutationDeleteQuizEntriesSuccess':
          return { ok: true, applied: emails.length, refused: [], counts: { ...answer.data } };
        case 'InvalidEmailsError':
          return { ok: false, code: answer.code, invalid: [...answer.invalid] };
        case 'AppError':
          return { ok: false, code: answer.code };
        default:
          return { ok: false, code: 'unknown' };
      }
    },
    [run],
  );
}
