// Reads the results file of `npm run bench:results` back with exceljs's
// streaming reader (never whole in memory) and checks it: both sheets, the
// headers, one row per learner in e-mail order, and every value of one row
// in about a thousand plus the last against the seed's formulas.
import ExcelJS from 'exceljs';
import { localTimeText } from '../../server/services/results/resultsTable.ts';
import { expectedRow, learnerEmail } from './seed.ts';

const SAMPLE_EVERY = 997;
const MAX_PROBLEMS = 10;

type Values = (string | number | null)[];

/** The row's cells from the first column, empty ones as null. */
function cellsOf(row: ExcelJS.Row, width: number): Values {
  const values = row.values as unknown[];
  return Array.from({ length: width }, (_, index) => {
    const value = values[index + 1];
    return value === undefined || value === null || value === '' ? null : (value as string | number);
  });
}

const same = (a: Values, b: Values) => a.length === b.length && a.every((value, index) => value === b[index]);

export interface Verdict {
  sheets: number;
  rows: number[];
  sampled: number;
  problems: string[];
}

export async function verifyResultsFile(path: string, learners: number, utcOffsetMinutes: number, questions: number): Promise<Verdict> {
  const problems: string[] = [];
  const problem = (text: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(text);
  };
  const rows: number[] = [];
  let sampled = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let sheet = 0;
  for await (const worksheet of reader) {
    sheet += 1;
    const width = sheet === 1 ? 8 : 2 + questions;
    let index = -1;
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      index += 1;
      const cells = cellsOf(row, width);
      if (index === 0) {
        const expected = sheet === 1 ? ['البريد الإلكتروني', 'الاسم', 'تيليجرام', 'الدرجة'] : ['البريد الإلكتروني', 'الاسم', 'س1: 10 + 1 ='];
        if (!same(cells.slice(0, expected.length), expected)) problem(`sheet ${sheet} headers: ${JSON.stringify(cells)}`);
        continue;
      }
      if (cells[0] !== learnerEmail(index)) problem(`sheet ${sheet} row ${index}: e-mail ${cells[0]}, expected ${learnerEmail(index)}`);
      if (index % SAMPLE_EVERY !== 1 && index !== learners) continue;
      sampled += 1;
      const want = expectedRow(index);
      const expected: Values =
        sheet === 1
          ? [want.email, want.name, want.telegram, want.result, want.maxGrade, want.gradeOffset, want.passed ? 'ناجح' : 'راسب', localTimeText(want.submittedAt, utcOffsetMinutes)]
          : [want.email, want.name, ...want.scores];
      if (!same(cells, expected)) problem(`sheet ${sheet} row ${index}: ${JSON.stringify(cells)}, expected ${JSON.stringify(expected)}`);
    }
    rows.push(index);
    if (index !== learners) problem(`sheet ${sheet} has ${index} learner rows, expected ${learners}`);
  }
  if (sheet !== 2) problem(`${sheet} sheets, expected 2`);
  return { sheets: sheet, rows, sampled, problems };
}
