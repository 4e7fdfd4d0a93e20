import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { AdminLevel } from '../../../storage/adminSession.ts';
import type { AdminSignInMutation } from './__generated__/AdminSignInMutation.graphql.ts';

const mutation = graphql`
  mutation AdminSignInMutation($input: AdminSignInInput!) {
    adminSignIn(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationAdminSignInSuccess {
        data {
          token
          role
        }
      }
    }
  }
`;

export interface AdminCredentials {
  username: string;
  password: string;
  level: AdminLevel;
}

export function useAdminSignInMutation(): [
  (credentials: AdminCredentials) => Promise<MutationOutcome<{ readonly token: string }>>,
  boolean,
] {
  const [run, isInFlight] = useOutcomeMutation<AdminSignInMutation>(mutation, 'adminSignIn', { commitAs: commitAsAdmin });
  const signIn = useCallback((input: AdminCredentials) => run({ input }), [run]);
  return [signIn, isInFlight];
}
