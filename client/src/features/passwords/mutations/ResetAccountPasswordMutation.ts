import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitAsPromise, outcomeOf, UNKNOWN_FAILURE, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
import { commitAsAdmin } from '../../../relay/commitAsAdmin.ts';
import type { AdminLevel } from '../../../storage/adminSession.ts';
import type { ResetAccountPasswordMutation } from './__generated__/ResetAccountPasswordMutation.graphql.ts';

const mutation = graphql`
  mutation ResetAccountPasswordMutation($input: ResetAccountPasswordInput!) {
    resetAccountPassword(input: $input) {
      __typename
      ... on AppError {
        code
        message
        field
      }
      ... on MutationResetAccountPasswordSuccess {
        data {
          username
          level
        }
      }
    }
  }
`;

export interface PasswordResetDone {
  readonly username: string;
  /** the sign-in screen to go to */
  readonly level: AdminLevel;
}

const levels: readonly string[] = ['account', 'org', 'admin'] satisfies AdminLevel[];

/** Spends a reset link: the username and token of the link, the new password. */
export function useResetAccountPasswordMutation(): [
  (input: { username: string; token: string; password: string }) => Promise<MutationOutcome<PasswordResetDone>>,
  boolean,
] {
  const [commit, isInFlight] = useMutation<ResetAccountPasswordMutation>(mutation, commitAsAdmin);
  const reset = useCallback(
    async (input: { username: string; token: string; password: string }) => {
      const response = await commitAsPromise(commit, { input });
      if (!response) return UNKNOWN_FAILURE;
      const outcome = outcomeOf<{ readonly username: string; readonly level: string }>(response.resetAccountPassword);
      if (!outcome.ok) return outcome;
      const { username, level } = outcome.data;
      return levels.includes(level) ? { ok: true as const, data: { username, level: level as AdminLevel } } : UNKNOWN_FAILURE;
    },
    [commit],
  );
  return [reset, isInFlight];
}
