// Following a bulk e-mail's job (useJobProgress), and after each of its states
// the mail's counts read again (bulkMailStatus): who was sent to, who failed
// and why, how many remain.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { useJobProgress, type JobState } from '../../notifications/useJobProgress.ts';
import type { useBulkMailProgressStatusQuery, useBulkMailProgressStatusQuery$data } from './__generated__/useBulkMailProgressStatusQuery.graphql.ts';

const statusQuery = graphql`
  query useBulkMailProgressStatusQuery($jobId: ID!) {
    bulkMailStatus(jobId: $jobId) {
      id
      total
      sent
      failed
      skipped
      remaining
      failures {
        email
        reason
      }
    }
  }
`;

export type BulkMailCounts = NonNullable<useBulkMailProgressStatusQuery$data['bulkMailStatus']>;

export function useBulkMailProgress(started: JobState): { job: JobState; counts: BulkMailCounts | null } {
  const environment = useRelayEnvironment();
  const jobId = started.id;
  const [counts, setCounts] = useState<BulkMailCounts | null>(null);
  // answers can cross: only one asked later than the one shown replaces it
  const asked = useRef(0);
  const shown = useRef(0);

  const readCounts = useCallback(() => {
    const serial = ++asked.current;
    fetchQuery<useBulkMailProgressStatusQuery>(environment, statusQuery, { jobId }, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (serial < shown.current || !data?.bulkMailStatus) return;
        shown.current = serial;
        setCounts(data.bulkMailStatus);
      })
      .catch(() => {}); // the next state reads them again
  }, [environment, jobId]);

  useEffect(readCounts, [readCounts]);
  const job = useJobProgress(started, readCounts);
  return { job, counts };
}
