import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The screen's shape while its query loads: a heading, four cards, a chart, rows. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={t('results.loading')}>
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="text" />
      ))}
    </Stack>
  );
}
