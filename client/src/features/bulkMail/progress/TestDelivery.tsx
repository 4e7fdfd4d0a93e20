// The test send followed to its end: the server took the test (its job is
// queued), and only once the mail server took the message is the test done and
// Send enabled. A test the mail server refused says why, and Send stays off.
// Renders nothing: the screen's status line says where the test stands.
import { useEffect } from 'react';
import { queuedJob } from '../../notifications/useJobProgress.ts';
import { useBulkMailProgress } from './useBulkMailProgress.ts';

interface Props {
  jobId: string;
  onDelivered: () => void;
  /** the mail server's reason, or '' when the job itself failed */
  onFailed: (reason: string) => void;
}

export function TestDelivery({ jobId, onDelivered, onFailed }: Props) {
  const { job, counts } = useBulkMailProgress(queuedJob(jobId));

  useEffect(() => {
    if (job.status === 'FAILED') return onFailed('');
    // the one address (the sender's) is sent or failed
    if (!counts || counts.total === 0 || counts.remaining > 0) return;
    if (counts.sent > 0) onDelivered();
    else onFailed(counts.failures[0]?.reason ?? '');
  }, [job.status, counts, onDelivered, onFailed]);

  return null;
}
