// The pub/sub between processes without Redis: PostgreSQL LISTEN/NOTIFY. Two
// transports on one database stand for two processes: what one publishes, both
// hear (by topic and id), and a listening connection killed by the database is
// replaced and hears again. Collected only with TEST_DATABASE_URL (vitest.config.ts).
import { createPubSub } from 'graphql-yoga';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../testing/testApp.ts';
import { createPostgresEventTarget, EVENT_CHANNEL, type PostgresEventTarget } from './postgresEventTarget.ts';
import type { Topics } from './pubSub.ts';

const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
if (!databaseUrl) throw new Error('collected only with TEST_DATABASE_URL (vitest.config.ts)');

/** The next event of a subscription, or 'none' after `ms`. */
async function nextWithin<T>(iterator: AsyncIterator<T>, ms: number): Promise<T | 'none'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'none'>((resolve) => (timer = setTimeout(() => resolve('none'), ms)));
  const next = iterator.next().then((result) => result.value as T);
  const value = await Promise.race([next, timeout]);
  clearTimeout(timer);
  return value;
}

describe('pub/sub through PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let pool: pg.Pool;
  const transports: PostgresEventTarget[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase(databaseUrl);
    pool = new pg.Pool({ connectionString: database.url });
    transports.push(createPostgresEventTarget(database.url, pool), createPostgresEventTarget(database.url, pool));
    await Promise.all(transports.map((transport) => transport.ready()));
  });
  afterAll(async () => {
    await Promise.all(transports.map((transport) => transport.close()));
    await pool?.end();
    await database?.drop();
  });

  it("delivers one process's event to the other's subscribers of that topic and id only", async () => {
    const [one, other] = transports.map((transport) => createPubSub<Topics>({ eventTarget: transport.eventTarget }));
    const wanted = other.subscribe('jobProgress', 'job-1')[Symbol.asyncIterator]();
    const unwanted = other.subscribe('jobProgress', 'job-2')[Symbol.asyncIterator]();
    const own = one.subscribe('jobProgress', 'job-1')[Symbol.asyncIterator]();
    // a subscription listens from its first next()
    const arrivals = [nextWithin(wanted, 2_000), nextWithin(own, 2_000), nextWithin(unwanted, 1_000)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    one.publish('jobProgress', 'job-1', { jobId: 'job-1' });
    expect(await Promise.all(arrivals)).toEqual([{ jobId: 'job-1' }, { jobId: 'job-1' }, 'none']);
    await Promise.all([wanted.return?.(), unwanted.return?.(), own.return?.()]);
  });

  it('listens again after the database ends the listening connection', async () => {
    const [one, other] = transports.map((transport) => createPubSub<Topics>({ eventTarget: transport.eventTarget }));
    const changes = other.subscribe('organizationChanged');
    const heard: unknown[] = [];
    const listening = (async () => {
      for await (const change of changes) heard.push(change);
    })();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN ${EVENT_CHANNEL}%'`,
    );
    // until the listeners are back, events are missed, as with Redis: publish until one arrives
    for (let attempt = 0; attempt < 20 && heard.length === 0; attempt += 1) {
      one.publish('organizationChanged', { organizationId: 'org-1' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(heard[0]).toEqual({ organizationId: 'org-1' });
    // both processes listen again (the publishing one too, once its pause is over)
    const listeningConnections = async () =>
      (await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN ${EVENT_CHANNEL}%'`)).rows[0].n;
    let count = await listeningConnections();
    for (let attempt = 0; attempt < 20 && count !== 2; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = await listeningConnections();
    }
    expect(count).toBe(2);
    await changes.return?.();
    await listening;
  });
});
