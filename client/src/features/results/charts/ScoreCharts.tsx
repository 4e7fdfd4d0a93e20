// The charts themselves (@mui/x-charts): loaded lazily by ResultsCharts.tsx,
// which names each one (its figure's caption and description) and gives its
// numbers as a table. Right to left, the result axis starts on the right and the count axis
// stands on the right, as an Arabic reader reads the page.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useResultsFormat } from '../useResultsFormat.ts';

const HEIGHT = 260;

interface DistributionProps {
  bins: Array<{ label: string; count: number }>;
}

export function ScoreDistributionChart({ bins }: DistributionProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useResultsFormat();
  const rtl = theme.direction === 'rtl';
  return (
    <BarChart
      height={HEIGHT}
      hideLegend
      skipAnimation
      xAxis={[{ scaleType: 'band', data: bins.map((bin) => bin.label), label: t('results.charts.result'), reverse: rtl }]}
      yAxis={[
        {
          label: t('results.charts.learners'),
          position: rtl ? 'right' : 'left',
          // whole learners only
          valueFormatter: (value: number) => (Number.isInteger(value) ? format.number(value) : ''),
        },
      ]}
      series={[{ data: bins.map((bin) => bin.count), label: t('results.charts.learners'), color: theme.palette.primary.main }]}
    />
  );
}

interface PassFailProps {
  passed: number;
  failed: number;
}

export function PassFailChart({ passed, failed }: PassFailProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const format = useResultsFormat();
  return (
    <PieChart
      height={HEIGHT}
      skipAnimation
      series={[
        {
          innerRadius: 50,
          paddingAngle: 1,
          valueFormatter: (item) => format.number(item.value),
          data: [
            { id: 'passed', value: passed, label: t('results.charts.passed'), color: theme.palette.success.main },
            { id: 'failed', value: failed, label: t('results.charts.failed'), color: theme.palette.error.main },
          ],
        },
      ]}
    />
  );
}
