import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { Credential } from '../../../relay/requestHeaders.ts';
import type { SignOutMutation } from './__generated__/SignOutMutation.graphql.ts';

const mutation = graphql`
  mutation SignOutMutation {
    signOut {
      signedOut
    }
  }
`;

/**
 * Ends the server session of the given credential, then runs `afterwards`
 * whether or not the server answered: the browser forgets the session anyway.
 */
export function useSignOutMutation(credential: Credential): [(afterwards: () => void) => void, boolean] {
  const [commit, isInFlight] = useMutation<SignOutMutation>(mutation, credential === 'admin' ? commitAsAdmin : undefined);
  const signOut = useCallback(
    (afterwards: () => void) => {
      commit({ variables: {}, onCompleted: afterwards, onError: afterwards });
    },
    [commit],
  );
  return [signOut, isInFlight];
}
