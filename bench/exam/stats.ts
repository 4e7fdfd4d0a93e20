// Latency figures of one operation: every request's duration in ms, whether
// it failed, and when it ran, summed up as count, errors, throughput over the
// operation's own span, and nearest-rank percentiles.

export interface Sample {
  /** performance.now() when the request was sent */
  startedAt: number;
  durationMs: number;
  ok: boolean;
  /** the error code, HTTP status or network failure of a failed request */
  error?: string;
}

export interface OperationSummary {
  count: number;
  errors: number;
  /** requests per second between the first request sent and the last answer */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of values sorted ascending: the smallest value with at least p % of the values at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1];
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function summarize(samples: readonly Sample[]): OperationSummary {
  if (samples.length === 0) return { count: 0, errors: 0, rps: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const sorted = samples.map((sample) => sample.durationMs).sort((a, b) => a - b);
  // reduce, not Math.min(...): a save phase has more samples than a call may take arguments
  const first = samples.reduce((min, sample) => Math.min(min, sample.startedAt), Infinity);
  const last = samples.reduce((max, sample) => Math.max(max, sample.startedAt + sample.durationMs), -Infinity);
  const spanSeconds = (last - first) / 1000;
  return {
    count: samples.length,
    errors: samples.filter((sample) => !sample.ok).length,
    rps: round(spanSeconds > 0 ? samples.length / spanSeconds : samples.length),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1]),
  };
}

/** How often each error occurred, most frequent first. */
export function errorCounts(samples: readonly Sample[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const sample of samples) if (!sample.ok) counts.set(sample.error ?? 'unknown', (counts.get(sample.error ?? 'unknown') ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** A stretch of time in which requests were slow: when the first of them was sent, how many, the longest. */
export interface SlowMoment {
  /** performance.now() of the first slow request sent */
  startedAt: number;
  /** performance.now() when the last of them was answered */
  endedAt: number;
  count: number;
  maxMs: number;
}

/**
 * The requests over thresholdMs, grouped into moments: a slow request that
 * was sent before the previous ones of its moment were answered (or within
 * gapMs of that) joins it. A pause of the server or of the database shows as
 * one moment with many requests; the moments' clock times can then be set
 * beside the server's and PostgreSQL's logs.
 */
export function slowMoments(samples: readonly Sample[], thresholdMs: number, gapMs = 250): SlowMoment[] {
  const slow = samples.filter((sample) => sample.durationMs > thresholdMs).sort((a, b) => a.startedAt - b.startedAt);
  const moments: SlowMoment[] = [];
  for (const sample of slow) {
    const last = moments[moments.length - 1];
    const endedAt = sample.startedAt + sample.durationMs;
    if (last && sample.startedAt <= last.endedAt + gapMs) {
      last.endedAt = Math.max(last.endedAt, endedAt);
      last.count += 1;
      last.maxMs = Math.max(last.maxMs, sample.durationMs);
    } else moments.push({ startedAt: sample.startedAt, endedAt, count: 1, maxMs: sample.durationMs });
  }
  return moments;
}
