import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useResponseMutation } from '../../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import type { BatchOutcome } from '../batches.ts';
import type { SetExamineesMutation } from './__generated__/SetExamineesMutation.graphql.ts';

// invalidEmail answers as InvalidEmailsError with the batch's invalid e-mails, for invalidEmails.txt.
const mutation = graphql`
  mutation SetExamineesMutation($input: SetExamineesInput!) {
    setExaminees(input: $input) {
      __typename
      ... on InvalidEmailsError {
        code
        invalid
      }
      ... on AppError {
        code
      }
      ... on MutationSetExamineesSuccess {
        data {
          added
          total
        }
      }
    }
  }
`;

/** Adds a batch of e-mails (at most 100) to the quiz's private users; applied is how many were new. */
export function useSetExamineesMutation(): (quizId: string, emails: readonly string[]) => Promise<BatchOutcome> {
  const [run] = useResponseMutation<SetExamineesMutation>(mutation, { commitAs: commitAsAdmin });
  return useCallback(
    async (quizId, emails) => {
      const answer = (await run({ input: { quizId, emails: [...emails] } }))?.setExaminees;
      switch (answer?.__typename) {
        case 'MutationSetExamineesSuccess':
          return { ok: true, applied: answer.data.added, refused: [] };
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
