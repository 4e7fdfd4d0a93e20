// The check in the database after the exam: every answer and submission the
// server acknowledged is stored, once, as it was sent, and graded as the quiz
// engine grades it.
//   lost: answers of the last acknowledged save missing from (or different in)
//         the attempt's draft, a draft older than that save, acknowledged
//         opens without an attempt, acknowledged submits without a
//         submission, and answers of a submission stored differently;
//   duplicated: a learner with more than one attempt or submission of the
//         quiz, or a submission without exactly one score per question;
//   wrongResults: a stored (or answered) result other than gradeSubmission's.
import { isDeepStrictEqual } from 'node:util';
import { gradeSubmission } from '../../domain/quiz/score.ts';
import type { Answers } from '../../domain/quiz/types.ts';
import type { Db } from '../../server/db/database.ts';
import type { LearnerRun } from './load.ts';
import { answersUpTo, examContent, examQuestions, examSettings } from './quiz.ts';

export interface StoredAttempt {
  learnerId: string;
  draftAnswers: unknown;
  draftSeq: number;
}

export interface StoredSubmission {
  id: string;
  learnerId: string;
  answers: unknown;
  result: number;
  maxGrade: number;
}

export interface StoredExam {
  /** learner id by e-mail */
  learnerIds: Map<string, string>;
  attempts: StoredAttempt[];
  submissions: StoredSubmission[];
  /** QuestionScore rows by submission id */
  scoreCounts: Map<string, number>;
}

export interface Verdict {
  lost: number;
  duplicated: number;
  wrongResults: number;
  /** a few examples of each problem, for the person reading the output */
  problems: string[];
}

const MAX_PROBLEMS_SHOWN = 10;

function byLearner<T extends { learnerId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.learnerId, [...(map.get(row.learnerId) ?? []), row]);
  return map;
}

/** Questions of `sent` whose answer is absent from `stored` or differs from it (jsonb keeps no key order, so order is not compared). */
export function answersNotStored(sent: Answers, stored: unknown): string[] {
  const held = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.keys(sent).filter((questionId) => !isDeepStrictEqual(sortedKeys(held[questionId]), sortedKeys(sent[questionId])));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => [key, sortedKeys(entry)]),
  );
}

export function expectedResult(answers: Answers): { result: number; maxGrade: number } {
  const grade = gradeSubmission({ content: examContent, settings: examSettings }, answers, { now: new Date() });
  return { result: grade.result ?? 0, maxGrade: grade.maxGrade };
}

export function judge(runs: readonly LearnerRun[], stored: StoredExam): Verdict {
  const verdict: Verdict = { lost: 0, duplicated: 0, wrongResults: 0, problems: [] };
  const note = (problem: string) => {
    if (verdict.problems.length < MAX_PROBLEMS_SHOWN) verdict.problems.push(problem);
  };
  const attempts = byLearner(stored.attempts);
  const submissions = byLearner(stored.submissions);

  for (const run of runs) {
    const learnerId = stored.learnerIds.get(run.email);
    const own = learnerId ? (attempts.get(learnerId) ?? []) : [];
    const submitted = learnerId ? (submissions.get(learnerId) ?? []) : [];
    if (own.length > 1) {
      verdict.duplicated += own.length - 1;
      note(`${run.email}: ${own.length} attempts`);
    }
    if (submitted.length > 1) {
      verdict.duplicated += submitted.length - 1;
      note(`${run.email}: ${submitted.length} submissions`);
    }

    if (run.attemptId && own.length === 0) {
      verdict.lost += 1;
      note(`${run.email}: opened, but no attempt is stored`);
    }
    const attempt = own[0];
    if (attempt && run.acknowledgedSeq > 0) {
      if (attempt.draftSeq < run.acknowledgedSeq) {
        verdict.lost += 1;
        note(`${run.email}: draftSeq ${attempt.draftSeq} < acknowledged save ${run.acknowledgedSeq}`);
      }
      const missing = answersNotStored(answersUpTo(run.answers, run.acknowledgedSeq), attempt.draftAnswers);
      verdict.lost += missing.length;
      if (missing.length > 0) note(`${run.email}: saved answers to ${missing.join(', ')} not in the draft`);
    }

    const submission = submitted[0];
    if (run.submitted && !submission) {
      verdict.lost += 1;
      note(`${run.email}: submit acknowledged, no submission stored`);
    }
    if (!submission) continue;
    if (run.submitted) {
      const missing = answersNotStored(run.submitted, submission.answers);
      verdict.lost += missing.length;
      if (missing.length > 0) note(`${run.email}: submitted answers to ${missing.join(', ')} stored differently`);
    }
    const scores = stored.scoreCounts.get(submission.id) ?? 0;
    if (scores !== examQuestions.length) {
      verdict.duplicated += 1;
      note(`${run.email}: ${scores} question scores for ${examQuestions.length} questions`);
    }
    const expected = expectedResult(run.submitted ?? answersUpTo(run.answers, examQuestions.length));
    const answered = run.submittedResult;
    if (submission.result !== expected.result || submission.maxGrade !== expected.maxGrade || (answered !== undefined && answered !== expected.result)) {
      verdict.wrongResults += 1;
      note(`${run.email}: result stored ${submission.result}/${submission.maxGrade}, answered ${answered}, expected ${expected.result}/${expected.maxGrade}`);
    }
  }
  return verdict;
}

export async function readStoredExam(prisma: Db, organizationId: string, quizId: string): Promise<StoredExam> {
  const [learners, attempts, submissions, scores] = await Promise.all([
    prisma.learner.findMany({ where: { organizationId }, select: { id: true, email: true } }),
    prisma.attempt.findMany({ where: { quizId }, select: { learnerId: true, draftAnswers: true, draftSeq: true } }),
    prisma.submission.findMany({ where: { quizId }, select: { id: true, learnerId: true, answers: true, result: true, maxGrade: true } }),
    prisma.questionScore.groupBy({ by: ['submissionId'], where: { submission: { quizId } }, _count: { _all: true } }),
  ]);
  return {
    learnerIds: new Map(learners.map((learner) => [learner.email, learner.id])),
    attempts,
    submissions,
    scoreCounts: new Map(scores.map((row) => [row.submissionId, row._count._all])),
  };
}
