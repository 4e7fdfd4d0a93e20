import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { commitAsAdmin } from '../../../../relay/commitAsAdmin.ts';
import { useOutcomeMutation, type MutationOutcome, type SuccessData } from '../../../../relay/mutationOutcome.ts';
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

type Answer = SuccessData<PublishAccountMutation$data['publishAccount']>;

export type PublishAccount = (accountId: string) => Promise<MutationOutcome<Answer>>;

/** Shows the account to learners (the owner's own, or one of the holder's organisation); the store's account row updates from the answer. */
export function usePublishAccountMutation(): [PublishAccount, boolean] {
  const [run, inFlight] = useOutcomeMutation<PublishAccountMutation>(mutation, 'publishAccount', { commitAs: commitAsAdmin });
  const publishAccount = useCallback<PublishAccount>((accountId) => run({ input: { accountId } }), [run]);
  return [publishAccount, inFlight];
}
