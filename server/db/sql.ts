// Typed SQL on `pg` for the statements every learner request sends (the
// session's read, the answer save): sent on the pool Prisma's adapter uses,
// without the Prisma client's planning and mapping, which a profile of the
// exam day put at about a third of the server's busy time (issue 16,
// docs/decisions/cluster.md "Typed SQL on the hot path"). Everything else
// stays on Prisma.
import type pg from 'pg';
import type { Db } from './database.ts';

const pools = new WeakMap<Db, pg.Pool>();

/** Called once by openDatabase: the pool behind this client, for sqlFor. */
export function attachPool(prisma: Db, pool: pg.Pool): void {
  pools.set(prisma, pool);
}

/** The pool of a client openDatabase made (the same connections, the same limit of one on the embedded database). */
export function sqlFor(prisma: Db): pg.Pool {
  const pool = pools.get(prisma);
  if (!pool) throw new Error('this Prisma client was not made by openDatabase: it has no pool for typed SQL');
  return pool;
}

/**
 * A moment as the schema's `timestamp(3)` columns hold it: UTC without a zone,
 * as Prisma writes it. (pg would send a Date in the process's local zone.)
 */
export function utcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 23).replace('T', ' ');
}
