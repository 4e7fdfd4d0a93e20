// One results file being written: its progress as the job tells it
// (useJobProgress), and the job handed back once it settles.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isSettled, queuedJob, useJobProgress, type JobState } from '../../notifications/useJobProgress.ts';

interface Props {
  jobId: string;
  /** called when the job is DONE or FAILED (possibly more than once: the caller keeps the first) */
  onSettled: (job: JobState) => void;
}

export function FollowedJob({ jobId, onSettled }: Props) {
  const { t } = useTranslation();
  const { progress } = useJobProgress(queuedJob(jobId), (job) => {
    if (isSettled(job)) onSettled(job);
  });
  const label = t('notifications.results.preparing', { progress });
  return (
    <Box sx={{ minWidth: { xs: 0, sm: 280 } }}>
      <Typography variant="body2">{label}</Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={t('notifications.results.progress')} sx={{ mt: 1 }} />
    </Box>
  );
}
