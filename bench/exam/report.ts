// What the bench prints: a table per operation, the errors by code, the
// check's findings, and last the one-line JSON summary scripts read.
import type { SamplesByOperation } from './load.ts';
import { errorCounts, slowMoments, summarize, type OperationSummary } from './stats.ts';
import type { WallMoment } from './stallReport.ts';
import type { Verdict } from './verify.ts';

export interface ExamSummary {
  learners: number;
  database: 'postgresql' | 'embedded';
  errors: number;
  lost: number;
  duplicated: number;
  wrongResults: number;
  open: OperationSummary;
  save: OperationSummary;
  submit: OperationSummary;
  /** sign-in before the exam; not a target */
  login: OperationSummary;
  saveWindowSeconds: number;
  durationSeconds: number;
}

export function summarizeExam(
  facts: Pick<ExamSummary, 'learners' | 'database' | 'saveWindowSeconds' | 'durationSeconds'>,
  samples: SamplesByOperation,
  verdict: Verdict,
): ExamSummary {
  const [login, open, save, submit] = [samples.login, samples.open, samples.save, samples.submit].map(summarize);
  return {
    learners: facts.learners,
    database: facts.database,
    errors: login.errors + open.errors + save.errors + submit.errors,
    lost: verdict.lost,
    duplicated: verdict.duplicated,
    wrongResults: verdict.wrongResults,
    open,
    save,
    submit,
    login,
    saveWindowSeconds: facts.saveWindowSeconds,
    durationSeconds: facts.durationSeconds,
  };
}

export function passed(summary: ExamSummary): boolean {
  return summary.errors === 0 && summary.lost === 0 && summary.duplicated === 0 && summary.wrongResults === 0;
}

/** The lines that explain a slow moment (bench/exam/stallReport.ts), printed under it. */
export type ExplainMoment = (moment: WallMoment) => string[];

export function reportLines(summary: ExamSummary, samples: SamplesByOperation, verdict: Verdict, explain?: ExplainMoment): string[] {
  const columns = ['count', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const row = (name: string, op: OperationSummary) =>
    [name.padEnd(16), ...[op.count, op.errors, op.rps, op.p50, op.p95, op.p99, op.max].map((value, index) => String(value).padStart(columns[index].length + 2))].join('');
  const lines = [
    '',
    `${summary.learners} learners, ${summary.database} database, saves over ${summary.saveWindowSeconds} s, ${summary.durationSeconds} s in all`,
    ['operation'.padEnd(16), ...columns.map((column) => column.padStart(column.length + 2))].join(''),
    row('open', summary.open),
    row('save', summary.save),
    row('submit', summary.submit),
    row('(login, setup)', summary.login),
  ];
  for (const operation of ['login', 'open', 'save', 'submit'] as const) {
    const counts = errorCounts(samples[operation]);
    if (counts.length > 0) lines.push(`${operation} errors: ${counts.map(([code, count]) => `${code} × ${count}`).join(', ')}`);
  }
  lines.push(...slowMomentLines(samples, performance.timeOrigin, explain));
  lines.push(`check in the database: lost ${summary.lost}, duplicated ${summary.duplicated}, wrong results ${summary.wrongResults}`);
  for (const problem of verdict.problems) lines.push(`  ${problem}`);
  return lines;
}

/** Saves are targeted under 100 ms, opens and submits under 300 ms. */
const SLOW_MS = { open: 300, save: 100, submit: 300 } as const;
const MOMENTS_SHOWN = 8;
/** the longest moments of each operation that get the samplers' explanation */
const MOMENTS_EXPLAINED = 3;

/**
 * When the slow requests happened, as UTC clock times (performance.timeOrigin
 * + the sample's time), to set beside the server's log and PostgreSQL's
 * (checkpoints, autovacuum): the longest moments first.
 */
export function slowMomentLines(samples: SamplesByOperation, timeOrigin = performance.timeOrigin, explain?: ExplainMoment): string[] {
  const clock = (at: number) => new Date(timeOrigin + at).toISOString().slice(11, 23);
  const lines: string[] = [];
  for (const operation of ['open', 'save', 'submit'] as const) {
    const moments = slowMoments(samples[operation], SLOW_MS[operation]);
    if (moments.length === 0) continue;
    const longest = [...moments].sort((a, b) => b.maxMs - a.maxMs).slice(0, MOMENTS_SHOWN);
    lines.push(`${operation}s over ${SLOW_MS[operation]} ms: ${moments.reduce((sum, m) => sum + m.count, 0)} in ${moments.length} moments; the longest (UTC):`);
    for (const [rank, moment] of longest.entries()) {
      lines.push(`  ${clock(moment.startedAt)} to ${clock(moment.endedAt)}: ${moment.count} slow, longest ${Math.round(moment.maxMs)} ms`);
      if (explain && rank < MOMENTS_EXPLAINED) {
        lines.push(...explain({ from: timeOrigin + moment.startedAt, to: timeOrigin + moment.endedAt, longestMs: moment.maxMs }));
      }
    }
  }
  return lines;
}
