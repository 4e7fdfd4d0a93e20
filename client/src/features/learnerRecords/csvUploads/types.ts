/** A line of an uploaded file that was not applied, and why (an error code of domain/errors.ts). */
export interface RowProblem {
  /** 1-based line of the file */
  line: number;
  code: string;
}
