// The results files asked for on a screen: each is followed until its job is
// done, its progress shown in a corner snackbar, and the file downloaded once
// (spec: "when the file is ready a notification arrives (live) and the file
// downloads"). The notification's own link never downloads by itself.
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { downloadUrl } from '../../../storage/downloadFile.ts';
import type { JobState } from '../../notifications/useJobProgress.ts';
import { FollowedJob } from './FollowedJob.tsx';

interface ResultsJobs {
  /** Follows a job until it is done, then downloads its file. */
  follow: (jobId: string) => void;
}

const ResultsJobsContext = createContext<ResultsJobs | null>(null);

export function ResultsJobsProvider({ children }: { children: ReactNode }) {
  const feedback = useFeedback();
  const [followed, setFollowed] = useState<readonly string[]>([]);
  // A job settles once: a second DONE (a repeated event, a poll) downloads nothing more.
  const settled = useRef(new Set<string>());

  const follow = useCallback((jobId: string) => {
    if (settled.current.has(jobId)) return;
    setFollowed((jobs) => (jobs.includes(jobId) ? jobs : [...jobs, jobId]));
  }, []);

  const settle = useCallback(
    (job: JobState) => {
      if (settled.current.has(job.id)) return;
      settled.current.add(job.id);
      setFollowed((jobs) => jobs.filter((id) => id !== job.id));
      if (job.status === 'DONE' && job.fileUrl) {
        downloadUrl(job.fileUrl);
        feedback.success('notifications.results.downloaded');
      } else {
        feedback.problem('notifications.results.failed');
      }
    },
    [feedback],
  );

  const value = useMemo(() => ({ follow }), [follow]);
  return (
    <ResultsJobsContext value={value}>
      {children}
      {/* At the end corner, above the messages' snackbar on a phone, where both span the width. */}
      <Snackbar open={followed.length > 0} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ bottom: { xs: 80, sm: 24 } }}>
        <Paper elevation={6} sx={{ p: 2, width: '100%' }}>
          <Stack spacing={2}>
            {followed.map((jobId) => (
              <FollowedJob key={jobId} jobId={jobId} onSettled={settle} />
            ))}
          </Stack>
        </Paper>
      </Snackbar>
    </ResultsJobsContext>
  );
}

export function useResultsJobs(): ResultsJobs {
  const jobs = useContext(ResultsJobsContext);
  if (!jobs) throw new Error('useResultsJobs outside ResultsJobsProvider');
  return jobs;
}
