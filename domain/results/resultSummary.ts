// A quiz's results at a glance: how many, how many passed, mean, median,
// standard deviation and the score distribution, from the number of learners
// at each result (results are whole numbers, so a quiz of any size is a short
// list: the server counts them with GROUP BY). docs/decisions/itemAnalysis.md.

export interface ResultCount {
  /** an effective result (grade offsets, manual and external grades applied), a whole number */
  result: number;
  count: number;
}

export interface ScoreBin {
  /** the lowest result in the bin */
  from: number;
  /** the highest result in the bin (inclusive) */
  to: number;
  count: number;
}

export interface ResultSummary {
  count: number;
  passCount: number;
  /** 100 × passCount / count; null without results */
  passRate: number | null;
  mean: number | null;
  median: number | null;
  /** sample standard deviation (n − 1), as Moodle's; null below two results */
  standardDeviation: number | null;
  distribution: ScoreBin[];
}

/** Up to this max grade, one bin per result; above it, ten bins of a tenth of the max grade each. */
const ONE_BIN_PER_RESULT_UP_TO = 10;
const BIN_COUNT = 10;

/** The pass mark as gradeSubmission applies it: a result at or above the pass grade (a negative one counts as 0). */
export function passes(result: number, passGrade: number): boolean {
  return result >= Math.max(0, Number.isFinite(passGrade) ? passGrade : 0);
}

/**
 * The bins of results 0..maxGrade. Up to 10, one per result. Above, bin i
 * holds the results r with i ≤ 10·r/maxGrade < i + 1 (the max grade itself in
 * the last), so for a max grade of 100 they are 0–9, 10–19, …, 90–100.
 */
export function scoreBins(maxGrade: number): Array<{ from: number; to: number }> {
  const max = Math.max(0, Math.floor(maxGrade));
  if (max <= ONE_BIN_PER_RESULT_UP_TO) return Array.from({ length: max + 1 }, (_, result) => ({ from: result, to: result }));
  return Array.from({ length: BIN_COUNT }, (_, index) => ({
    from: Math.ceil((index * max) / BIN_COUNT),
    to: index === BIN_COUNT - 1 ? max : Math.ceil(((index + 1) * max) / BIN_COUNT) - 1,
  }));
}

export function resultSummary(counts: readonly ResultCount[], { maxGrade, passGrade }: { maxGrade: number; passGrade: number }): ResultSummary {
  const sorted = merged(counts);
  const count = sorted.reduce((sum, entry) => sum + entry.count, 0);
  const bins = scoreBins(maxGrade).map((bin) => ({ ...bin, count: 0 }));
  let passCount = 0;
  let sum = 0;
  for (const entry of sorted) {
    if (passes(entry.result, passGrade)) passCount += entry.count;
    sum += entry.result * entry.count;
    const bin = bins.find((candidate) => entry.result >= candidate.from && entry.result <= candidate.to) ?? edgeBin(bins, entry.result);
    if (bin) bin.count += entry.count;
  }
  if (count === 0) return { count, passCount, passRate: null, mean: null, median: null, standardDeviation: null, distribution: bins };

  const mean = sum / count;
  let squares = 0;
  for (const entry of sorted) squares += entry.count * (entry.result - mean) ** 2;
  return {
    count,
    passCount,
    passRate: (100 * passCount) / count,
    mean,
    median: median(sorted, count),
    standardDeviation: count >= 2 ? Math.sqrt(squares / (count - 1)) : null,
    distribution: bins,
  };
}

/** One entry per result, in ascending order: the figures do not depend on how the counts came. */
function merged(counts: readonly ResultCount[]): ResultCount[] {
  const byResult = new Map<number, number>();
  for (const { result, count } of counts) if (count > 0) byResult.set(result, (byResult.get(result) ?? 0) + count);
  return [...byResult].map(([result, count]) => ({ result, count })).sort((a, b) => a.result - b.result);
}

/** A result outside 0..maxGrade (a quiz whose max grade was lowered later) is counted in the nearest bin. */
function edgeBin(bins: ScoreBin[], result: number): ScoreBin | undefined {
  return result < 0 ? bins[0] : bins.at(-1);
}

/** The middle result, or the mean of the two middle ones for an even count. */
function median(sorted: readonly ResultCount[], count: number): number {
  const valueAt = (position: number): number => {
    let seen = 0;
    for (const entry of sorted) {
      seen += entry.count;
      if (position < seen) return entry.result;
    }
    return sorted[sorted.length - 1].result;
  };
  const middle = Math.floor(count / 2);
  return count % 2 === 1 ? valueAt(middle) : (valueAt(middle - 1) + valueAt(middle)) / 2;
}
