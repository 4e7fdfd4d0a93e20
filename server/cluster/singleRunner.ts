// Work that exactly one server process may do at a time (the attempt sweep):
// a PostgreSQL advisory lock, held on a connection of its own for the run, so
// processes sweeping at the same moment do not both finalise the same attempts;
// the ones that do not get the lock skip that round. On the embedded database
// there is one process (and one connection, which the run itself needs), so
// the work just runs.
import type pg from 'pg';

/** Runs `work` unless another process holds the lock named `name`; returns whether it ran. */
export async function runInOneProcess(pool: pg.Pool | null, name: string, work: () => Promise<unknown>): Promise<boolean> {
  if (!pool) {
    await work();
    return true;
  }
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
