import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../../relay/mutationOutcome.ts';
import type { PublishAccountMutation, PublishAccountMutation$data } from './__generated__/PublishAccountMutation.graphql.ts';

const mutation = graphql`
  mutation PublishAccountMutation($input: PublishAccountInput!) {
    publishAccount(input: $input) {
      __typename
      ... on AppError {
        code
        field
      }
      ... on MutationPublishAccountSuccess {
        data {
          id
          publishedAt
        }
      }
    }
  }
`;

type Answer = Extract<PublishAccountMutation$data['publishAccount'], { __typename: 'MutationPublishAccountSuccess' }>['data'];

export type PublishAccount = (accountId: string) => Promise<MutationOutcome<Answer>>;

/** Shows the account to learners (the owner's own, or one of the holder's organisation); the store's account row updates from the answer. */
export function usePublishAccountMutation(): [PublishAccount, boolean] {
  const [commit, inFlight] = useMutation<PublishAccountMutation>(mutation, commitAsAdmin);
  const run = useCallback<PublishAccount>(
    async (accountId) => {
      const response = await commitAsPromise(commit, { input: { accountId } });
      return response ? outcomeOf<Answer>(response.publishAccount) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [run, inFlight];
}
