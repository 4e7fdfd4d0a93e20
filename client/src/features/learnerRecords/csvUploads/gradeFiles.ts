// The grading files (admin spec §5), checked in the browser by the same rules
// the server applies (domain/grades/gradeRows.ts), so a file with a bad line
// sends nothing and the owner learns every bad line at once, by its line in
// the file. The rows kept for sending carry their file line, so a row the
// server refuses (by its line in the batch) is named by its line in the file.
import { checkExternalGradeRows, checkManualGradeRows } from '../../../../../domain/grades/gradeRows.ts';
import type { CsvRow } from './readCsvFile.ts';
import type { RowProblem } from './types.ts';

/** A row to send: its cells as the server takes them, and where it is in the file. */
export interface GradeRow {
  line: number;
  cells: string[];
}

export type GradeFileCheck = { ok: true; rows: GradeRow[] } | { ok: false; problems: RowProblem[] };

type RowCheck = (cells: readonly string[]) => { ok: true } | { ok: false; code: string };

function checkRows(rows: readonly CsvRow[], checkRow: RowCheck): GradeFileCheck {
  const kept: GradeRow[] = [];
  const problems: RowProblem[] = [];
  for (const { line, fields } of rows) {
    const cells = fields.map((field) => field.trim());
    const check = checkRow(cells);
    if (check.ok) kept.push({ line, cells });
    else problems.push({ line, code: check.code });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: kept };
}

// The domain checks a batch and stops at its first bad row; checked one row
// at a time, it names every bad row of the file.
const outcome = (check: { ok: true } | { ok: false; refusal: { code: string } }) =>
  check.ok ? ({ ok: true } as const) : ({ ok: false, code: check.refusal.code } as const);

/** Rows `e-mail,grade`: exactly 2 fields (invalidRowEntryExternalGrading), a whole grade from 0 to maxGrade (invalidGrade). */
export function parseExternalGrades(rows: readonly CsvRow[], maxGrade: number): GradeFileCheck {
  return checkRows(rows, (cells) => outcome(checkExternalGradeRows([cells], maxGrade)));
}

/**
 * Rows `e-mail,question id,grade`: exactly 3 fields (invalidRowEntry), a
 * question of the quiz (missingQuestionID: `maxScoreOf` answers undefined),
 * a whole grade from 0 to that question's max score (invalidGrade).
 */
export function parseManualGrades(rows: readonly CsvRow[], maxScoreOf: (questionId: string) => number | undefined): GradeFileCheck {
  return checkRows(rows, (cells) => outcome(checkManualGradeRows([cells], maxScoreOf)));
}
