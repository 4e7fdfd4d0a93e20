// The command line of `npm run bench:exam`, read into one value.
import { parseArgs } from 'node:util';

export interface ExamOptions {
  learners: number;
  /** a running server to load; absent: one is started on a fresh database */
  url?: string;
  /** a PostgreSQL server; absent: the embedded database */
  databaseUrl?: string;
  /** every learner's 30 saves are spread over this many seconds */
  saveWindowSeconds: number;
  /** all learners open within this many seconds */
  openWindowSeconds: number;
  /** all learners submit within this many seconds */
  submitWindowSeconds: number;
  /** keep the fresh database (and the server log) instead of removing them */
  keep: boolean;
  /** after the exam, measure the capacity of the real server and of the baseline on `pg` (bench/exam/baseline/) */
  baseline: boolean;
}

export const USAGE = `npm run bench:exam -- [--learners N] [--save-window SECONDS] [--url BASE] [--keep] [--baseline]
  --learners N          learners taking the exam (default 2000)
  --save-window S       seconds over which each learner makes its 30 saves (default 300; 60 is the stress case)
  --url BASE            load a running server instead of starting one; DATABASE_URL must name its database
  --keep                keep the fresh database and the server log
  --baseline            then compare the server's capacity (requests a second, never idle) for open, save
                        and submit with a minimal server of the same statements on pg (needs DATABASE_URL)`;

function positiveInteger(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

export function parseExamOptions(argv: string[], env: Record<string, string | undefined>): ExamOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      learners: { type: 'string' },
      url: { type: 'string' },
      'save-window': { type: 'string' },
      keep: { type: 'boolean', default: false },
      baseline: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const databaseUrl = env.DATABASE_URL || undefined;
  const url = values.url?.replace(/\/+$/, '');
  if (url !== undefined && !/^http:\/\/./.test(url)) throw new Error(`--url must be an http:// address, got "${values.url}"`);
  // The embedded database admits one connection, which a running server holds.
  if (url && !databaseUrl) throw new Error('--url needs DATABASE_URL: the bench seeds and checks the database of that server');
  // The baseline is written on pg for PostgreSQL, and is started in place of the server the bench starts.
  if (values.baseline && (!databaseUrl || url)) throw new Error('--baseline needs DATABASE_URL and no --url: the bench starts both servers on PostgreSQL');
  return {
    learners: positiveInteger(values.learners, '--learners', 2000),
    url,
    databaseUrl,
    saveWindowSeconds: positiveInteger(values['save-window'], '--save-window', 300),
    openWindowSeconds: 10,
    submitWindowSeconds: 10,
    keep: values.keep ?? false,
    baseline: values.baseline ?? false,
  };
}
