import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { quizAnswerPath } from '../../quiz/quizPaths.ts';
import type { DomainResultsDialogQuery } from './__generated__/DomainResultsDialogQuery.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

const domainResultsQuery = graphql`
  query DomainResultsDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Domain {
        results {
          quizzes {
            quizId
            quizName
            result
            maxGrade
            showResult
          }
          total {
            result
            maxGrade
          }
        }
      }
    }
  }
`;

/**
 * The results dialog's query and how to open it: the click asks for the
 * results while the dialog opens; closing it lets them go.
 */
export function useDomainResults() {
  const [queryRef, loadQuery, dispose] = useQueryLoader<DomainResultsDialogQuery>(domainResultsQuery);
  // Never from the store: a quiz may have been answered or graded since.
  const open = (domainId: string) => loadQuery({ id: domainId }, { fetchPolicy: 'network-only' });
  return { queryRef: queryRef ?? null, open, close: dispose };
}

interface Props {
  domainName: string;
  /** the results asked for when the dialog was opened; none while it is closed */
  queryRef: PreloadedQuery<DomainResultsDialogQuery> | null;
  onClose: () => void;
}

/** The learner's results of an account's quizzes and their total (user/getUserResults). */
export function DomainResultsDialog({ domainName, queryRef, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={queryRef !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quizResult.domainResults', { name: domainName })}</DialogTitle>
      <DialogContent>
        {queryRef && (
          <Suspense fallback={<CircularProgress aria-label={t('quizResult.loading')} />}>
            <DomainResults queryRef={queryRef} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DomainResults({ queryRef }: { queryRef: PreloadedQuery<DomainResultsDialogQuery> }) {
  const { t } = useTranslation();
  const { node } = usePreloadedQuery<DomainResultsDialogQuery>(domainResultsQuery, queryRef);
  const results = node?.results;
  if (!results || results.quizzes.length === 0) return <Typography>{t('quizResult.noResultsYet')}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('quizResult.quiz')}</TableCell>
          <TableCell align="right">{t('quizResult.result')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {results.quizzes.map((quiz) => (
          <TableRow key={quiz.quizId}>
            <TableCell>
              <Link component={RouterLink} to={quizAnswerPath({ quizId: quiz.quizId })}>
                <UserText>{quiz.quizName}</UserText>
              </Link>
            </TableCell>
            <TableCell align="right">{quiz.result === null ? '—' : `${quiz.result} / ${quiz.maxGrade}`}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
            {t('quizResult.total')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>{`${results.total.result} / ${results.total.maxGrade}`}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
