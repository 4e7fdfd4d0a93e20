import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { SendBulkEmailInput, SendBulkEmailMutation, SendBulkEmailMutation$data } from './__generated__/SendBulkEmailMutation.graphql.ts';

// The answer names who will get the mail and who will not (skipped, dropped); the job sends.
const mutation = graphql`
  mutation SendBulkEmailMutation($input: SendBulkEmailInput!) {
    sendBulkEmail(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSendBulkEmailSuccess {
        data {
          sending
          skipped {
            email
            reason
          }
          dropped {
            line
            text
            reason
          }
          job {
            id
            status
            progress
            fileUrl
          }
        }
      }
    }
  }
`;

export type StartedBulkEmail = Extract<SendBulkEmailMutation$data['sendBulkEmail'], { __typename: 'MutationSendBulkEmailSuccess' }>['data'];

export type SendBulkEmail = (input: SendBulkEmailInput) => Promise<MutationOutcome<StartedBulkEmail>>;

/** Starts the bulk e-mail: the owner's password again, the recipients file's lines, the subject, the HTML and the attachments. */
export function useSendBulkEmailMutation(): [SendBulkEmail, boolean] {
  const [commit, inFlight] = useMutation<SendBulkEmailMutation>(mutation, commitAsAdmin);
  const send = useCallback<SendBulkEmail>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<StartedBulkEmail>(response.sendBulkEmail) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [send, inFlight];
}
