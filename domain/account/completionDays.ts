// A timed account's completion days (admin spec §5: "Completion days must be
// a non-negative integer"). A blank field clears the setting (no limit).
import { isNonNegativeInteger } from '../validation/inputRules.ts';

export type CompletionDaysInput = { ok: true; value: number | null } | { ok: false };

/** The value to save for what the owner typed, or not ok when it breaks the rule. */
export function parseCompletionDays(text: string): CompletionDaysInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  return isNonNegativeInteger(trimmed) ? { ok: true, value: Number(trimmed) } : { ok: false };
}
