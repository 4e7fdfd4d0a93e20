// How many server processes `npm start` runs (docs/decisions/cluster.md): on
// PostgreSQL, WEB_CONCURRENCY of them (default: one per core), sharing
// sessions, rate limits, cache invalidation, subscriptions and the attempt
// sweep through PostgreSQL, or Redis when configured. The embedded database
// admits one connection, held by one process: there it is always one.
import type { Config } from '../config.ts';

export interface ProcessModel {
  processes: number;
  /** what the start-up log says about it */
  description: string;
}

export function processModel(config: Pick<Config, 'databaseUrl' | 'webConcurrency' | 'dataDir' | 'redisUrl'>): ProcessModel {
  if (!config.databaseUrl) {
    const where = `embedded PostgreSQL in ${config.dataDir ?? 'memory'}`;
    const ignored = config.webConcurrency > 1 ? '; WEB_CONCURRENCY is ignored' : '';
    return { processes: 1, description: `${where}, one process (the embedded database admits one connection${ignored})` };
  }
  const processes = config.webConcurrency;
  const shared = config.redisUrl ? 'PostgreSQL and Redis' : 'PostgreSQL';
  return { processes, description: processes === 1 ? 'PostgreSQL, one process' : `PostgreSQL, ${processes} processes sharing state through ${shared}` };
}
