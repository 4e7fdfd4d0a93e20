// The score distribution and the passed/failed split: each a figure with a
// heading and a description, the chart, and the same numbers as a table for
// screen readers (the chart itself is not read out). The charts'
// library is a chunk of its own (ScoreCharts.tsx), fetched on this screen only.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { visuallyHidden } from '../../../theme/visuallyHidden.ts';
import { useResultsFormat } from '../useResultsFormat.ts';
import type { ResultsCharts_statistics$key } from './__generated__/ResultsCharts_statistics.graphql.ts';
import { binLabel } from './binLabel.ts';

const ScoreDistributionChart = lazy(() => import('./ScoreCharts.tsx').then((module) => ({ default: module.ScoreDistributionChart })));
const PassFailChart = lazy(() => import('./ScoreCharts.tsx').then((module) => ({ default: module.PassFailChart })));

export function ResultsCharts({ statisticsRef }: { statisticsRef: ResultsCharts_statistics$key }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const statistics = useFragment(
    graphql`
      fragment ResultsCharts_statistics on QuizStatistics {
        count
        passCount
        distribution {
          from
          to
          count
        }
      }
    `,
    statisticsRef,
  );
  const bins = statistics.distribution.map((bin) => ({ label: binLabel(bin, format.number), count: bin.count }));
  const max = statistics.distribution.at(-1)?.to ?? 0;
  const failed = statistics.count - statistics.passCount;
  const distribution = t('results.charts.distribution');
  const passFail = t('results.charts.passFail');
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' } }}>
      <ChartPanel title={distribution} description={t('results.charts.distributionDescription', { max: format.number(max) })}>
        <Suspense fallback={<ChartLoading />}>
          <ScoreDistributionChart bins={bins} />
        </Suspense>
        <DataTable
          caption={t('results.charts.tableOf', { chart: distribution })}
          headers={[t('results.charts.result'), t('results.charts.learners')]}
          rows={bins.map((bin) => [bin.label, format.number(bin.count)])}
        />
      </ChartPanel>
      <ChartPanel
        title={passFail}
        description={t('results.charts.passFailDescription', { passed: format.number(statistics.passCount), failed: format.number(failed) })}
      >
        <Suspense fallback={<ChartLoading />}>
          <PassFailChart passed={statistics.passCount} failed={failed} />
        </Suspense>
        <DataTable
          caption={t('results.charts.tableOf', { chart: passFail })}
          headers={[t('results.submissions.columns.passed'), t('results.charts.learners')]}
          rows={[
            [t('results.charts.passed'), format.number(statistics.passCount)],
            [t('results.charts.failed'), format.number(failed)],
          ]}
        />
      </ChartPanel>
    </Box>
  );
}

/** A chart as a figure: its heading is its name, a sentence under it says what it shows. */
function ChartPanel({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      sx={{ m: 0, p: { xs: 1, sm: 2 }, minWidth: 0, position: 'relative' }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {title}
      </Typography>
      <Typography id={descriptionId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

function ChartLoading() {
  const { t } = useTranslation();
  // A span may not carry a name without a role: the skeleton says it is loading as a status.
  return <Skeleton variant="rounded" height={240} role="status" aria-label={t('results.charts.loading')} />;
}

/** The chart's numbers for assistive technology: hidden from sight, not from screen readers. */
function DataTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  return (
    <Box component="table" sx={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
