import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useLearnerExistsQuery } from './__generated__/useLearnerExistsQuery.graphql.ts';

const query = graphql`
  query useLearnerExistsQuery($email: String!) {
    learnerExists(email: $email)
  }
`;

/** Whether the e-mail is a learner of this organisation; null when the check failed. */
export function useLearnerExists(): (email: string) => Promise<boolean | null> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (email: string) => {
      try {
        const data = await fetchQuery<useLearnerExistsQuery>(environment, query, { email }, { fetchPolicy: 'network-only' }).toPromise();
        return data?.learnerExists ?? null;
      } catch {
        return null;
      }
    },
    [environment],
  );
}
