import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { SendBulkEmailTestInput, SendBulkEmailTestMutation, SendBulkEmailTestMutation$data } from './__generated__/SendBulkEmailTestMutation.graphql.ts';

const mutation = graphql`
  mutation SendBulkEmailTestMutation($input: SendBulkEmailTestInput!) {
    sendBulkEmailTest(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationSendBulkEmailTestSuccess {
        data {
          to
          job {
            id
          }
        }
      }
    }
  }
`;

export type SentTest = SuccessData<SendBulkEmailTestMutation$data['sendBulkEmailTest']>;

export type SendBulkEmailTest = (input: SendBulkEmailTestInput) => Promise<MutationOutcome<SentTest>>;

/** Sends the mail as the learners will get it to the sender's own address (the answer names it). */
export function useSendBulkEmailTestMutation(): [SendBulkEmailTest, boolean] {
  const [run, inFlight] = useOutcomeMutation<SendBulkEmailTestMutation>(mutation, 'sendBulkEmailTest', { commitAs: commitAsAdmin });
  const sendTest = useCallback<SendBulkEmailTest>((input) => run({ input }), [run]);
  return [sendTest, inFlight];
}
