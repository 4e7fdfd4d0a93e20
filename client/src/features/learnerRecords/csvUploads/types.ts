import type { InvalidEmailLine } from './emailList.ts';

/** A line of an uploaded file that was not applied, and why (an error code of domain/errors.ts). */
export interface RowProblem {
  /** 1-based line of the file */
  line: number;
  code: string;
}

/** What a dialog makes of a file's rows: batches to send, or the lines that stop it. */
export type Prepared<Item> =
  | { kind: 'ready'; batches: Item[][]; rows: number }
  | { kind: 'invalidEmails'; invalid: InvalidEmailLine[] }
  | { kind: 'problems'; problems: RowProblem[] };
