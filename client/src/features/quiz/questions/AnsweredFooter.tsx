import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Answers, Question } from '../../../../../domain/quiz/types.ts';
import { answeredCount } from './answeredCount.ts';

export interface AnsweredFooterProps {
  /** every question of the quiz, all sections together */
  questions: readonly Question[];
  answers: Answers;
}

/** "Answered x of y", kept in view at the bottom of the quiz and announced politely as it changes. */
export function AnsweredFooter({ questions, answers }: AnsweredFooterProps) {
  const { t } = useTranslation();
  const { answered, total } = answeredCount(questions, answers);
  return (
    <Paper
      elevation={3}
      square
      sx={{ position: 'sticky', insetBlockEnd: 0, zIndex: 'appBar', px: 2, py: 1 }}
    >
      <Typography role="status" aria-live="polite" variant="body2" sx={{ textAlign: 'center' }}>
        {t('quiz.footer.answered', { answered, total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 100 : (answered / total) * 100}
        aria-hidden
        sx={{ mt: 0.5 }}
      />
    </Paper>
  );
}
