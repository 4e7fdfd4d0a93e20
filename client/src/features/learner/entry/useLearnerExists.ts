import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useLearnerExistsQuery } from './__generated__/useLearnerExistsQuery.graphql.ts';

const query = graphql`
  query useLearnerExistsQuery($email: String!) {
    learnerExists(email: $email)
  }
`;

/** The error code of a query the server refused (e.g. tooManyRequests), or unknown. */
function refusalCode(error: unknown): string {
  const errors = (error as { source?: { errors?: { extensions?: { code?: unknown } }[] } } | null)?.source?.errors;
  const code = errors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Whether the e-mail is a learner of this organisation; the error code when the check failed. */
export function useLearnerExists(): (email: string) => Promise<boolean | { code: string }> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (email: string) => {
      try {
        const data = await fetchQuery<useLearnerExistsQuery>(environment, query, { email }, { fetchPolicy: 'network-only' }).toPromise();
        return data?.learnerExists ?? { code: 'unknown' };
      } catch (error) {
        return { code: refusalCode(error) };
      }
    },
    [environment],
  );
}
