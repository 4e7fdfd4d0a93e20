// The attempt sweep runs in one process at a time: while one process holds
// the lock, another's round is skipped; once it is done, the next round runs.
// The job queue's set-up waits its turn instead.
// On PostgreSQL only (TEST_DATABASE_URL, CI's server run): two pools stand for
// two processes. Without a pool (the embedded database) the work just runs.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInOneProcess, runOneAtATime } from './singleRunner.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const withPostgres = databaseUrl ? describe : () => {};

describe('work for one process on the embedded database', () => {
  it('runs at once', async () => {
    let ran = 0;
    expect(await runInOneProcess(null, 'sweep', async () => void (ran += 1))).toBe(true);
    expect(ran).toBe(1);
  });

  it('runs work that waits its turn at once, and answers its value', async () => {
    expect(await runOneAtATime(null, 'set-up', async () => 'done')).toBe('done');
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

  it('makes a second process wait for the first to finish, then runs its work, for work that must not overlap', async () => {
    const [first, second] = pools;
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    const firstRun = runOneAtATime(first, 'test set-up', async () => {
      events.push('first starts');
      await holding;
      events.push('first ends');
      return 1;
    });
    while (events.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const secondRun = runOneAtATime(second, 'test set-up', async () => {
      events.push('second starts');
      return 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['first starts']);
    release();
    expect(await Promise.all([firstRun, secondRun])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
  });
});
