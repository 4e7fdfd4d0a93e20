import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { ReviewedQuestion } from '../../../../../domain/quiz/review.ts';
import { QuestionMedia } from '../questions/QuestionMedia.tsx';
import { ReviewedAnswer } from './ReviewedAnswer.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface ReviewQuestionProps {
  reviewed: ReviewedQuestion;
  /** the 1-based number shown, as the quiz screen numbered it */
  number: number;
  /** the quiz's matching settings, so a space is judged as it was graded; the lenient defaults otherwise */
  matchOptions?: MatchOptions;
}

/**
 * One question of the answer review: its number, weight (as the server
 * computed it for display) and score, text and media, the learner's answer
 * beside the key, and the clarification.
 */
export function ReviewQuestion({ reviewed, number, matchOptions }: ReviewQuestionProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const { question, answer, score, maxScore, shownWeight, clarification } = reviewed;
  const numberId = `${baseId}-number`;
  const textId = `${baseId}-text`;
  const text = question.text?.trim() ?? '';
  return (
    <Card variant="outlined" role="group" aria-labelledby={text ? `${numberId} ${textId}` : numberId}>
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={numberId} variant="subtitle2" component="span" color="primary">
            {t('quiz.question.number', { number })}
          </Typography>
          {shownWeight !== null && <Chip size="small" variant="outlined" label={t('quiz.question.weight', { weight: shownWeight })} />}
          {maxScore > 0 && <ScoreChip score={score} maxScore={maxScore} />}
        </Stack>
        {text && (
          <Typography id={textId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <UserText>{text}</UserText>
          </Typography>
        )}
        <QuestionMedia question={question} number={number} />
        <ReviewedAnswer question={question} answer={answer} matchOptions={matchOptions} />
        {clarification !== null && (
          // A note, not an alert: nothing here happened just now, so nothing is announced.
          <Alert severity="info" role="note" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <AlertTitle>{t('quizReview.clarification')}</AlertTitle>
            <UserText>{clarification}</UserText>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** Full marks green, none red, part amber; the numbers say it too. No score yet: a plain chip saying so. */
function ScoreChip({ score, maxScore }: { score: number | null; maxScore: number }) {
  const { t } = useTranslation();
  if (score === null) return <Chip size="small" label={t('quizReview.notGraded', { max: maxScore })} />;
  const color = score >= maxScore ? 'success' : score <= 0 ? 'error' : 'warning';
  return <Chip size="small" color={color} label={t('quizReview.score', { score, max: maxScore })} />;
}
