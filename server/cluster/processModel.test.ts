// How many processes `npm start` runs: WEB_CONCURRENCY on PostgreSQL (one per
// core unless set), always one on the embedded database, and a clear error on
// a value that is not a whole number above 0.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { processModel } from './processModel.ts';

const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' };

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process per core', () => {
    expect(loadConfig({}).webConcurrency).toBe(availableParallelism());
  });

  it('is read as a whole number above 0', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => loadConfig({ WEB_CONCURRENCY: bad }), bad).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('the process model', () => {
  it('runs WEB_CONCURRENCY processes on PostgreSQL, sharing through PostgreSQL or Redis', () => {
    expect(processModel(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }))).toEqual({
      processes: 4,
      description: 'PostgreSQL, 4 processes sharing state through PostgreSQL',
    });
    expect(processModel(loadConfig({ ...postgres, WEB_CONCURRENCY: '2', REDIS_URL: 'redis://127.0.0.1:6379' })).description).toBe(
      'PostgreSQL, 2 processes sharing state through PostgreSQL and Redis',
    );
    expect(processModel(loadConfig({ ...postgres, WEB_CONCURRENCY: '1' }))).toEqual({ processes: 1, description: 'PostgreSQL, one process' });
  });

  it('stays one process on the embedded database and says why', () => {
    const model = processModel(loadConfig({ DATA_DIR: '', WEB_CONCURRENCY: '8' }));
    expect(model.processes).toBe(1);
    expect(model.description).toBe('embedded PostgreSQL in memory, one process (the embedded database admits one connection; WEB_CONCURRENCY is ignored)');
  });
});
