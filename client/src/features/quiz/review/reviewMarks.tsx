import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Said of a question, or part of one, the learner left empty. */
export function NotAnswered() {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('quizReview.notAnswered')}</Typography>;
}

/** The key beside a choice: an icon and words, so it never rests on colour alone. */
export function CorrectMark() {
  const { t } = useTranslation();
  return (
    <Typography component="span" variant="body2" color="success.main" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
      <CheckCircleIcon fontSize="small" aria-hidden />
      {t('quizReview.choice.correct')}
    </Typography>
  );
}
