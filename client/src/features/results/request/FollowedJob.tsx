// One results file being written: its progress, live through jobProgress, and
// every 5 s through the job query if the subscription cannot run.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { NOTIFICATION_POLL_MS } from '../../notifications/useLiveNotifications.ts';
import type { FollowedJobSubscription, FollowedJobSubscription$data } from './__generated__/FollowedJobSubscription.graphql.ts';
import type { FollowedJobPollQuery } from './__generated__/FollowedJobPollQuery.graphql.ts';

const jobProgress = graphql`
  subscription FollowedJobSubscription($id: ID!) {
    jobProgress(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

const jobPoll = graphql`
  query FollowedJobPollQuery($id: ID!) {
    job(id: $id) {
      id
      status
      progress
      fileUrl
    }
  }
`;

export type JobState = NonNullable<FollowedJobSubscription$data['jobProgress']>;

interface Props {
  jobId: string;
  /** called when the job is DONE or FAILED (possibly more than once: the caller keeps the first) */
  onSettled: (job: JobState) => void;
}

export function FollowedJob({ jobId, onSettled }: Props) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [progress, setProgress] = useState(0);
  const [polling, setPolling] = useState(false);

  const seen = useCallback(
    (job: JobState | null | undefined) => {
      if (!job) return;
      setProgress(job.progress);
      if (job.status === 'DONE' || job.status === 'FAILED') onSettled(job);
    },
    [onSettled],
  );

  const config = useMemo<GraphQLSubscriptionConfig<FollowedJobSubscription>>(
    () => ({
      subscription: jobProgress,
      variables: { id: jobId },
      cacheConfig: ADMIN_CREDENTIAL,
      onNext: (response) => seen(response?.jobProgress),
      onError: () => setPolling(true),
    }),
    [jobId, seen],
  );
  useSubscription(config);

  useEffect(() => {
    if (!polling) return;
    const poll = () =>
      fetchQuery<FollowedJobPollQuery>(environment, jobPoll, { id: jobId }, { networkCacheConfig: ADMIN_CREDENTIAL, fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => seen(data?.job))
        .catch(() => {}); // the next poll tries again
    const timer = setInterval(() => void poll(), NOTIFICATION_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, environment, jobId, seen]);

  const label = t('notifications.results.preparing', { progress });
  return (
    <Box sx={{ minWidth: { xs: 0, sm: 280 } }}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={t('notifications.results.progress')} sx={{ mt: 1 }} />
    </Box>
  );
}
