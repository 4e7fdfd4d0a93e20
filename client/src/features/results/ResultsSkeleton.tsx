import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { HeadingShape, LoadingShape, RowsShape } from '../shell/skeletons/LoadingShapes.tsx';

/** The screen's shape while its query loads: a heading, four cards, a chart, rows. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingShape label={t('results.loading')}>
      <HeadingShape width="60%" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
      <RowsShape rows={5} columns={5} />
    </LoadingShape>
  );
}
