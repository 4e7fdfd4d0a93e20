import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answer } from '../../../../../domain/quiz/types.ts';
import { NotAnswered } from './reviewMarks.tsx';
import { usePlaceNames } from './usePlaceNames.ts';

/** Type 8: the country and region the learner chose, named in the page's language (answers keep codes). */
export function ReviewPlace({ answer }: { answer: Answer | null }) {
  const { t, i18n } = useTranslation();
  const country = answer?.country?.trim() || null;
  const region = answer?.region?.trim() || null;
  const names = usePlaceNames(country, region, i18n.language === 'en' ? 'en' : 'ar');
  if (country === null) return <NotAnswered />;
  if (names === null) return <Typography color="text.secondary">{t('quizReview.place.loading')}</Typography>;
  return (
    <Box>
      <Typography>{t('quizReview.place.country', { name: names.country })}</Typography>
      {names.region !== null && <Typography>{t('quizReview.place.region', { name: names.region })}</Typography>}
    </Box>
  );
}
