// `npm run bench:grading`: how many submissions of a 30-question quiz of
// every question type one core grades per second (domain/quiz/score.ts, the
// function the server runs on submit). 4,000 different submissions
// (bench/grading/submissions.ts) are graded in turn: a warm-up so the engine
// is optimised, then several timed rounds of at least a second each; the
// median round is the figure. Single thread, no I/O. A round is timed by the
// CPU time the process used (process.cpuUsage: all its threads, so the
// garbage collector's too), which is what one core does whatever else the
// machine runs; the wall-clock rate is printed beside it. The last line is
// one JSON object; the exit code is 0 when the target is met.
import { performance } from 'node:perf_hooks';
import { gradeSubmission } from '../domain/quiz/score.ts';
import { benchContent, benchSettings, benchSubmissions } from './grading/submissions.ts';

const TARGET_PER_SECOND = 50_000;
const POOL_SIZE = 4_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ROUND_MS = 1_000;
const WARM_UP_MS = 2_000;

const quiz = { content: benchContent, settings: benchSettings };
const submissions = benchSubmissions(POOL_SIZE);
// After the deadline: the late reduction is part of the work.
const now = new Date('2026-11-21T09:00:00Z');

/** Grades whole passes over the pool until `minMs` have gone; the points sum keeps the work from being optimised away. */
function gradeFor(minCpuMs: number): { graded: number; cpuMs: number; wallMs: number; points: number } {
  let graded = 0;
  let points = 0;
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let cpuMs = 0;
  do {
    for (const answers of submissions) {
      points += gradeSubmission(quiz, answers, { now, timeZoneOffsetMinutes: 120 }).result ?? 0;
    }
    graded += submissions.length;
    const used = process.cpuUsage(startedCpu);
    cpuMs = (used.user + used.system) / 1000;
  } while (cpuMs < minCpuMs);
  return { graded, cpuMs, wallMs: performance.now() - started, points };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const warmUp = gradeFor(WARM_UP_MS);
const pointsPerPass = warmUp.points / (warmUp.graded / POOL_SIZE);
const rates: number[] = [];
const wallRates: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const { graded, cpuMs, wallMs, points } = gradeFor(ROUND_MS);
  if (points !== pointsPerPass * (graded / POOL_SIZE)) throw new Error('a round graded the same submissions differently');
  const rate = Math.round((graded / cpuMs) * 1000);
  const wallRate = Math.round((graded / wallMs) * 1000);
  rates.push(rate);
  wallRates.push(wallRate);
  console.log(
    `round ${round}: ${graded} submissions in ${cpuMs.toFixed(0)} ms of CPU = ${rate.toLocaleString('en')}/s ` +
      `(${wallMs.toFixed(0)} ms of wall clock = ${wallRate.toLocaleString('en')}/s)`,
  );
}

const submissionsPerSecond = Math.round(median(rates));
console.log(
  `median ${submissionsPerSecond.toLocaleString('en')} submissions/s (target ${TARGET_PER_SECOND.toLocaleString('en')}); ` +
    `average grade ${(pointsPerPass / POOL_SIZE).toFixed(2)}`,
);
console.log(
  JSON.stringify({
    submissionsPerSecond,
    target: TARGET_PER_SECOND,
    questions: 30,
    distinctSubmissions: POOL_SIZE,
    rounds: rates,
    wallClockPerSecond: Math.round(median(wallRates)),
    node: process.version,
  }),
);
process.exitCode = submissionsPerSecond >= TARGET_PER_SECOND ? 0 : 1;
