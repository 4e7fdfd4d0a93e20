// A page of a quiz's submissions table: sorted by submission time, result,
// e-mail or name (then by row id, so the order is total), filtered by a text
// the e-mail or the name contains (case-insensitive, LIKE's % and _ taken
// literally), paged by keyset cursors (submissionCursor.ts) forwards with
// first/after or backwards with last/before. docs/decisions/quizResultsScreen.md.
import type { Db } from '../../db/database.ts';
import { Prisma, type Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { resultRowsSource, type ResultRow } from './resultRowsSource.ts';
import { decodeCursor, encodeCursor, type CursorPosition, type SortKey, type SubmissionOrder } from './submissionCursor.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;
export const DEFAULT_ORDER: SubmissionOrder = { field: 'SUBMITTED_AT', direction: 'DESC' };

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  orderBy?: SubmissionOrder | null;
  search?: string | null;
}

export interface ResultRowsPage {
  rows: Array<{ cursor: string; row: ResultRow }>;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** the rows the search matches, on every page */
  totalCount: number;
}

// The key of each order over the derived table r. Nulls get a key below every
// value (rows of an external quiz without a submission or without a grade), so
// comparisons never meet a null.
const SORT_KEYS: Record<SubmissionOrder['field'], Prisma.Sql> = {
  SUBMITTED_AT: Prisma.sql`COALESCE(r."submittedAt", TIMESTAMP '1970-01-01 00:00:00')`,
  RESULT: Prisma.sql`COALESCE(r."result", -1)`,
  EMAIL: Prisma.sql`r."email"`,
  NAME: Prisma.sql`r."name"`,
};

function keyParameter(order: SubmissionOrder, key: SortKey): Prisma.Sql {
  if (order.field === 'SUBMITTED_AT') return Prisma.sql`${String(key)}::timestamp(3)`;
  if (order.field === 'RESULT') return Prisma.sql`${Number(key)}::int`;
  return Prisma.sql`${String(key)}::text`;
}

function keyOf(order: SubmissionOrder, value: unknown): SortKey {
  if (order.field === 'SUBMITTED_AT') return (value instanceof Date ? value : new Date(String(value))).toISOString();
  if (order.field === 'RESULT') return Number(value);
  return String(value);
}

/** The text a search matches, with LIKE's metacharacters escaped; null for no search. */
export function containsPattern(search: string | null | undefined): string | null {
  if (search === null || search === undefined) return null;
  if (search.length > MAX_SEARCH_LENGTH) throw new AppError('invalid_data_entry', { field: 'search' });
  const text = search.trim();
  return text === '' ? null : `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

function searchCondition(pattern: string | null): Prisma.Sql {
  if (pattern === null) return Prisma.sql`TRUE`;
  return Prisma.sql`(r."email" ILIKE ${pattern} ESCAPE '\\' OR r."name" ILIKE ${pattern} ESCAPE '\\')`;
}

function pageSize(value: number | null | undefined, field: 'first' | 'last'): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PAGE_SIZE) throw new AppError('invalid_data_entry', { field });
  return value;
}

interface Window {
  size: number;
  /** reading towards the end of the order (first/after) or towards its start (last/before) */
  forwards: boolean;
  from: CursorPosition | null;
}

function windowOf(args: PageArgs, order: SubmissionOrder): Window {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  if (first !== null && last !== null) throw new AppError('invalid_data_entry', { field: 'last' });
  if (args.after && args.before) throw new AppError('invalid_data_entry', { field: 'before' });
  if (last !== null || (args.before && first === null)) {
    return { size: last ?? DEFAULT_PAGE_SIZE, forwards: false, from: args.before ? decodeCursor(args.before, order, 'before') : null };
  }
  return { size: first ?? DEFAULT_PAGE_SIZE, forwards: true, from: args.after ? decodeCursor(args.after, order, 'after') : null };
}

export async function resultRowsPage(prisma: Db, quiz: Quiz, args: PageArgs): Promise<ResultRowsPage> {
  const order = args.orderBy ?? DEFAULT_ORDER;
  const window = windowOf(args, order);
  const matches = searchCondition(containsPattern(args.search));
  const source = resultRowsSource(quiz);
  const key = SORT_KEYS[order.field];

  // Reading backwards reads the reversed order and turns the page round.
  const ascending = (order.direction === 'ASC') === window.forwards;
  const direction = Prisma.raw(ascending ? 'ASC' : 'DESC');
  const after = window.from
    ? Prisma.sql`(${key}, r."rowId") ${Prisma.raw(ascending ? '>' : '<')} (${keyParameter(order, window.from.key)}, ${window.from.rowId})`
    : Prisma.sql`TRUE`;

  const [found, counted] = await Promise.all([
    // One row more than asked: whether there is a next page.
    prisma.$queryRaw<Array<ResultRow & { sortKey: unknown }>>`
      SELECT r.*, ${key} AS "sortKey" FROM ${source}
      WHERE ${matches} AND ${after}
      ORDER BY ${key} ${direction}, r."rowId" ${direction}
      LIMIT ${window.size + 1}`,
    prisma.$queryRaw<Array<{ count: number }>>`SELECT COUNT(*)::int AS "count" FROM ${source} WHERE ${matches}`,
  ]);

  const more = found.length > window.size;
  const kept = found.slice(0, window.size);
  if (!window.forwards) kept.reverse();
  const rows = kept.map(({ sortKey, ...row }) => ({
    cursor: encodeCursor(order, { key: keyOf(order, sortKey), rowId: row.rowId }),
    row: { ...row, gradeOffset: Number(row.gradeOffset), result: row.result === null ? null : Number(row.result) },
  }));
  return {
    rows,
    // Relay's spec lets the side not being read answer "there was a cursor": the client pages one way.
    hasNextPage: window.forwards ? more : window.from !== null,
    hasPreviousPage: window.forwards ? window.from !== null : more,
    totalCount: counted[0]?.count ?? 0,
  };
}
