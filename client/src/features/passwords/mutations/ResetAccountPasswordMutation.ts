import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { UNKNOWN_FAILURE, useOutcomeMutation, type MutationOutcome } from '../../../relay/mutationOutcome.ts';
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
  const [run, isInFlight] = useOutcomeMutation<ResetAccountPasswordMutation>(mutation, 'resetAccountPassword', { commitAs: commitAsAdmin });
  const reset = useCallback(
    async (input: { username: string; token: string; password: string }) => {
      const outcome = await run({ input });
      if (!outcome.ok) return outcome;
      const { username, level } = outcome.data;
      return levels.includes(level) ? { ok: true as const, data: { username, level: level as AdminLevel } } : UNKNOWN_FAILURE;
    },
    [run],
  );
  return [reset, isInFlight];
}
