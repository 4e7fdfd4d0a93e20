import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { QuizReview } from '../../../../domain/quiz/review.ts';
import type { SpecialCharsReduction } from '../../../../domain/quiz/types.ts';
import { PassLink } from './PassLink.tsx';
import { PrivateResultLink } from './PrivateResultLink.tsx';
import { quizAnswerPath, quizViewPath, type ResultReason } from './quizPaths.ts';
import { ReviewSections } from './review/ReviewSections.tsx';
import type { QuizAnswerScreenQuery } from './__generated__/QuizAnswerScreenQuery.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';

/**
 * /QuizAnswerView?quiz=: the learner's result as the quiz's showResult
 * allows, with the review when it is true (without a quiz, the route leads home).
 */
export function QuizAnswerScreen({ queryRef }: { queryRef: PreloadedQuery<QuizAnswerScreenQuery> }) {
  const [params] = useSearchParams();
  return <QuizAnswer queryRef={queryRef} reason={params.get('reason') as ResultReason | null} isForm={params.get('isForm') === 'true'} />;
}

function QuizAnswer({ queryRef, reason, isForm }: { queryRef: PreloadedQuery<QuizAnswerScreenQuery>; reason: ResultReason | null; isForm: boolean }) {
  const { t } = useTranslation();
  const { quizId } = queryRef.variables;
  const { quizResult } = usePreloadedQuery<QuizAnswerScreenQuery>(
    graphql`
      query QuizAnswerScreenQuery($quizId: ID!) @preloadable {
        quizResult(quizId: $quizId) {
          __typename
          ... on AppError {
            code
          }
          ... on QueryQuizResultSuccess {
            data {
              quizName
              result
              maxGrade
              showResult
              passed
              link
              linkMsg
              review
              specialCharsReduction
              disableCharDictionary
            }
          }
        }
      }
    `,
    queryRef,
  );

  if (quizResult.__typename !== 'QueryQuizResultSuccess') {
    const code = quizResult.__typename === 'AppError' ? quizResult.code : 'unknown';
    return <NoResult quizId={quizId} code={code} reason={reason} isForm={isForm} />;
  }
  const { data } = quizResult;
  const answered = data.maxGrade === 0 || data.showResult === null || data.result === null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" color="text.secondary" component="h1">
            <UserText>{data.quizName}</UserText>
          </Typography>
          <Typography variant="h5" component="p" role="status" sx={{ mt: 1 }}>
            {answered ? t('quizResult.formAnswered') : t('quizResult.score', { result: data.result, maxGrade: data.maxGrade })}
          </Typography>
          {reason === 'quizTimeExpired' && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('errors.quizTimeExpired')}
            </Alert>
          )}
          {data.passed && <PassLink link={data.link} message={data.linkMsg} />}
          {data.showResult === false && <PrivateResultLink path={quizAnswerPath({ quizId })} />}
        </CardContent>
      </Card>
      {data.showResult === true && data.review != null && (
        <ReviewSections
          review={data.review as QuizReview}
          // typed spaces are judged with the quiz's own matching options, as grading did
          matchOptions={{
            specialCharsReduction: data.specialCharsReduction as SpecialCharsReduction,
            disableCharDictionary: data.disableCharDictionary,
          }}
        />
      )}
      <Button component={RouterLink} to="/home" sx={{ mt: 2 }}>
        {t('quizResult.back')}
      </Button>
    </Container>
  );
}

function NoResult({ quizId, code, reason, isForm }: { quizId: string; code: string; reason: ResultReason | null; isForm: boolean }) {
  const { t } = useTranslation();
  // The quiz was closed when opened and there is no answer: say so rather than "no answers".
  const closed = reason === 'quizNotActive' && code === 'noResult';
  // A form has no answers; a quiz is not answered yet (the link says which it is, a quiz otherwise).
  const noAnswer = isForm ? t('quizResult.noAnswers') : t('quizResult.quizNotAnswered');
  const message = closed ? t('errors.quizNotActive') : code === 'noResult' ? noAnswer : t(`errors.${code}`, t('errors.unknown'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Alert severity="info" role="status">
        {message}
        {code === 'noResult' && !closed && <div>{t(isForm ? 'quizResult.openFormHint' : 'quizResult.openQuizHint')}</div>}
      </Alert>
      {code === 'noResult' && !closed && (
        <Button component={RouterLink} to={quizViewPath({ quizId, isForm })} variant="contained" sx={{ mt: 2 }}>
          {t(isForm ? 'quizResult.openForm' : 'quizResult.openQuiz')}
        </Button>
      )}
      <Button component={RouterLink} to="/home" sx={{ mt: 2, ms: 1 }}>
        {t('quizResult.back')}
      </Button>
    </Container>
  );
}
