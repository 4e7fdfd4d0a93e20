import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Batches answered of all the batches, as a bar and in words (whole percents). */
export function BatchProgress({ done, total, stopping }: { done: number; total: number; stopping: boolean }) {
  const { t } = useTranslation();
  const text = t('learnerRecords.uploads.progress', { done, total });
  return (
    <Box role="status">
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : Math.round((done / total) * 100)}
        aria-label={t('learnerRecords.uploads.progressLabel')}
        aria-valuetext={text}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {text}
      </Typography>
      {stopping && <Typography variant="body2">{t('learnerRecords.uploads.stopping')}</Typography>}
    </Box>
  );
}
