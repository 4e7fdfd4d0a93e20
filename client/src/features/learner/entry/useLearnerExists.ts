import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useRequestOperation } from '../../../relay/requestOperation.ts';
import type { useLearnerExistsQuery } from './__generated__/useLearnerExistsQuery.graphql.ts';

const query = graphql`
  query useLearnerExistsQuery($email: String!) {
    learnerExists(email: $email)
  }
`;

/** Whether the e-mail is a learner of this organisation; the error code when the check failed (Relay-free: relay/requestOperation.ts). */
export function useLearnerExists(): (email: string) => Promise<boolean | { code: string }> {
  const [run] = useRequestOperation<useLearnerExistsQuery>(query);
  return useCallback(
    async (email: string) => {
      const answer = await run({ email });
      return answer.ok ? answer.data.learnerExists : { code: answer.code };
    },
    [run],
  );
}
