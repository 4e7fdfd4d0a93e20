// Typed SQL on `pg` for the statements every learner request sends (the
// session's read, the answer save): sent on the pool Prisma's adapter uses,
// without the Prisma client's planning and mapping, which a profile of the
// exam day put at about a third of the server's busy time (issue 16,
// docs/decisions/cluster.md "Typed SQL on the hot path"). Everything else
// stays on Prisma.
import pg from 'pg';
import type { Db } from './database.ts';

export interface Sql {
  /** the rows of a statement, timestamps read as UTC (as Prisma reads them) */
  rows<Row>(text: string, values: unknown[]): Promise<Row[]>;
  /** the number of rows a statement changed */
  execute(text: string, values: unknown[]): Promise<number>;
}

// The schema's timestamp(3) columns hold UTC without a zone; pg would read them in the process's zone.
const { TIMESTAMP } = pg.types.builtins;
const parseUtcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP ? parseUtcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const sqls = new WeakMap<Db, Sql>();

/** Called once by openDatabase: typed SQL on the pool behind this client. */
export function attachPool(prisma: Db, pool: pg.Pool): void {
  sqls.set(prisma, {
    rows: async <Row>(text: string, values: unknown[]) => (await pool.query({ text, values, types })).rows as Row[],
    execute: async (text, values) => (await pool.query({ text, values, types })).rowCount ?? 0,
  });
}

/** Typed SQL on the pool of a client openDatabase made (the same connections, the same limit of one on the embedded database). */
export function sqlFor(prisma: Db): Sql {
  const sql = sqls.get(prisma);
  if (!sql) throw new Error('this Prisma client was not made by openDatabase: it has no pool for typed SQL');
  return sql;
}

/**
 * A moment as the schema's `timestamp(3)` columns hold it: UTC without a zone,
 * as Prisma writes it. (pg would send a Date in the process's local zone.)
 */
export function utcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}
