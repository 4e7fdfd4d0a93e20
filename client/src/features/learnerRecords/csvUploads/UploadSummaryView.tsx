// What an upload did: rows applied, rows refused with their lines and codes,
// and, when a batch failed or the owner stopped, where it stopped and the
// server's error as the alert keyed by its code (admin spec §8).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import type { UploadSummary } from './batches.ts';
import { ProblemTable } from './ProblemTable.tsx';

interface Props {
  summary: UploadSummary;
  appliedKey: string;
  /** the sentence of each of the summary's counts, by name */
  countKeys?: Record<string, string>;
}

export function UploadSummaryView({ summary, appliedKey, countKeys = {} }: Props) {
  const { t } = useTranslation();
  const { failure } = summary;
  return (
    <Stack spacing={1}>
      {failure && (
        <Alert severity="error" role="alert">
          {t(errorMessageKey(failure.code))}
          {failure.line !== undefined && <Typography variant="body2">{t('learnerRecords.uploads.atLine', { line: failure.line })}</Typography>}
          <Typography variant="body2">{t('learnerRecords.uploads.failed', { batch: summary.sent + 1, total: summary.batches })}</Typography>
        </Alert>
      )}
      {summary.cancelled && <Alert severity="warning">{t('learnerRecords.uploads.stopped', { done: summary.sent, total: summary.batches })}</Alert>}
      {!failure && !summary.cancelled && <Alert severity="success">{t('learnerRecords.uploads.done')}</Alert>}
      <Typography>{t(appliedKey, { count: summary.applied })}</Typography>
      {Object.entries(countKeys).map(([name, key]) => (
        <Typography key={name}>{t(key, { count: summary.counts[name] ?? 0 })}</Typography>
      ))}
      {summary.refused.length > 0 && (
        <>
          <Typography>{t('learnerRecords.uploads.refused', { count: summary.refused.length })}</Typography>
          <ProblemTable caption={t('learnerRecords.uploads.refusedCaption')} problems={summary.refused} />
        </>
      )}
    </Stack>
  );
}
