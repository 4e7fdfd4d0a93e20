// The health check's answer (health.ts): the database's, shared by requests at
// the same moment; while the server is busy, the last one under 5 s old at once.
import { describe, expect, it } from 'vitest';
import { createHealthCheck } from './health.ts';

/** a database check that answers when told to */
function slowProbe() {
  const pending: ((healthy: boolean) => void)[] = [];
  let calls = 0;
  return {
    probe: () => {
      calls += 1;
      return new Promise<boolean>((resolve) => pending.push(resolve));
    },
    answer: (healthy: boolean) => pending.splice(0).forEach((resolve) => resolve(healthy)),
    get calls() {
      return calls;
    },
  };
}

describe('health check', () => {
  it('an idle server waits for the database; requests at the same moment share one check', async () => {
    const database = slowProbe();
    const health = createHealthCheck(database.probe, { freshMs: 5000, busy: () => false });
    const both = Promise.all([health.healthy(), health.healthy()]);
    expect(database.calls).toBe(1);
    database.answer(false);
    expect(await both).toEqual([false, false]);
  });

  it('a busy server answers the last check at once and checks again meanwhile; the new answer is used next', async () => {
    const database = slowProbe();
    let busy = false;
    const health = createHealthCheck(database.probe, { freshMs: 5000, busy: () => busy });
    const first = health.healthy();
    database.answer(true);
    expect(await first).toBe(true);
    busy = true;
    // the database does not answer yet: the last answer is given without waiting
    expect(await health.healthy()).toBe(true);
    expect(database.calls).toBe(2);
    database.answer(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await health.healthy()).toBe(false);
  });

  it('a last answer older than freshMs is not used: the busy server waits for the database too', async () => {
    const database = slowProbe();
    const health = createHealthCheck(database.probe, { freshMs: 20, busy: () => true });
    const first = health.healthy();
    database.answer(true);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 30));
    let settled = false;
    const waiting = health.healthy().then((healthy) => ((settled = true), healthy));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    database.answer(false);
    expect(await waiting).toBe(false);
  });
});
