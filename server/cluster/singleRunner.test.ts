// The attempt sweep runs in one process at a time: while one process holds
// the lock, another's round is skipped; once it is done, the next round runs.
// On PostgreSQL only (TEST_DATABASE_URL, CI's server run): two pools stand for
// two processes. Without a pool (the embedded database) the work just runs.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInOneProcess } from './singleRunner.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const withPostgres = databaseUrl ? describe : () => {};

describe('work for one process on the embedded database', () => {
  it('runs at once', async () => {
    let ran = 0;
    expect(await runInOneProcess(null, 'sweep', async () => void (ran += 1))).toBe(true);
    expect(ran).toBe(1);
  });
});

withPostgres('work for one process on PostgreSQL', () => {
  const pools: pg.Pool[] = [];
  beforeAll(() => {
    pools.push(new pg.Pool({ connectionString: databaseUrl }), new pg.Pool({ connectionString: databaseUrl }));
  });
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));

  it('is skipped by a second process while the first runs it, and runs again once the first is done', async () => {
    const [first, second] = pools;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const firstRun = runInOneProcess(first, 'test sweep', async () => {
      runs.push('first');
      await holding;
    });
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(await runInOneProcess(second, 'test sweep', async () => void runs.push('second'))).toBe(false);
    // another name is another lock
    expect(await runInOneProcess(second, 'another sweep', async () => void runs.push('other'))).toBe(true);
    release();
    expect(await firstRun).toBe(true);
    expect(await runInOneProcess(second, 'test sweep', async () => void runs.push('second'))).toBe(true);
    expect(runs).toEqual(['first', 'other', 'second']);
  });
});
