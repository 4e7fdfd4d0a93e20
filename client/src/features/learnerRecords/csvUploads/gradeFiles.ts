// The grading files (admin spec §5), checked in the browser by the same rules
// the server applies (domain/grades/gradeRows.ts), so a file with a bad line
// sends nothing and the owner learns every bad line at once, by its line in
// the file. The rows kept for sending carry their file line, so a row the
// server refuses (by its line in the batch) is named by its line in the file.
import type { QuestionLookup } from '../../../../../domain/grades/gradedQuestions.ts';
import { checkExternalGradeRows, manualGradeLayoutOf, manualGradesOfRow } from '../../../../../domain/grades/gradeRows.ts';
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
 * The manual grading file, in either layout the server takes
 * (domain/grades/gradeRows.ts): rows `e-mail,question,grade`, the question
 * by id or by its number in the editor; or the template, a header row and a
 * learner a row, a question a column. Each grade is kept as a row
 * `e-mail,question id,grade` with its line in the file, so the server gets
 * the ids the file's numbers meant when it was checked.
 */
export function parseManualGrades(rows: readonly CsvRow[], questionOf: QuestionLookup): GradeFileCheck {
  const kept: GradeRow[] = [];
  const problems: RowProblem[] = [];
  const [first] = rows;
  const found = first ? manualGradeLayoutOf(first.fields.map((field) => field.trim()), questionOf) : null;
  if (found && !found.ok) return { ok: false, problems: [{ line: first.line, code: found.code }] };
  const layout = found?.ok ? found.layout : null;
  for (const [index, { line, fields }] of rows.entries()) {
    if (!layout || (index === 0 && found?.ok && found.header)) continue;
    const cells = fields.map((field) => field.trim());
    const check = manualGradesOfRow(cells, layout, questionOf);
    if (!check.ok) problems.push({ line, code: check.code });
    else for (const grade of check.grades) kept.push({ line, cells: [cells[0], grade.questionId, String(grade.grade)] });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: kept };
}
