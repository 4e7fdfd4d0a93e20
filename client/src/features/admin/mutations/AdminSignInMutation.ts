import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [commit, isInFlight] = useMutation<AdminSignInMutation>(mutation, commitAsAdmin);
  const signIn = useCallback(
    async (input: AdminCredentials) => {
      const response = await commitAsPromise(commit, { input });
      return response ? outcomeOf<{ readonly token: string }>(response.adminSignIn) : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [signIn, isInFlight];
}
