import { describe, expect, it } from 'vitest';
import { parseExternalGrades, parseManualGrades } from './gradeFiles.ts';
import { parseCsvText } from './readCsvFile.ts';

// q1 is worth 2 points, q2 (three spaces of weight 2) 6.
const maxScores = new Map([
  ['q1', 2],
  ['q2', 6],
]);
const maxScoreOf = (questionId: string) => {
  const maxScore = maxScores.get(questionId);
  return maxScore === undefined ? undefined : { id: questionId, number: '', text: '', maxScore, byHand: true };
};

describe('the manual grading file (admin spec §5): e-mail, question id, grade', () => {
  it('keeps each row with its line in the file, cells trimmed, blank and ",," lines skipped', () => {
    const rows = parseCsvText('\uFEFF Ali@Example.com , q1 , 2 \r\n\r\n,,\r\n"sara@example.com","q2","6"\r\n');
    expect(parseManualGrades(rows, maxScoreOf)).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['Ali@Example.com', 'q1', '2'] },
        { line: 4, cells: ['sara@example.com', 'q2', '6'] },
      ],
    });
  });

  it.each([
    ['two fields', 'a@example.com,q1', 'invalidRowEntry'],
    ['four fields', 'a@example.com,q1,1,late', 'invalidRowEntry'],
    ['a question id that is not one of the quiz', 'a@example.com,q9,1', 'missingQuestionID'],
    ['an empty question id', 'a@example.com,,1', 'missingQuestionID'],
    ['a negative grade', 'a@example.com,q1,-1', 'invalidGrade'],
    ['a fraction', 'a@example.com,q1,1.5', 'invalidGrade'],
    ['a word', 'a@example.com,q1,two', 'invalidGrade'],
    ["a grade above the question's max score", 'a@example.com,q1,3', 'invalidGrade'],
  ])('refuses %s with its code and the line of the file', (_case, bad, code) => {
    const rows = parseCsvText(`ok@example.com,q1,1\n\n${bad}\n`);
    expect(parseManualGrades(rows, maxScoreOf)).toEqual({ ok: false, problems: [{ line: 3, code }] });
  });

  it('names every bad line of the file, not only the first', () => {
    const rows = parseCsvText('a@example.com,q9,1\nb@example.com,q1,1\nc@example.com,q1\nd@example.com,q2,7\n');
    expect(parseManualGrades(rows, maxScoreOf)).toEqual({
      ok: false,
      problems: [
        { line: 1, code: 'missingQuestionID' },
        { line: 3, code: 'invalidRowEntry' },
        { line: 4, code: 'invalidGrade' },
      ],
    });
  });
});

describe('the manual grading template filled in (issue 30)', () => {
  const numbered = new Map([
    ['1', 'q1'],
    ['2', 'q2'],
  ]);
  const questionOf = (reference: string) => {
    const id = numbered.get(reference.split(' ')[0]) ?? reference;
    return maxScoreOf(id);
  };

  it('keeps a grade per filled cell, by question id, with the line of its learner', () => {
    const rows = parseCsvText('\uFEFFE-mail,Name,1 — Explain,2 — Spaces\r\nali@example.com,Ali,2,\r\nsara@example.com,Sara,1,6\r\n');
    expect(parseManualGrades(rows, questionOf)).toEqual({
      ok: true,
      rows: [
        { line: 2, cells: ['ali@example.com', 'q1', '2'] },
        { line: 3, cells: ['sara@example.com', 'q1', '1'] },
        { line: 3, cells: ['sara@example.com', 'q2', '6'] },
      ],
    });
  });

  it('names every bad line under the header', () => {
    const rows = parseCsvText('E-mail,Name,1 — Explain\nali@example.com,Ali,3\n,Nobody,1\nsara@example.com,Sara,1,extra\n');
    expect(parseManualGrades(rows, questionOf)).toEqual({
      ok: false,
      problems: [
        { line: 2, code: 'invalidGrade' },
        { line: 3, code: 'invalidRowEntry' },
        { line: 4, code: 'invalidRowEntry' },
      ],
    });
  });

  it('refuses a header column of no question at its line, the header', () => {
    const rows = parseCsvText('E-mail,Name,1 — Explain,7 — Gone\nali@example.com,Ali,1,1\n');
    expect(parseManualGrades(rows, questionOf)).toEqual({ ok: false, problems: [{ line: 1, code: 'missingQuestionID' }] });
  });
});

describe('the external grading file (admin spec §5): e-mail, grade up to maxGradeExternal', () => {
  it('keeps each row with its line in the file', () => {
    const rows = parseCsvText('ali@example.com,100\r\n\r\nsara@example.com, 0 \r\n');
    expect(parseExternalGrades(rows, 100)).toEqual({
      ok: true,
      rows: [
        { line: 1, cells: ['ali@example.com', '100'] },
        { line: 3, cells: ['sara@example.com', '0'] },
      ],
    });
  });

  it.each([
    ['one field', 'a@example.com', 'invalidRowEntryExternalGrading'],
    ['three fields', 'a@example.com,5,q1', 'invalidRowEntryExternalGrading'],
    ['a grade above maxGradeExternal', 'a@example.com,101', 'invalidGrade'],
    ['a negative grade', 'a@example.com,-5', 'invalidGrade'],
    ['a fraction', 'a@example.com,50.5', 'invalidGrade'],
    ['no grade', 'a@example.com,', 'invalidGrade'],
  ])('refuses %s with its code and the line of the file', (_case, bad, code) => {
    expect(parseExternalGrades(parseCsvText(`ok@example.com,1\r\n${bad}\r\n`), 100)).toEqual({ ok: false, problems: [{ line: 2, code }] });
  });
});
