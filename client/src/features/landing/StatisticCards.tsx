import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatisticIcon } from '../shell/StatisticIcon.tsx';
import { UserText } from '../shell/userText/UserText.tsx';

export interface StatisticCard {
  readonly name: string;
  readonly count: number;
  readonly icon: string | null | undefined;
}

/** Figures as cards (icon, count, name) in the primary colour: a landing page's and a course's statistics. */
export function StatisticCards({ statistics }: { statistics: readonly StatisticCard[] }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
      {statistics.map((statistic, index) => (
        <Card component="li" key={index} variant="outlined">
          <CardContent sx={{ textAlign: 'center' }}>
            <StatisticIcon name={statistic.icon ?? undefined} color="primary" fontSize="large" />
            <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
              {number.format(statistic.count)}
            </Typography>
            <Typography variant="body2" component="p">
              <UserText>{statistic.name}</UserText>
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
