// Work that exactly one server process may do at a time: a PostgreSQL advisory
// lock, held on a connection of its own for the run. The attempt sweep skips
// its round when another process holds it (runInOneProcess), so processes
// sweeping at the same moment do not both finalise the same attempts; the job
// queue's set-up waits its turn (runOneAtATime), since processes starting
// together and creating pg-boss's queues at once deadlock. On the embedded
// database there is one process (and one connection, which the work itself
// needs), so the work just runs.
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

/** Runs `work` once no other process holds the lock named `name`, holding it meanwhile. */
export async function runOneAtATime<T>(pool: pg.Pool | null, name: string, work: () => Promise<T>): Promise<T> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
