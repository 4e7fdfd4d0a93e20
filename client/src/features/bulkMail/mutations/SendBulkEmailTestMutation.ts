import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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

export type SentTest = Extract<SendBulkEmailTestMutation$data['sendBulkEmailTest'], { __typename: 'MutationSendBulkEmailTestSuccess' }>['data'];

export type SendBulkEmailTest = (input: SendBulkEmailTestInput) => Promise<MutationOutcome<SentTest>>;

/** Sends the mail as the learners will get it to the sender's own address (the answer names it). */
export function useSendBulkEmailTestMutation(): [SendBulkEmailTest, boolean] {
  const [commit, inFlight] = useMutation<SendBulkEmailTestMutation>(mutation, commitAsAdmin);
  const sendTest = useCallback<SendBulkEmailTest>(
    async (input) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<SentTest>(response.sendBulkEmailTest) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [sendTest, inFlight];
}
