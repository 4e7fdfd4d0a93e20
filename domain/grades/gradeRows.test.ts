import { describe, expect, it } from 'vitest';
import { checkExternalGradeRows, checkManualGradeRows, lastOfEach, wholeGradeOf } from './gradeRows.ts';

// q1 is worth 2, q2 (complete-the-spaces, weight 2 × 3 spaces) 6, info 0.
const maxScores: Record<string, number> = { q1: 2, q2: 6, info: 0 };
const maxScoreOf = (id: string) => (maxScores[id] === undefined ? undefined : { id, number: '', text: '', maxScore: maxScores[id], byHand: false });

describe('manual grading rows (admin spec §5)', () => {
  it('trims and lower-cases e-mails, trims question ids and reads grades as whole numbers, numbering rows from 1', () => {
    const check = checkManualGradeRows(
      [
        [' Ali@Example.COM ', 'q1', '2'],
        ['sara@example.com', ' q2 ', 6],
        ['omar@example.com', 'info', '0'],
      ],
      maxScoreOf,
    );
    expect(check).toEqual({
      ok: true,
      rows: [
        { line: 1, email: 'ali@example.com', questionId: 'q1', grade: 2 },
        { line: 2, email: 'sara@example.com', questionId: 'q2', grade: 6 },
        { line: 3, email: 'omar@example.com', questionId: 'info', grade: 0 },
      ],
    });
  });

  it('skips blank rows (blank lines of the file) but keeps counting them', () => {
    const check = checkManualGradeRows([[], [''], [' ', '', ''], ['a@example.com', 'q1', '1']], maxScoreOf);
    expect(check).toEqual({ ok: true, rows: [{ line: 4, email: 'a@example.com', questionId: 'q1', grade: 1 }] });
  });

  it.each([
    ['two fields', ['a@example.com', 'q1'], 'invalidRowEntry'],
    ['four fields', ['a@example.com', 'q1', '1', 'extra'], 'invalidRowEntry'],
    ['a row that is not a list', 'a@example.com,q1,1', 'invalidRowEntry'],
    ['a cell that is not text', ['a@example.com', null, '1'], 'invalidRowEntry'],
    ['a nested cell', ['a@example.com', ['q1'], '1'], 'invalidRowEntry'],
    ['an unknown question id', ['a@example.com', 'q9', '1'], 'missingQuestionID'],
    ['an empty question id', ['a@example.com', '', '1'], 'missingQuestionID'],
    ['a grade above the question max', ['a@example.com', 'q1', '3'], 'invalidGrade'],
    ['a grade above the spaces max (weight × spaces)', ['a@example.com', 'q2', '7'], 'invalidGrade'],
    ['a grade for a question worth nothing', ['a@example.com', 'info', '1'], 'invalidGrade'],
    ['a negative grade', ['a@example.com', 'q1', '-1'], 'invalidGrade'],
    ['a fraction', ['a@example.com', 'q1', '1.5'], 'invalidGrade'],
    ['a numeric fraction', ['a@example.com', 'q1', 1.5], 'invalidGrade'],
    ['an empty grade', ['a@example.com', 'q1', ''], 'invalidGrade'],
    ['a word', ['a@example.com', 'q1', 'two'], 'invalidGrade'],
    ['an exponent', ['a@example.com', 'q1', '1e0'], 'invalidGrade'],
  ])('refuses the batch at the first bad row: %s', (_case, bad, code) => {
    const check = checkManualGradeRows([['a@example.com', 'q1', '1'], [], bad], maxScoreOf);
    expect(check).toEqual({ ok: false, refusal: { line: 3, code } });
  });
});

describe('external grading rows (admin spec §5)', () => {
  it('reads e-mail and grade, up to maxGradeExternal', () => {
    expect(checkExternalGradeRows([[' A@Example.com', '100'], ['b@example.com', 0]], 100)).toEqual({
      ok: true,
      rows: [
        { line: 1, email: 'a@example.com', grade: 100 },
        { line: 2, email: 'b@example.com', grade: 0 },
      ],
    });
  });

  it.each([
    ['one field', ['a@example.com'], 'invalidRowEntryExternalGrading'],
    ['three fields', ['a@example.com', '1', 'q1'], 'invalidRowEntryExternalGrading'],
    ['not a list', { email: 'a@example.com' }, 'invalidRowEntryExternalGrading'],
    ['above maxGradeExternal', ['a@example.com', '101'], 'invalidGrade'],
    ['negative', ['a@example.com', '-5'], 'invalidGrade'],
    ['a fraction', ['a@example.com', '50.5'], 'invalidGrade'],
  ])('refuses the batch at the first bad row: %s', (_case, bad, code) => {
    expect(checkExternalGradeRows([[''], bad], 100)).toEqual({ ok: false, refusal: { line: 2, code } });
  });
});

describe('wholeGradeOf', () => {
  it.each([
    ['0', 5, 0],
    [' 5 ', 5, 5],
    ['007', 10, 7],
    [3, 5, 3],
    ['6', 5, null],
    ['+1', 5, null],
    ['1 000', 5000, null],
    ['٣', 5, null],
    ['9999999999', Number.MAX_SAFE_INTEGER, null],
  ])('%j with max %d is %j', (cell, max, grade) => {
    expect(wholeGradeOf(cell, max)).toBe(grade);
  });
});

it('lastOfEach keeps the last row of each key, in the order of the last rows', () => {
  const rows = [
    { key: 'a', value: 1 },
    { key: 'b', value: 2 },
    { key: 'a', value: 3 },
  ];
  expect(lastOfEach(rows, (row) => row.key)).toEqual([
    { key: 'b', value: 2 },
    { key: 'a', value: 3 },
  ]);
});
