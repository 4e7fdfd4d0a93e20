// /AccountQuizResults/:quizId: a quiz's results for its account's owner —
// summary cards, the score charts, the submissions table and the item
// analysis (docs/decisions/quizResultsScreen.md, itemAnalysis.md). The route
// loads the results of the quiz its address names.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { AdminPage } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { PageLoadFailure } from '../admin/PageLoadFailure.tsx';
import { UserText } from '../shell/userText/UserText.tsx';
import { ItemAnalysisTable } from './ItemAnalysisTable.tsx';
import { ResultsCharts } from './charts/ResultsCharts.tsx';
import { ResultsSkeleton } from './ResultsSkeleton.tsx';
import { SubmissionsTable } from './SubmissionsTable.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { useResultsFormat } from './useResultsFormat.ts';
import type { QuizResultsScreenQuery } from './__generated__/QuizResultsScreenQuery.graphql.ts';

export const quizResultsScreenQuery = graphql`
  query QuizResultsScreenQuery($quizId: ID!) @preloadable {
    quizResults(quizId: $quizId) {
      __typename
      ... on AppError {
        code
      }
      ... on QueryQuizResultsSuccess {
        data {
          name
          isForm
          externalGrades
          maxGrade
          passGrade
          statistics {
            count
            awaitingGrade
            ...SummaryCards_statistics
            ...ResultsCharts_statistics
            ...ItemAnalysisTable_statistics
          }
        }
      }
    }
    ...SubmissionsTable_query @arguments(quizId: $quizId)
  }
`;

type Props = { queryRef: PreloadedQuery<QuizResultsScreenQuery> };

export function QuizResultsScreen({ queryRef }: Props) {
  const { t } = useTranslation();
  return (
    <AdminPage bar={{ back: '/AccountHome', title: t('results.appTitle') }} loading={<ResultsSkeleton />}>
      <QuizResults key={queryRef.variables.quizId} queryRef={queryRef} />
    </AdminPage>
  );
}

function QuizResults({ queryRef }: Props) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const query = usePreloadedQuery<QuizResultsScreenQuery>(quizResultsScreenQuery, queryRef);
  const answer = query.quizResults;
  if (answer.__typename === 'AppError' && answer.code === 'unauthenticated') {
    return <AdminSessionEnded level="account" />;
  }
  if (answer.__typename !== 'QueryQuizResultsSuccess') {
    return <LoadFailure message={t(errorMessageKey(answer.__typename === 'AppError' ? answer.code : null))} />;
  }
  const report = answer.data;
  const { statistics } = report;
  const nothingYet = statistics.count === 0 && statistics.awaitingGrade === 0;
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <header>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{report.name}</UserText>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <Typography color="text.secondary">
            {t('results.subtitle', { max: format.number(report.maxGrade), pass: format.number(report.passGrade) })}
          </Typography>
          {report.isForm && <Chip size="small" label={t('results.formBadge')} />}
          {report.externalGrades && <Chip size="small" label={t('results.externalBadge')} />}
        </Stack>
      </header>
      {nothingYet ? (
        <Alert severity="info" variant="outlined">
          <Typography component="h2" variant="h6">
            {t('results.empty.title')}
          </Typography>
          {t('results.empty.body')}
        </Alert>
      ) : (
        <>
          <SummaryCards statisticsRef={statistics} externalGrades={report.externalGrades} />
          {statistics.count > 0 && <ResultsCharts statisticsRef={statistics} />}
          <SubmissionsTable queryRef={query} />
          <ItemAnalysisTable statisticsRef={statistics} externalGrades={report.externalGrades} />
        </>
      )}
    </Stack>
  );
}

function LoadFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return <PageLoadFailure message={message} back={{ to: '/AccountHome', label: t('results.backHome') }} />;
}
