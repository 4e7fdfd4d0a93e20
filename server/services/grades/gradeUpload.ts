// What the grade uploads share: a batch is a list of rows of at most so many,
// it is applied all or nothing in one transaction, and it is answered with
// how many rows were applied and which rows were refused (line and code).
import type { RowRefusal } from '../../../domain/grades/gradeRows.ts';
import { AppError } from '../../errors.ts';

export interface GradeUploadReport {
  /** rows stored (a row repeating an earlier one of the same batch replaces it and counts too) */
  applied: number;
  /** rows not stored, each with its 1-based line in the batch and why */
  refused: RowRefusal[];
}

/** A 50,000-row batch writes and regrades for a few seconds; a busy machine gets more. */
export const UPLOAD_TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 120_000 };

/** The batch's rows (their cells checked by the upload's row rules), at most `max` (tooManyRows naming the field). */
export function batchRows<Row>(rows: readonly Row[], max: number, field: string): readonly Row[] {
  if (rows.length > max) throw new AppError('tooManyRows', { field, message: `At most ${max} rows per call` });
  return rows;
}

/** The answer: each row applied unless `refusalOf` names why not. */
export function reportOf<Row extends { line: number }>(rows: readonly Row[], refusalOf: (row: Row) => RowRefusal['code'] | null): GradeUploadReport {
  const refused: RowRefusal[] = [];
  for (const row of rows) {
    const code = refusalOf(row);
    if (code) refused.push({ line: row.line, code });
  }
  return { applied: rows.length - refused.length, refused };
}
