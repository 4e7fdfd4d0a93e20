import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedQuestion } from '../../../../../domain/quiz/review.ts';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';
import { countryNames, regionNames } from '../../../../../domain/countries/countries.ts';
import { usePlaces } from '../questions/usePlaces.ts';

function scoreColor(score: number | null, max: number): 'success' | 'error' | 'warning' {
  if (score === null || score <= 0) return 'error';
  return score >= max ? 'success' : 'warning';
}

/** One question of the review: the learner's answer beside the key, the score, weight and clarification. */
export function ReviewQuestion({ reviewed, number }: { reviewed: ReviewedQuestion; number: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { question, answer, score, maxScore, shownWeight, clarification } = reviewed;
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} component="h3" sx={{ flexGrow: 1, whiteSpace: 'pre-line', fontWeight: 500 }}>
            {t('quiz.question.number', { number })} {question.text}
          </Typography>
          {shownWeight !== null && <Chip size="small" label={t('quiz.question.weight', { weight: shownWeight })} />}
          {maxScore > 0 && <Chip size="small" color={scoreColor(score, maxScore)} label={t('quizReview.score', { score: score ?? 0, max: maxScore })} />}
        </Stack>
        {question.imageURL && <Box component="img" src={question.imageURL} alt={t('quiz.question.imageAlt')} sx={{ maxWidth: '100%', maxHeight: 500, mb: 1 }} />}
        <ReviewedAnswer question={question} answer={answer} />
        {clarification && (
          <Alert severity="info" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            <strong>{t('quizReview.clarification')}</strong> {clarification}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function Correct() {
  const { t } = useTranslation();
  return (
    <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main', display: 'inline-flex', ms: 1 }}>
      <CheckCircleIcon fontSize="small" aria-hidden />
      <span>{t('quizReview.correctAnswer')}</span>
    </Stack>
  );
}

function NotAnswered() {
  const { t } = useTranslation();
  return <Typography color="text.secondary">{t('quizReview.notAnswered')}</Typography>;
}

function ChoiceList({ choices, chosen, correct }: { choices: readonly string[]; chosen: (index: number) => boolean; correct: (index: number) => boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ m: 0, ps: 2 }}>
      {choices.map((choice, index) => (
        <li key={index}>
          <span style={{ fontWeight: chosen(index) ? 700 : 400 }}>{choice}</span>
          {chosen(index) && <Typography component="span" color="text.secondary">{` (${t('quizReview.yourAnswer')})`}</Typography>}
          {correct(index) && <Correct />}
        </li>
      ))}
    </Box>
  );
}

function ReviewedAnswer({ question, answer }: { question: Question; answer: Answer | null }) {
  const { t } = useTranslation();
  switch (question.type) {
    case 0:
    case 7:
      return <ChoiceList choices={question.choices} chosen={(i) => answer?.selectedAnswer === i + 1} correct={(i) => question.type === 0 && question.correctAnswer === i + 1} />;
    case 5:
      return <ChoiceList choices={question.choices} chosen={(i) => answer?.checkedAnswers?.[i] === true} correct={(i) => question.possibleAnswers?.[i] === true} />;
    case 6: {
      const choices = question.choices?.length ? question.choices : [t('quiz.input.agree')];
      return <ChoiceList choices={choices} chosen={(i) => answer?.checkedAnswers?.[i] === true} correct={() => false} />;
    }
    case 1:
      return (
        <Box>
          {answer?.textAnswer ? <Typography sx={{ whiteSpace: 'pre-line' }}>{`${t('quizReview.yourAnswer')}: ${answer.textAnswer}`}</Typography> : <NotAnswered />}
          {(question.possibleAnswers?.length ?? 0) > 0 && (
            <Typography color="success.main">{`${t('quizReview.acceptedAnswers')}: ${question.possibleAnswers!.join(' / ')}`}</Typography>
          )}
        </Box>
      );
    case 2: {
      let space = -1;
      return (
        <Typography component="div" sx={{ lineHeight: 2 }}>
          {question.fields.map((field, index) => {
            if (field.type === 'text') return <span key={index}>{` ${field.value} `}</span>;
            space += 1;
            const given = answer?.spaces?.[space] ?? '';
            return (
              <Box key={index} component="span" sx={{ display: 'inline-block', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, mx: 0.5 }}>
                <strong>{given || '—'}</strong>
                {field.values.length > 0 && <Typography component="span" color="success.main">{` (${field.values.join(' / ')})`}</Typography>}
              </Box>
            );
          })}
        </Typography>
      );
    }
    case 3:
      return answer?.fileUrl ? (
        <Link href={answer.fileUrl} target="_blank" rel="noopener noreferrer">
          {t('quizReview.uploadedFile')}
        </Link>
      ) : (
        <NotAnswered />
      );
    case 4:
      return null;
    case 8:
      return <PlaceAnswer answer={answer} />;
  }
}

function PlaceAnswer({ answer }: { answer: Answer | null }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const countryCode = answer?.country ?? null;
  const countries = usePlaces(countryCode ? lang : null, () => countryNames(lang));
  const regions = usePlaces(countryCode && answer?.region ? `${countryCode}:${lang}` : null, () => regionNames(countryCode ?? '', lang));
  if (!answer?.country) return <NotAnswered />;
  const country = countries?.find((place) => place.code === answer.country)?.name ?? answer.country;
  const region = answer.region ? (regions?.find((place) => place.code === answer.region)?.name ?? answer.region) : null;
  return <Typography>{region ? `${country} — ${region}` : country}</Typography>;
}
