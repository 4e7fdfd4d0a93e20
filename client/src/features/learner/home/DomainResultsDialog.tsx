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
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import { quizAnswerPath } from '../../quiz/quizPaths.ts';
import type { DomainResultsDialogQuery } from './__generated__/DomainResultsDialogQuery.graphql.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** The learner's results of an account's quizzes and their total (user/getUserResults). */
export function DomainResultsDialog({ domainId, domainName, open, onClose }: { domainId: string; domainName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('quizResult.domainResults', { name: domainName })}</DialogTitle>
      <DialogContent>
        {open && (
          <Suspense fallback={<CircularProgress aria-label={t('quizResult.loading')} />}>
            <DomainResults domainId={domainId} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DomainResults({ domainId }: { domainId: string }) {
  const { t } = useTranslation();
  const { node } = useLazyLoadQuery<DomainResultsDialogQuery>(
    graphql`
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
    `,
    { id: domainId },
    { fetchPolicy: 'network-only' },
  );
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
