// The rows of an uploaded grade file, checked before anything is stored
// (admin spec §5): a manual grading row is [e-mail, question, grade] (the
// question by id or by its number in the editor), or the file is the
// template, a learner a row and a question a column (issue 30); an external
// grading row is [e-mail, grade]. Cells come as the CSV parser read
// them (strings; numbers are taken too). The first malformed row refuses the
// whole batch with its code and its 1-based line in the batch; a blank row
// (a blank line of the file) is skipped. E-mails are trimmed and lower-cased.
import type { ErrorCode } from '../errors.ts';
import type { GradedQuestion, QuestionLookup } from './gradedQuestions.ts';
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

/** What a column of the template holds: the e-mail, the name (read by nobody), nothing, or a question's grades. */
export type ManualGradeColumn = 'email' | 'name' | 'blank' | GradedQuestion;

/**
 * How a manual grading file is laid out: rows [e-mail, question, grade]
 * (the question by id or by number), or the template's table, a header row
 * then a row per learner with a column per question.
 */
export type ManualGradeLayout = { kind: 'rows' } | { kind: 'table'; columns: ManualGradeColumn[] };

/** The layout a file's first row sets: `header` when that row is one (it holds no grade). */
export type LayoutCheck = { ok: true; layout: ManualGradeLayout; header: boolean } | { ok: false; code: ErrorCode };

const ROWS: ManualGradeLayout = { kind: 'rows' };

/**
 * A header is a first row whose first cell is no e-mail (it has no @) and
 * whose third, if any, is no grade, so no row [e-mail, question, grade] is
 * taken for one. Its columns after the first: a question (by number, "3 —
 * its text" as the template heads it, or id), the second may be the name, an
 * empty one holds nothing; anything else is missingQuestionID. A header of
 * three cells naming no question ("email,question,grade") heads rows.
 */
export function manualGradeLayoutOf(row: unknown, questionOf: QuestionLookup): LayoutCheck {
  const cells = cellsOf(row);
  if (!cells || cells.length < 2 || cells[0].includes('@') || (cells.length > 2 && WHOLE_NUMBER.test(cells[2]))) {
    return { ok: true, layout: ROWS, header: false };
  }
  const columns: ManualGradeColumn[] = ['email'];
  let unknown = false;
  for (let index = 1; index < cells.length; index += 1) {
    const question = cells[index] === '' ? undefined : questionOf(cells[index]);
    if (question) columns.push(question);
    else if (cells[index] === '') columns.push('blank');
    else if (index === 1) columns.push('name');
    else unknown = true;
  }
  if (!columns.some((column) => typeof column === 'object')) {
    if (cells.length === 3) return { ok: true, layout: ROWS, header: true };
    return { ok: false, code: unknown ? 'missingQuestionID' : 'invalidRowEntry' };
  }
  return unknown ? { ok: false, code: 'missingQuestionID' } : { ok: true, layout: { kind: 'table', columns }, header: true };
}

export type ManualRowCheck = { ok: true; grades: Omit<ManualGradeRow, 'line'>[] } | { ok: false; code: ErrorCode };

function rowGrades(cells: readonly string[], questionOf: QuestionLookup): ManualRowCheck {
  if (cells.length !== 3) return { ok: false, code: 'invalidRowEntry' };
  const [email, reference, gradeText] = cells;
  const question = questionOf(reference);
  if (!question) return { ok: false, code: 'missingQuestionID' };
  const grade = wholeGradeOf(gradeText, question.maxScore);
  if (grade === null) return { ok: false, code: 'invalidGrade' };
  return { ok: true, grades: [{ email: normalizeEmail(email), questionId: question.id, grade }] };
}

/** A learner's row of the template: an e-mail, and a whole grade (or nothing) under each question. */
function tableGrades(cells: readonly string[], columns: readonly ManualGradeColumn[]): ManualRowCheck {
  if (cells[0] === '' || cells.slice(columns.length).some((cell) => cell !== '')) return { ok: false, code: 'invalidRowEntry' };
  const grades: Omit<ManualGradeRow, 'line'>[] = [];
  const email = normalizeEmail(cells[0]);
  for (let index = 1; index < columns.length; index += 1) {
    const column = columns[index];
    const cell = cells[index] ?? '';
    if (column === 'name' || cell === '') continue;
    if (typeof column !== 'object') return { ok: false, code: 'invalidRowEntry' };
    const grade = wholeGradeOf(cell, column.maxScore);
    if (grade === null) return { ok: false, code: 'invalidGrade' };
    grades.push({ email, questionId: column.id, grade });
  }
  return { ok: true, grades };
}

/**
 * The grades of one row (not blank, not the header) of a file of the given
 * layout. Rows: exactly 3 fields (invalidRowEntry), a question of the quiz by
 * id or number (missingQuestionID), a whole grade from 0 to that question's
 * max score (invalidGrade). The template: an e-mail and nothing beyond the
 * header's columns (invalidRowEntry), a whole grade up to the column's
 * question's max or an empty cell (invalidGrade).
 */
export function manualGradesOfRow(row: unknown, layout: ManualGradeLayout, questionOf: QuestionLookup): ManualRowCheck {
  const cells = cellsOf(row);
  if (!cells) return { ok: false, code: 'invalidRowEntry' };
  return layout.kind === 'rows' ? rowGrades(cells, questionOf) : tableGrades(cells, layout.columns);
}

/** Whether a row is blank: no cells, or only empty ones (a blank line of the file). */
export function isBlankRow(row: unknown): boolean {
  const cells = cellsOf(row);
  return cells !== null && isBlank(cells);
}

/**
 * Manual grading rows, in either layout (manualGradeLayoutOf, set by the
 * first row that is not blank): each grade with its row's line. The first bad
 * row refuses the batch.
 */
export function checkManualGradeRows(rows: readonly unknown[], questionOf: QuestionLookup): RowsCheck<ManualGradeRow> {
  const checked: ManualGradeRow[] = [];
  let layout: ManualGradeLayout | null = null;
  for (let index = 0; index < rows.length; index += 1) {
    const line = index + 1;
    if (isBlankRow(rows[index])) continue;
    if (!layout) {
      const found = manualGradeLayoutOf(rows[index], questionOf);
      if (!found.ok) return { ok: false, refusal: { line, code: found.code } };
      layout = found.layout;
      if (found.header) continue;
    }
    const check = manualGradesOfRow(rows[index], layout, questionOf);
    if (!check.ok) return { ok: false, refusal: { line, code: check.code } };
    for (const grade of check.grades) checked.push({ line, ...grade });
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
