import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { UserText } from '../../shell/userText/UserText.tsx';

/** Enough to correct a file by; a longer list would only be scrolled past. */
export const PROBLEMS_SHOWN = 100;

export interface ProblemLine {
  line: number;
  /** an error code, shown as its message */
  code?: string;
  /** or the line's own text (an invalid e-mail) */
  text?: string;
}

/** The lines of a file that were not (or would not be) applied: line number and why. */
export function ProblemTable({ caption, problems }: { caption: string; problems: readonly ProblemLine[] }) {
  const { t } = useTranslation();
  const shown = problems.slice(0, PROBLEMS_SHOWN);
  return (
    <>
      <TableContainer sx={{ maxHeight: 280, my: 1 }}>
        <Table size="small" stickyHeader>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
            <Typography variant="subtitle2" component="span">
              {caption}
            </Typography>
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('learnerRecords.uploads.table.line')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('learnerRecords.uploads.table.problem')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((problem, index) => (
              <TableRow key={`${problem.line}-${index}`}>
                <TableCell>{problem.line}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {problem.text !== undefined ? <UserText>{problem.text}</UserText> : t(errorMessageKey(problem.code))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.length > shown.length && (
        <Typography variant="body2">{t('learnerRecords.uploads.table.more', { shown: shown.length, total: problems.length })}</Typography>
      )}
    </>
  );
}
