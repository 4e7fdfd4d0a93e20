// After Send: what the server answered (how many it sends to, who it skipped
// and why, the file's lines it dropped), then the mail's progress as it goes
// (sent, failed with each failure's reason, remaining), and at the end the
// report the job wrote.
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../shell/userText/UserText.tsx';
import { DroppedLines } from '../DroppedLines.tsx';
import type { StartedBulkEmail } from '../mutations/SendBulkEmailMutation.ts';
import { Reason } from '../Reason.tsx';
import { isSettled } from '../../notifications/useJobProgress.ts';
import { useBulkMailProgress } from './useBulkMailProgress.ts';

export function SendProgress({ started }: { started: StartedBulkEmail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const progressId = useId();
  const { job, counts } = useBulkMailProgress(started.job);
  const total = counts?.total ?? started.sending;
  const sent = counts?.sent ?? 0;
  const processed = sent + (counts?.failed ?? 0);
  const percent = job.status === 'DONE' ? 100 : total > 0 ? Math.round((processed / total) * 100) : job.progress;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 3 }} data-testid="send-progress">
      <Typography variant="h5" component="h2" id={titleId} gutterBottom>
        {t('bulkMail.progress.title')}
      </Typography>
      <Stack spacing={2}>
        <Alert severity="info" role="status">{t('bulkMail.answer.sending', { count: started.sending })}</Alert>
        {started.skipped.length > 0 && (
          <Box>
            <Typography>{t('bulkMail.answer.skipped', { count: started.skipped.length })}</Typography>
            <Box component="ul" aria-label={t('bulkMail.answer.skippedList')} sx={{ m: 0, ps: 3, maxHeight: 240, overflow: 'auto' }}>
              {started.skipped.map((recipient) => (
                <li key={recipient.email}>
                  <UserText>{recipient.email}</UserText>
                  {' — '}
                  <Reason reason={recipient.reason} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        {started.dropped.length > 0 && (
          <Box>
            <Typography>{t('bulkMail.answer.dropped', { count: started.dropped.length })}</Typography>
            <DroppedLines lines={started.dropped} label={t('bulkMail.answer.droppedList')} />
          </Box>
        )}
        <Box>
          <Typography id={progressId} aria-live="polite" data-testid="send-progress-text">
            {t('bulkMail.progress.sent', { done: sent, total })}
          </Typography>
          <LinearProgress variant="determinate" value={percent} aria-labelledby={progressId} sx={{ my: 1 }} />
          <Typography variant="body2" data-testid="send-failed">
            {t('bulkMail.progress.failed', { count: counts?.failed ?? 0 })}
          </Typography>
          <Typography variant="body2" data-testid="send-remaining">
            {t('bulkMail.progress.remaining', { count: counts?.remaining ?? total })}
          </Typography>
        </Box>
        {counts && counts.failures.length > 0 && (
          <Box component="ul" aria-label={t('bulkMail.progress.failures')} sx={{ m: 0, ps: 3, maxHeight: 240, overflow: 'auto' }}>
            {counts.failures.map((failure, index) => (
              <li key={`${failure.email}-${index}`}>
                <UserText>{failure.email}</UserText>
                {' — '}
                <Reason reason={failure.reason} />
              </li>
            ))}
          </Box>
        )}
        {isSettled(job) && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Alert severity={job.status === 'DONE' ? 'success' : 'error'} role="status">
              {t(job.status === 'DONE' ? 'bulkMail.progress.done' : 'bulkMail.progress.jobFailed')}
            </Alert>
            {job.fileUrl && (
              <Button variant="outlined" startIcon={<DownloadIcon />} href={job.fileUrl} download>
                {t('bulkMail.progress.report')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
