import type { NumberInput } from '../../../../../domain/quiz/editorRules.ts';

/**
 * What a number field holds after the user typed `text`: nothing when blank,
 * the number when the text is exactly that number, else the text itself, for
 * the editor's rules to report (or, as '007', to save as 7).
 */
export function numberInput(text: string): NumberInput {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text) && String(Number(text)) === text ? Number(text) : text;
}

export function numberText(value: NumberInput): string {
  return value === null || value === undefined ? '' : String(value);
}
