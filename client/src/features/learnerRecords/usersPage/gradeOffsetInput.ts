// The grade adjustment field: a whole number, negative to take points off.
// The server keeps the result within 0..the quiz's maximum (domain/quiz/score.ts)
// and answers the new result, so the page never computes one itself.

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** The offset the text names, or null when it is not a whole number (GraphQL's Int range). */
export function parseGradeOffset(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const offset = Number(trimmed);
  if (Math.abs(offset) > INT_MAX) return null;
  return offset === 0 ? 0 : offset; // not -0
}

// GraphQL's Int is a signed 32-bit number; a larger one would fail as a variable.
const INT_MAX = 2 ** 31 - 1;
