// TEMPORARY stand-in for domain/grades/gradeRows.ts (the grades branch, not
// yet on main): the same two checks with the same signatures, so the merge
// replaces this file by an import of the domain's. Delete it then.
type Refusal = { ok: false; refusal: { line: number; code: string } };
type Check = { ok: true } | Refusal;

const WHOLE_NUMBER = /^\d{1,9}$/;
const wholeGradeOf = (text: string, max: number) => (WHOLE_NUMBER.test(text) && Number(text) <= max ? Number(text) : null);
const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export function checkManualGradeRows(rows: readonly (readonly string[])[], maxScoreOf: (questionId: string) => number | undefined): Check {
  for (const [index, raw] of rows.entries()) {
    const cells = raw.map((cell) => cell.trim());
    if (blank(cells)) continue;
    const line = index + 1;
    if (cells.length !== 3) return { ok: false, refusal: { line, code: 'invalidRowEntry' } };
    const max = maxScoreOf(cells[1]);
    if (max === undefined) return { ok: false, refusal: { line, code: 'missingQuestionID' } };
    if (wholeGradeOf(cells[2], max) === null) return { ok: false, refusal: { line, code: 'invalidGrade' } };
  }
  return { ok: true };
}

export function checkExternalGradeRows(rows: readonly (readonly string[])[], maxGrade: number): Check {
  for (const [index, raw] of rows.entries()) {
    const cells = raw.map((cell) => cell.trim());
    if (blank(cells)) continue;
    const line = index + 1;
    if (cells.length !== 2) return { ok: false, refusal: { line, code: 'invalidRowEntryExternalGrading' } };
    if (wholeGradeOf(cells[1], maxGrade) === null) return { ok: false, refusal: { line, code: 'invalidGrade' } };
  }
  return { ok: true };
}
