// Following a bulk e-mail's job: its state live through jobProgress, and every
// 5 s through the job query if the subscription cannot run (as FollowedJob
// does); after each state the mail's counts are read again (bulkMailStatus).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { NOTIFICATION_POLL_MS } from '../../notifications/useLiveNotifications.ts';
import type { useBulkMailProgressPollQuery } from './__generated__/useBulkMailProgressPollQuery.graphql.ts';
import type { useBulkMailProgressStatusQuery, useBulkMailProgressStatusQuery$data } from './__generated__/useBulkMailProgressStatusQuery.graphql.ts';
import type { useBulkMailProgressSubscription, useBulkMailProgressSubscription$data } from './__generated__/useBulkMailProgressSubscription.graphql.ts';

const jobProgress = graphql`
  subscription useBulkMailProgressSubscription($id: ID!) {
    jobProgress(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

const jobPoll = graphql`
  query useBulkMailProgressPollQuery($id: ID!) {
    job(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

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

export type MailJob = NonNullable<useBulkMailProgressSubscription$data['jobProgress']>;
export type BulkMailCounts = NonNullable<useBulkMailProgressStatusQuery$data['bulkMailStatus']>;

export const isSettled = (job: MailJob | null) => job?.status === 'DONE' || job?.status === 'FAILED';

export function useBulkMailProgress(started: MailJob): { job: MailJob; counts: BulkMailCounts | null } {
  const environment = useRelayEnvironment();
  const jobId = started.id;
  const [job, setJob] = useState(started);
  const [counts, setCounts] = useState<BulkMailCounts | null>(null);
  const [polling, setPolling] = useState(false);
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

  const seen = useCallback(
    (next: MailJob | null | undefined) => {
      if (!next) return;
      setJob(next);
      readCounts();
    },
    [readCounts],
  );

  useEffect(readCounts, [readCounts]);

  const settled = isSettled(job);
  const config = useMemo<GraphQLSubscriptionConfig<useBulkMailProgressSubscription>>(
    () => ({
      subscription: jobProgress,
      variables: { id: jobId },
      cacheConfig: ADMIN_CREDENTIAL,
      onNext: (response) => seen(response?.jobProgress),
      onError: () => setPolling(true),
    }),
    [jobId, seen],
  );
  // subscribed until the job is over
  useEffect(() => {
    if (settled) return;
    const subscription = requestSubscription(environment, config);
    return () => subscription.dispose();
  }, [environment, config, settled]);

  useEffect(() => {
    if (!polling || settled) return;
    const poll = () =>
      fetchQuery<useBulkMailProgressPollQuery>(environment, jobPoll, { id: jobId }, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => seen(data?.job))
        .catch(() => {}); // the next poll tries again
    const timer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, settled, environment, jobId, seen]);

  return { job, counts };
}
