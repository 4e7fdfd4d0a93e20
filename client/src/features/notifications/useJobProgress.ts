// Following one background job (a results file, a bulk mail, its test) to its
// end: its state live through the jobProgress subscription, and every 5 s
// through the job query once the subscription cannot run (its socket refused
// or closed). Both stop when the job is DONE or FAILED, or when the component
// that follows it goes. The server side is schema/types/notifications/.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { NOTIFICATION_POLL_MS } from './useLiveNotifications.ts';
import type { useJobProgressPollQuery } from './__generated__/useJobProgressPollQuery.graphql.ts';
import type { useJobProgressSubscription, useJobProgressSubscription$data } from './__generated__/useJobProgressSubscription.graphql.ts';

const jobProgress = graphql`
  subscription useJobProgressSubscription($id: ID!) {
    jobProgress(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

const jobPoll = graphql`
  query useJobProgressPollQuery($id: ID!) {
    job(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

/** A job as it was last seen: its status, its progress (0 to 100) and, once DONE, the file it wrote. */
export type JobState = NonNullable<useJobProgressSubscription$data['jobProgress']>;

/** DONE or FAILED: nothing more will happen to the job. */
export const isSettled = (job: JobState) => job.status === 'DONE' || job.status === 'FAILED';

/** A job known only by its id (the server took it and has not started it). */
export const queuedJob = (id: string): JobState => ({ id, status: 'QUEUED', progress: 0, fileUrl: null });

/**
 * Follows `start` (the job as the mutation that started it answered) until it
 * settles, and answers the latest state. `onState` hears every state the server
 * tells, as it arrives: a state told twice is heard twice.
 */
export function useJobProgress(start: JobState, onState?: (job: JobState) => void): JobState {
  const environment = useRelayEnvironment();
  const jobId = start.id;
  const [job, setJob] = useState(start);
  // false once the subscription ended in an error: the job is then read every 5 s
  const [live, setLive] = useState(true);
  // the caller's latest listener, without following the job afresh when it changes
  const listener = useRef(onState);
  useEffect(() => {
    listener.current = onState;
  });

  const seen = useCallback((next: JobState | null | undefined) => {
    if (!next) return;
    setJob(next);
    listener.current?.(next);
  }, []);

  const config = useMemo<GraphQLSubscriptionConfig<useJobProgressSubscription>>(
    () => ({
      subscription: jobProgress,
      variables: { id: jobId },
      cacheConfig: ADMIN_CREDENTIAL,
      onNext: (response) => seen(response?.jobProgress),
      onError: () => setLive(false),
    }),
    [jobId, seen],
  );

  const settled = isSettled(job);
  useEffect(() => {
    if (settled) return;
    const subscription = requestSubscription(environment, config);
    return () => subscription.dispose();
  }, [environment, config, settled]);

  useEffect(() => {
    if (live || settled) return;
    const poll = () =>
      fetchQuery<useJobProgressPollQuery>(environment, jobPoll, { id: jobId }, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => seen(data?.job))
        .catch(() => {}); // the next poll tries again
    const timer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [live, settled, environment, jobId, seen]);

  return job;
}
