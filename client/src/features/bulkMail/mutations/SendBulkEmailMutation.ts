import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
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

export type StartedBulkEmail = SuccessData<SendBulkEmailMutation$data['sendBulkEmail']>;

export type SendBulkEmail = (input: SendBulkEmailInput) => Promise<MutationOutcome<StartedBulkEmail>>;

/** Starts the bulk e-mail: the owner's password again, the recipients file's lines, the subject, the HTML and the attachments. */
export function useSendBulkEmailMutation(): [SendBulkEmail, boolean] {
  const [run, inFlight] = useOutcomeMutation<SendBulkEmailMutation>(mutation, 'sendBulkEmail', { commitAs: commitAsAdmin });
  const send = useCallback<SendBulkEmail>((input) => run({ input }), [run]);
  return [send, inFlight];
}
