// PostgreSQL beside the exam, every 100 ms, for the stall report: what its
// backends were waiting on (locks, WAL writes and flushes, disk reads), and
// what its background work was doing (the checkpointer, autovacuum), read
// from pg_stat_activity on a connection of its own.
import pg from 'pg';
import { STALL_SAMPLE_MS } from '../../server/diagnostics/stallProbe.ts';

export interface PostgresSample {
  at: number;
  /** the exam database's backends running a statement */
  active: number;
  /** what they waited on, as "type:event" → how many */
  waits: Record<string, number>;
  /** background processes at work: "checkpointer:DataFileSync", "autovacuum: VACUUM public.\"Attempt\"" */
  background: string[];
}

const ACTIVITY = `SELECT backend_type, state, wait_event_type, wait_event, left(query, 60) AS query, datname = current_database() AS ours
  FROM pg_stat_activity WHERE pid <> pg_backend_pid()`;

interface ActivityRow {
  backend_type: string;
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
  query: string | null;
  ours: boolean | null;
}

/** One sample from pg_stat_activity's rows. Idle background waits (the checkpointer's main loop, say) are left out. */
export function postgresSampleOf(rows: readonly ActivityRow[], at: number): PostgresSample {
  const sample: PostgresSample = { at, active: 0, waits: {}, background: [] };
  for (const row of rows) {
    if (row.backend_type === 'client backend') {
      if (!row.ours || row.state !== 'active') continue;
      sample.active += 1;
      if (row.wait_event_type && row.wait_event_type !== 'Client') {
        const key = `${row.wait_event_type}:${row.wait_event}`;
        sample.waits[key] = (sample.waits[key] ?? 0) + 1;
      }
    } else if (row.backend_type === 'autovacuum worker' && row.query) {
      sample.background.push(row.query.trim());
    } else if (row.wait_event_type && row.wait_event_type !== 'Activity') {
      sample.background.push(`${row.backend_type}:${row.wait_event}`);
    }
  }
  return sample;
}

/** Samples until the returned stop; a sample that fails (the database is going away) is skipped. */
export async function startPostgresTrace(databaseUrl: string, samples: PostgresSample[], intervalMs = STALL_SAMPLE_MS): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      try {
        const { rows } = await client.query<ActivityRow>(ACTIVITY);
        samples.push(postgresSampleOf(rows, Date.now()));
      } catch {
        // the next sample tells
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, intervalMs - (Date.now() - started))));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    await client.end();
  };
}
