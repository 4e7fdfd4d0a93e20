import type { QuestionDraft } from '../../../../../domain/quiz/editorRules.ts';

/** A question with choices: single choice (0), multiple answers (5), checkbox (6), course link (7). */
export type ChoiceDraft = Extract<QuestionDraft, { type: 0 | 5 | 6 | 7 }>;

export type QuestionDraftOf<T extends QuestionDraft['type']> = Extract<QuestionDraft, { type: T }>;

/** `values` as long as the choices, missing entries filled in, with entry `index` set. */
export function withEntry<T>(values: readonly T[] | undefined, length: number, filler: T, index: number, value: T): T[] {
  const padded = Array.from({ length: Math.max(length, values?.length ?? 0) }, (_, position) => values?.[position] ?? filler);
  padded[index] = value;
  return padded;
}
