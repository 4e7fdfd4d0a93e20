import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../shell/userText/UserText.tsx';
import { useResultsFormat } from './useResultsFormat.ts';
import type { SubmissionRow_row$key } from './__generated__/SubmissionRow_row.graphql.ts';

/** One learner's line: name, e-mail, result of max, passed, when, grade adjustment. */
export function SubmissionRow({ rowRef }: { rowRef: SubmissionRow_row$key }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const row = useFragment(
    graphql`
      fragment SubmissionRow_row on QuizSubmissionRow {
        name
        email
        result
        maxGrade
        passed
        submittedAt
        autoSubmitted
        gradeOffset
      }
    `,
    rowRef,
  );
  const autoSubmitted = t('results.submissions.autoSubmitted');
  return (
    <TableRow hover>
      <TableCell>{row.name ? <UserText>{row.name}</UserText> : t('results.submissions.noName')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <UserText>{row.email}</UserText>
      </TableCell>
      <TableCell align="right">
        {row.result === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('results.submissions.awaitingGrade')}
          </Typography>
        ) : (
          t('results.submissions.resultOf', { result: format.number(row.result), max: format.number(row.maxGrade) })
        )}
      </TableCell>
      <TableCell>
        {row.passed !== null && (
          <Chip
            size="small"
            variant="outlined"
            color={row.passed ? 'success' : 'error'}
            label={row.passed ? t('results.submissions.passedYes') : t('results.submissions.passedNo')}
          />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {row.submittedAt ? format.time(row.submittedAt) : t('results.submissions.notSubmitted')}
        {row.autoSubmitted && (
          <Tooltip title={autoSubmitted}>
            <TimerOffIcon fontSize="inherit" titleAccess={autoSubmitted} sx={{ verticalAlign: 'middle', marginInlineStart: 0.5 }} />
          </Tooltip>
        )}
      </TableCell>
      <TableCell align="right">{row.gradeOffset === 0 ? '' : format.signed(row.gradeOffset)}</TableCell>
    </TableRow>
  );
}
