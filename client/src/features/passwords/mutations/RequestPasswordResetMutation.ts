import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { AdminLevel } from '../../../storage/adminSession.ts';
import type { RequestPasswordResetMutation } from './__generated__/RequestPasswordResetMutation.graphql.ts';

const mutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationRequestPasswordResetSuccess {
        data {
          requested
        }
      }
    }
  }
`;

export interface PasswordResetRequest {
  /** a username or an e-mail */
  login: string;
  level: AdminLevel;
  /** where the mailed link should point: this page's origin (the server uses it when it trusts it) */
  origin: string;
  /** the mail's language */
  locale: 'ar' | 'en';
}

/** "Forgot password": the answer is the same whether or not the identity exists. */
export function useRequestPasswordResetMutation(): [(input: PasswordResetRequest) => Promise<MutationOutcome<{ readonly requested: boolean }>>, boolean] {
  const [run, isInFlight] = useOutcomeMutation<RequestPasswordResetMutation>(mutation, 'requestPasswordReset', { commitAs: commitAsAdmin });
  const request = useCallback((input: PasswordResetRequest) => run({ input }), [run]);
  return [request, isInFlight];
}
