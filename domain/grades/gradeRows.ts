// The rows of an uploaded grade file, checked before anything is stored
// (admin spec §5): a manual grading row is [e-mail, question id, grade], an
// external grading row [e-mail, grade]. Cells come as the CSV parser read
// them (strings; numbers are taken too). The first malformed row refuses the
// whole batch with its code and its 1-based line in the batch; a blank row
// (a blank line of the file) is skipped. E-mails are trimmed and lower-cased.
import type { ErrorCode } from '../errors.ts';
import { normalizeEmail } from '../validation/email.ts';

/** rows per call (admin spec §9: the upload batches) */
export const MAX_MANUAL_GRADE_ROWS = 50_000;
export const MAX_EXTERNAL_GRADE_ROWS = 100;

export interface RowRefusal {
  /** 1-based position of the row in the batch */
  line: number;
  code: ErrorCode;
}

export interface ManualGradeRow {
  line: number;
  email: string;
  questionId: string;
  grade: number;
}

export interface ExternalGradeRow {
  line: number;
  email: string;
  grade: number;
}

export type RowsCheck<Row> = { ok: true; rows: Row[] } | { ok: false; refusal: RowRefusal };

type Cell = string | number;

/** The row's cells as text, or null when it is not a list of strings and numbers. */
function cellsOf(row: unknown): string[] | null {
  if (!Array.isArray(row)) return null;
  const cells: string[] = [];
  for (const cell of row as unknown[]) {
    if (typeof cell === 'string') cells.push(cell.trim());
    else if (typeof cell === 'number' && Number.isFinite(cell)) cells.push(String(cell));
    else return null;
  }
  return cells;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === '');

const WHOLE_NUMBER = /^\d{1,9}$/;

/** A whole number from 0 to max written in decimal digits, else null. */
export function wholeGradeOf(cell: Cell, max: number): number | null {
  const text = typeof cell === 'number' ? String(cell) : cell.trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  const grade = Number(text);
  return grade <= max ? grade : null;
}

/**
 * Manual grading rows: exactly 3 fields (invalidRowEntry), a question of the
 * quiz (missingQuestionID: `maxScoreOf` answers undefined), a whole grade
 * from 0 to that question's max score (invalidGrade).
 */
export function checkManualGradeRows(rows: readonly unknown[], maxScoreOf: (questionId: string) => number | undefined): RowsCheck<ManualGradeRow> {
  const checked: ManualGradeRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const line = index + 1;
    const cells = cellsOf(rows[index]);
    if (cells && isBlank(cells)) continue;
    if (!cells || cells.length !== 3) return { ok: false, refusal: { line, code: 'invalidRowEntry' } };
    const [email, questionId, gradeText] = cells;
    const maxScore = maxScoreOf(questionId);
    if (maxScore === undefined) return { ok: false, refusal: { line, code: 'missingQuestionID' } };
    const grade = wholeGradeOf(gradeText, maxScore);
    if (grade === null) return { ok: false, refusal: { line, code: 'invalidGrade' } };
    checked.push({ line, email: normalizeEmail(email), questionId, grade });
  }
  return { ok: true, rows: checked };
}

/** External grading rows: exactly 2 fields (invalidRowEntryExternalGrading), a whole grade from 0 to maxGrade (invalidGrade). */
export function checkExternalGradeRows(rows: readonly unknown[], maxGrade: number): RowsCheck<ExternalGradeRow> {
  const checked: ExternalGradeRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const line = index + 1;
    const cells = cellsOf(rows[index]);
    if (cells && isBlank(cells)) continue;
    if (!cells || cells.length !== 2) return { ok: false, refusal: { line, code: 'invalidRowEntryExternalGrading' } };
    const grade = wholeGradeOf(cells[1], maxGrade);
    if (grade === null) return { ok: false, refusal: { line, code: 'invalidGrade' } };
    checked.push({ line, email: normalizeEmail(cells[0]), grade });
  }
  return { ok: true, rows: checked };
}

/** The last row for each key: a later line of the file replaces an earlier one, as if they were stored in turn. */
export function lastOfEach<Row>(rows: readonly Row[], keyOf: (row: Row) => string): Row[] {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const key = keyOf(row);
    latest.delete(key);
    latest.set(key, row);
  }
  return [...latest.values()];
}
