import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useResultsFormat } from './useResultsFormat.ts';
import type { SummaryCards_statistics$key } from './__generated__/SummaryCards_statistics.graphql.ts';

/** Count, pass rate, mean and alpha: four cards, two a row on a phone. */
export function SummaryCards({ statisticsRef, externalGrades }: { statisticsRef: SummaryCards_statistics$key; externalGrades: boolean }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const statistics = useFragment(
    graphql`
      fragment SummaryCards_statistics on QuizStatistics {
        count
        awaitingGrade
        passCount
        passRate
        mean
        median
        standardDeviation
        cronbachAlpha
      }
    `,
    statisticsRef,
  );
  return (
    <Box
      component="section"
      aria-label={t('results.cards.label')}
      sx={{ display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      <SummaryCard
        title={t('results.cards.count')}
        value={format.number(statistics.count)}
        detail={statistics.awaitingGrade > 0 ? t('results.cards.awaiting', { count: format.number(statistics.awaitingGrade) }) : null}
      />
      <SummaryCard
        title={t('results.cards.passRate')}
        value={format.percent(statistics.passRate)}
        detail={t('results.cards.passCount', { passed: format.number(statistics.passCount), count: format.number(statistics.count) })}
      />
      <SummaryCard
        title={t('results.cards.mean')}
        value={format.number(statistics.mean)}
        detail={t('results.cards.spread', { median: format.number(statistics.median), sd: format.number(statistics.standardDeviation) })}
      />
      <SummaryCard
        title={t('results.cards.alpha')}
        value={format.number(statistics.cronbachAlpha)}
        detail={externalGrades ? t('results.cards.alphaExternal') : t('results.cards.alphaHint')}
      />
    </Box>
  );
}

function SummaryCard({ title, value, detail }: { title: string; value: string; detail: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h5" component="p">
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
