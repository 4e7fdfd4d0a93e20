// Rows per call (admin spec §9, "Upload batches"), and what a call may weigh.
import { MAX_EXTERNAL_GRADE_ROWS } from '../../../../../domain/grades/gradeRows.ts';
import type { BatchBytes } from './batches.ts';
import type { GradeRow } from './gradeFiles.ts';

/** private users: 100 e-mails a setExaminees call */
export const EXAMINEES_PER_BATCH = 100;

/** delete examinees / registrants by file: as many e-mails a call as the private users upload */
export const ENTRIES_PER_BATCH = 100;

/** external grades: 100 rows a setQuizExternalGrades call */
export const EXTERNAL_GRADES_PER_BATCH = MAX_EXTERNAL_GRADE_ROWS;

/**
 * Manual grades: the spec's batch is 50,000 rows (MAX_MANUAL_GRADE_ROWS, the
 * legacy REST call), but GraphQL takes lists of at most 10,000 items and
 * bodies of at most 1,000,000 bytes (server/http/inputGuard.ts,
 * graphqlInputGuard.ts; docs/decisions/grades.md "Size limits"), so this
 * client sends at most 10,000 rows a call, and fewer when long cells would
 * make the body too heavy (900,000 bytes of rows leave room for the rest).
 */
export const MANUAL_GRADES_PER_BATCH = 10_000;

const encoder = new TextEncoder();

export const MANUAL_GRADES_BATCH_BYTES: BatchBytes<GradeRow> = {
  maxBytes: 900_000,
  // the row as JSON in the body, with the comma after it
  bytesOf: (row) => encoder.encode(JSON.stringify(row.cells)).length + 1,
};
