// Keyset cursors of the submissions table: a cursor names the row it follows
// by its sort key and id, and the order it was made for. A page after it is
// "the rows whose (key, id) comes after this pair" in that order, so pages stay
// right while submissions arrive or change, and a deep page costs what the
// first one does. A cursor of another order is refused (invalid_data_entry).
import { AppError } from '../../errors.ts';

export const ORDER_FIELDS = ['SUBMITTED_AT', 'RESULT', 'EMAIL', 'NAME'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export const ORDER_DIRECTIONS = ['ASC', 'DESC'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

export interface SubmissionOrder {
  field: OrderField;
  direction: OrderDirection;
}

/** A sort key as the cursor holds it: a time as ISO text, a result as a number, a text as itself. */
export type SortKey = string | number;

export interface CursorPosition {
  key: SortKey;
  rowId: string;
}

const MAX_CURSOR_LENGTH = 2000;

export function encodeCursor(order: SubmissionOrder, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([order.field, order.direction, position.key, position.rowId])).toString('base64url');
}

// What the database would refuse (and answer with an internal error) is
// refused here: a result outside int4, a time not in the form encodeCursor
// writes (or on a day that does not exist), a text with NUL or half a surrogate pair.
const INT4 = 2 ** 31;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNSTORABLE_TEXT = /\u0000|\p{Cs}/u;

/** An instant as toISOString writes it (so a day that does not exist is refused), from 1970 on. */
function isInstant(text: string): boolean {
  if (!ISO_INSTANT.test(text) || text < '1970') return false;
  const instant = new Date(text);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === text;
}

const storableText = (value: unknown): value is string => typeof value === 'string' && !UNSTORABLE_TEXT.test(value);

function keyFits(field: OrderField, key: unknown): key is SortKey {
  if (field === 'RESULT') return typeof key === 'number' && Number.isInteger(key) && key >= -INT4 && key < INT4;
  if (field === 'SUBMITTED_AT') return typeof key === 'string' && isInstant(key);
  return storableText(key);
}

/** The position a cursor names, for this order; invalid_data_entry on `field` for anything else. */
export function decodeCursor(cursor: string, order: SubmissionOrder, field: 'after' | 'before'): CursorPosition {
  const refuse = () => new AppError('invalid_data_entry', { field });
  if (cursor.length > MAX_CURSOR_LENGTH) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw refuse();
  const [cursorField, direction, key, rowId] = parsed as unknown[];
  if (cursorField !== order.field || direction !== order.direction) throw refuse();
  if (!keyFits(order.field, key) || !storableText(rowId) || rowId === '') throw refuse();
  return { key, rowId };
}
