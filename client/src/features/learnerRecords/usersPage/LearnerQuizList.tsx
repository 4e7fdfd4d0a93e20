import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { LearnerQuizEntry } from './LearnerQuizEntry.tsx';
import type { LearnerQuizList_records$key } from './__generated__/LearnerQuizList_records.graphql.ts';

/** The learner's quizzes in the account: a table from 960 px (the spec's breakpoint), cards below. */
export function LearnerQuizList({ recordsRef, onChanged }: { recordsRef: LearnerQuizList_records$key; onChanged: () => void }) {
  const { t } = useTranslation();
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const headingId = useId();
  const offsetHeaderId = useId();
  const { email, quizzes } = useFragment(
    graphql`
      fragment LearnerQuizList_records on LearnerRecords {
        email
        quizzes {
          quizId
          gradeOffset
          ...LearnerQuizEntry_quiz
        }
      }
    `,
    recordsRef,
  );
  // A new offset read back from the server starts the entry's field afresh.
  const entries = (layout: 'row' | 'card') =>
    quizzes.map((quiz) => (
      <LearnerQuizEntry
        key={`${quiz.quizId}:${quiz.gradeOffset}`}
        quizRef={quiz}
        email={email}
        layout={layout}
        offsetHeaderId={offsetHeaderId}
        onChanged={onChanged}
      />
    ));
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {t('usersPage.quizzes.heading')}
      </Typography>
      {quizzes.length === 0 ? (
        <Typography color="text.secondary">{t('usersPage.quizzes.none')}</Typography>
      ) : desktop ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('usersPage.quizzes.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('usersPage.quizzes.name')}</TableCell>
                <TableCell>{t('usersPage.quizzes.result')}</TableCell>
                <TableCell id={offsetHeaderId}>{t('usersPage.quizzes.offset')}</TableCell>
                <TableCell>{t('usersPage.quizzes.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>{entries('row')}</TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack component="ul" spacing={2} aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries('card')}
        </Stack>
      )}
    </section>
  );
}
