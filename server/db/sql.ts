// Typed SQL on `pg` for the statements every learner request sends (the
// session's read, the answer save): sent on the pool Prisma's adapter uses,
// without the Prisma client's planning and mapping, which a profile of the
// exam day put at about a third of the server's busy time (issue 16,
// docs/decisions/cluster.md "Typed SQL on the hot path"). Everything else
// stays on Prisma.
import { createHash } from 'node:crypto';
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

// Each statement is prepared once per connection, under a name made from its
// words, and then only bound and run: PostgreSQL parses it once and, after a
// few runs, plans it once (docs/decisions/cluster.md, "Prepared statements").
const names = new Map<string, string>();

/** The statement as a named query of pg: the same words always get the same name. */
export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `hot_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`));
  return { name, text, values };
}

const sqls = new WeakMap<Db, Sql>();

/**
 * Called once by openDatabase: typed SQL on the pool behind this client.
 * Without `prepare` (the embedded database) statements are sent unnamed: every
 * client of PGlite's socket shares its one session, so a name one client
 * prepared is taken for the next client that connects.
 */
export function attachPool(prisma: Db, pool: pg.Pool, options: { prepare: boolean }): void {
  const query = options.prepare ? prepared : (text: string, values: unknown[]): pg.QueryConfig => ({ text, values });
  sqls.set(prisma, {
    rows: async <Row>(text: string, values: unknown[]) => (await pool.query({ ...query(text, values), types })).rows as Row[],
    execute: async (text, values) => (await pool.query({ ...query(text, values), types })).rowCount ?? 0,
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
