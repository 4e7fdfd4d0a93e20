// A checked file as the dialogs send it: its rows in batches, or what stops it.
import { inBatches, type BatchBytes } from './batches.ts';
import { parseEmailList } from './emailList.ts';
import type { GradeFileCheck, GradeRow } from './gradeFiles.ts';
import type { CsvRow } from './readCsvFile.ts';
import type { Prepared } from './types.ts';

export function prepareEmailList(rows: readonly CsvRow[], batchSize: number): Prepared<string> {
  const check = parseEmailList(rows);
  if (!check.ok) return { kind: 'invalidEmails', invalid: check.invalid };
  return { kind: 'ready', batches: inBatches(check.emails, batchSize), rows: check.emails.length };
}

export function prepareGradeFile(check: GradeFileCheck, batchSize: number, bytes?: BatchBytes<GradeRow>): Prepared<GradeRow> {
  if (!check.ok) return { kind: 'problems', problems: check.problems };
  return { kind: 'ready', batches: inBatches(check.rows, batchSize, bytes), rows: check.rows.length };
}
