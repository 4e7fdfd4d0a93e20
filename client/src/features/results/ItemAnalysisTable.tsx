// Per question the facility index, the standard deviation and the
// discrimination index, with a coloured word for each figure and a short
// explanation; for an externally graded quiz, why there is none.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../shell/userText/UserText.tsx';
import { discriminationHint, facilityHint, type Hint } from './itemHints.ts';
import { useResultsFormat } from './useResultsFormat.ts';
import type { ItemAnalysisTable_statistics$key } from './__generated__/ItemAnalysisTable_statistics.graphql.ts';

const COLUMNS = ['question', 'maxScore', 'facility', 'standardDeviation', 'discrimination'] as const;

export function ItemAnalysisTable({ statisticsRef, externalGrades }: { statisticsRef: ItemAnalysisTable_statistics$key; externalGrades: boolean }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const titleId = useId();
  const statistics = useFragment(
    graphql`
      fragment ItemAnalysisTable_statistics on QuizStatistics {
        count
        analysedCount
        itemAnalysisAvailable
        questions {
          questionId
          position
          label
          maxScore
          facilityIndex
          standardDeviationPercent
          discriminationIndex
        }
      }
    `,
    statisticsRef,
  );
  const hint = (group: 'facilityHint' | 'discriminationHint', value: Hint | null) =>
    value && <Chip size="small" variant="outlined" color={value.color} label={t(`results.items.${group}.${value.key}`)} sx={{ marginInlineStart: 1 }} />;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Stack spacing={1} sx={{ p: { xs: 1, sm: 2 } }}>
        <Typography id={titleId} component="h2" variant="h6">
          {t('results.items.title')}
        </Typography>
        {externalGrades || !statistics.itemAnalysisAvailable ? (
          <Alert severity="info">{t('results.items.external')}</Alert>
        ) : statistics.questions.length === 0 ? (
          <Alert severity="info">{t('results.items.noQuestions')}</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('results.items.explanation')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('results.items.analysed', { analysed: format.number(statistics.analysedCount), count: format.number(statistics.count) })}
            </Typography>
          </>
        )}
      </Stack>
      {/* scrolls sideways on a phone: focusable so a keyboard can scroll it */}
      {statistics.itemAnalysisAvailable && !externalGrades && statistics.questions.length > 0 && (
        <TableContainer tabIndex={0} role="group" aria-labelledby={titleId} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'question' ? 'left' : 'right'}>
                    {t(`results.items.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {statistics.questions.map((question) => (
                <TableRow key={question.questionId}>
                  <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 'medium', marginInlineEnd: 1 }}>
                      {t('results.items.questionNumber', { position: format.number(question.position) })}
                    </Typography>
                    <UserText>{question.label}</UserText>
                  </TableCell>
                  <TableCell align="right">{format.number(question.maxScore)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format.percent(question.facilityIndex)}
                    {hint('facilityHint', facilityHint(question.facilityIndex))}
                  </TableCell>
                  <TableCell align="right">{format.percent(question.standardDeviationPercent)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {format.percent(question.discriminationIndex)}
                    {hint('discriminationHint', discriminationHint(question.discriminationIndex))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
