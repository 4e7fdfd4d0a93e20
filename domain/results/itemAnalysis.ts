// Item analysis as Moodle's quiz statistics report gives it (classical test
// theory): per question the facility index, the standard deviation and the
// discrimination index (the correlation of the question's score with the
// score on the rest of the quiz); for the quiz Cronbach's alpha (Moodle's
// "coefficient of internal consistency"). docs/decisions/itemAnalysis.md has
// the formulas, the sources and a worked example (itemAnalysis.test.ts).
//
// Everything is computed from sums (n, Σx, Σx², Σx·T per question; ΣT, ΣT²),
// so the server can aggregate them in SQL over any number of submissions and
// get the same figures as this module gets from a matrix of scores.

export interface ItemQuestion {
  questionId: string;
  /** the most the question can score; > 0 (questions worth nothing are left out before) */
  maxScore: number;
}

/** Scores per learner, one row per learner, one column per question in `questions` order. */
export interface ScoreMatrix {
  questions: ItemQuestion[];
  scores: number[][];
}

export interface QuestionSums {
  questionId: string;
  maxScore: number;
  /** Σ of the question's max score over the learners (n × maxScore when it never changed) */
  sumMaxScore: number;
  /** Σx */
  sum: number;
  /** Σx² */
  sumSquares: number;
  /** Σx·T, T the learner's total over the analysed questions */
  sumTimesTotal: number;
}

export interface ItemSums {
  /** learners analysed */
  count: number;
  /** ΣT */
  totalSum: number;
  /** ΣT² */
  totalSumSquares: number;
  questions: QuestionSums[];
}

export interface QuestionAnalysis {
  questionId: string;
  maxScore: number;
  /** mean score in points; null without learners */
  mean: number | null;
  /** 100 × mean score / max score; null without learners */
  facilityIndex: number | null;
  /** sample standard deviation of the score in points (n − 1); null below two learners */
  standardDeviation: number | null;
  /** the standard deviation as a percentage of the max score, as Moodle's table shows it */
  standardDeviationPercent: number | null;
  /** 100 × r(question score, rest of the quiz); null when either has no variance */
  discriminationIndex: number | null;
}

export interface ItemAnalysis {
  /** learners analysed */
  count: number;
  /** k/(k−1) × (1 − Σ var(question) / var(total)); null below two questions or learners, or without variance in the totals */
  cronbachAlpha: number | null;
  questions: QuestionAnalysis[];
}

/** The sums of a matrix of scores: what the server's SQL aggregates. */
export function itemSumsOf({ questions, scores }: ScoreMatrix): ItemSums {
  const sums = questions.map((question) => ({ ...question, sumMaxScore: 0, sum: 0, sumSquares: 0, sumTimesTotal: 0 }));
  let totalSum = 0;
  let totalSumSquares = 0;
  for (const row of scores) {
    let total = 0;
    for (let index = 0; index < questions.length; index++) total += row[index];
    totalSum += total;
    totalSumSquares += total * total;
    for (let index = 0; index < questions.length; index++) {
      const entry = sums[index];
      const score = row[index];
      entry.sumMaxScore += entry.maxScore;
      entry.sum += score;
      entry.sumSquares += score * score;
      entry.sumTimesTotal += score * total;
    }
  }
  return { count: scores.length, totalSum, totalSumSquares, questions: sums };
}

export function itemAnalysis(matrix: ScoreMatrix): ItemAnalysis {
  return itemAnalysisOfSums(itemSumsOf(matrix));
}

/**
 * A sum of squared deviations, Σx² − (Σx)²/n. Computed from raw sums it can
 * come out a rounding error away from zero (or below it) when every value is
 * the same: anything within that error is zero.
 */
function centred(sumSquares: number, sumA: number, sumB: number, count: number): number {
  const value = sumSquares - (sumA * sumB) / count;
  const scale = Math.abs(sumSquares) + Math.abs((sumA * sumB) / count);
  return Math.abs(value) <= scale * 1e-12 ? 0 : value;
}

export function itemAnalysisOfSums(sums: ItemSums): ItemAnalysis {
  const n = sums.count;
  const k = sums.questions.length;
  // C·· are sums of squared deviations (or of products of deviations); a variance is C/(n − 1).
  const totalSquares = n > 0 ? Math.max(0, centred(sums.totalSumSquares, sums.totalSum, sums.totalSum, n)) : 0;
  let itemSquaresSum = 0;

  const questions = sums.questions.map((question): QuestionAnalysis => {
    const base = { questionId: question.questionId, maxScore: question.maxScore };
    if (n === 0) return { ...base, mean: null, facilityIndex: null, standardDeviation: null, standardDeviationPercent: null, discriminationIndex: null };
    const mean = question.sum / n;
    const facilityIndex = question.sumMaxScore > 0 ? (100 * question.sum) / question.sumMaxScore : null;
    const squares = Math.max(0, centred(question.sumSquares, question.sum, question.sum, n));
    itemSquaresSum += squares;
    if (n < 2) return { ...base, mean, facilityIndex, standardDeviation: null, standardDeviationPercent: null, discriminationIndex: null };

    const standardDeviation = Math.sqrt(squares / (n - 1));
    const standardDeviationPercent = question.maxScore > 0 ? (100 * standardDeviation) / question.maxScore : null;
    // The rest of the quiz R = T − x: C(x,R) = C(x,T) − C(x,x); C(R,R) = C(T,T) − 2 C(x,T) + C(x,x).
    const withTotal = centred(question.sumTimesTotal, question.sum, sums.totalSum, n);
    const withRest = withTotal - squares;
    const restSquares = totalSquares - 2 * withTotal + squares;
    const restScale = totalSquares + 2 * Math.abs(withTotal) + squares;
    const restHasVariance = restSquares > restScale * 1e-12;
    const discriminationIndex = squares > 0 && restHasVariance ? clampUnit(withRest / Math.sqrt(squares * restSquares)) * 100 : null;
    return { ...base, mean, facilityIndex, standardDeviation, standardDeviationPercent, discriminationIndex };
  });

  const cronbachAlpha = k >= 2 && n >= 2 && totalSquares > 0 ? (k / (k - 1)) * (1 - itemSquaresSum / totalSquares) : null;
  return { count: n, cronbachAlpha, questions };
}

/** A correlation is within [−1, 1]; rounding may put it a hair outside. */
function clampUnit(value: number): number {
  return Math.min(1, Math.max(-1, value));
}
