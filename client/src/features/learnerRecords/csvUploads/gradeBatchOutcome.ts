// A grade upload's answer for one batch, in the file's lines: the server
// numbers the rows of a batch from 1 (a refused row, or the row that refused
// the whole batch); the owner knows them by their lines in the file.
import { fileLineOf, type BatchOutcome } from './batches.ts';
import type { GradeRow } from './gradeFiles.ts';

/** The setQuizManualGrades / setQuizExternalGrades result union as the mutations select it. */
export type GradeBatchAnswer =
  | { readonly __typename: 'AppError'; readonly code: string; readonly line?: number | null }
  | {
      readonly __typename: 'MutationSetQuizManualGradesSuccess' | 'MutationSetQuizExternalGradesSuccess';
      readonly data: { readonly applied: number; readonly refused: readonly { readonly line: number; readonly code: string }[] };
    }
  | { readonly __typename: '%other' };

export function gradeBatchOutcome(batch: readonly GradeRow[], answer: GradeBatchAnswer | undefined | null): BatchOutcome {
  if (!answer || answer.__typename === '%other') return { ok: false, code: 'unknown' };
  if (answer.__typename === 'AppError') return { ok: false, code: answer.code, line: fileLineOf(batch, answer.line) };
  return {
    ok: true,
    applied: answer.data.applied,
    refused: answer.data.refused.map((refusal) => ({ line: fileLineOf(batch, refusal.line) ?? refusal.line, code: refusal.code })),
  };
}
