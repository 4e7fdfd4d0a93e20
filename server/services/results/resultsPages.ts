// The rows of a results file, read from the database a page at a time: the
// learners by e-mail (keyset: each page starts after the last e-mail of the
// one before, so a page costs the same at the start and the end and nothing
// holds every row), then what the file shows of each learner of that page.
// A learner is in the file with a submission of one of its quizzes or an
// external grade of one; an external grade may name an e-mail that no learner
// has signed in with yet, and is a row too.
import type { Db } from '../../db/database.ts';
import type { ResultsScope } from './resultsScope.ts';

export const RESULTS_PAGE_SIZE = 2_000;

export interface LearnerRow {
  email: string;
  /** null: an e-mail known only from an external grade */
  learnerId: string | null;
  name: string;
  telegram: string | null;
}

export interface SubmissionCell {
  id: string;
  /** the effective result: manual grades and the grade offset applied when it was stored */
  result: number;
  maxGrade: number;
  submittedAt: Date;
}

export interface ResultsPage {
  learners: LearnerRow[];
  /** by cellKey(quizId, learnerId) */
  submissions: Map<string, SubmissionCell>;
  /** by cellKey(quizId, learnerId) */
  gradeOffsets: Map<string, number>;
  /** by cellKey(quizId, email) */
  externalGrades: Map<string, number>;
  /** by submission id, then question id; only when asked for */
  questionScores: Map<string, Map<string, number>>;
}

export const cellKey = (quizId: string, learner: string) => `${quizId}\n${learner}`;

function quizIdsOf(scope: ResultsScope) {
  return {
    graded: scope.quizzes.filter((quiz) => !quiz.externalGrades).map((quiz) => quiz.id),
    external: scope.quizzes.filter((quiz) => quiz.externalGrades).map((quiz) => quiz.id),
  };
}

/** How many rows the file will have, about (a learner with both kinds of grade counts twice): for progress. */
export async function countResultRows(prisma: Db, scope: ResultsScope): Promise<number> {
  const { graded, external } = quizIdsOf(scope);
  const [row] = await prisma.$queryRaw<{ count: bigint }[]>`
    SELECT (SELECT count(DISTINCT s."learnerId") FROM "Submission" s WHERE s."quizId" = ANY(${graded}::text[]))
         + (SELECT count(DISTINCT e."email") FROM "ExternalGrade" e WHERE e."quizId" = ANY(${external}::text[])) AS count`;
  return Number(row?.count ?? 0);
}

async function learnersAfter(prisma: Db, scope: ResultsScope, after: string, limit: number): Promise<LearnerRow[]> {
  const { graded, external } = quizIdsOf(scope);
  // Learners in e-mail order (their organisation's unique index), each kept if
  // it has a submission or an external grade: one index probe per learner.
  // Written as scalar subqueries, not EXISTS: the planner would hash every
  // submission of the quiz for each page (150 ms a page at 100,000).
  return prisma.$queryRaw<LearnerRow[]>`
    (SELECT l."email", l."id" AS "learnerId", l."name", l."telegram" FROM "Learner" l
      WHERE l."organizationId" = ${scope.organizationId} AND l."email" > ${after}
        AND (coalesce((SELECT true FROM "Submission" s WHERE s."learnerId" = l."id" AND s."quizId" = ANY(${graded}::text[]) LIMIT 1), false)
          OR coalesce((SELECT true FROM "ExternalGrade" e WHERE e."email" = l."email" AND e."quizId" = ANY(${external}::text[]) LIMIT 1), false))
      ORDER BY l."email" LIMIT ${limit})
    UNION ALL
    (SELECT DISTINCT e."email", NULL, '', NULL FROM "ExternalGrade" e
      WHERE e."quizId" = ANY(${external}::text[]) AND e."email" > ${after}
        AND NOT EXISTS (SELECT 1 FROM "Learner" l WHERE l."organizationId" = ${scope.organizationId} AND l."email" = e."email")
      ORDER BY e."email" LIMIT ${limit})
    ORDER BY "email" LIMIT ${limit}`;
}

export interface PageContents {
  /** the grade offsets and external grades (the results' columns) */
  grades: boolean;
  /** the scores per question */
  questionScores: boolean;
}

async function pageOf(prisma: Db, scope: ResultsScope, learners: LearnerRow[], contents: PageContents): Promise<ResultsPage> {
  const { graded, external } = quizIdsOf(scope);
  const learnerIds = learners.flatMap((learner) => (learner.learnerId ? [learner.learnerId] : []));
  const emails = learners.map((learner) => learner.email);
  // One query at a time: pages are read ahead, and the pool is the server's.
  const submissions = await prisma.$queryRaw<(SubmissionCell & { quizId: string; learnerId: string })[]>`
    SELECT s."id", s."quizId", s."learnerId", s."result", s."maxGrade", s."submittedAt" FROM "Submission" s
    WHERE s."learnerId" = ANY(${learnerIds}::text[]) AND s."quizId" = ANY(${graded}::text[])`;
  const offsets = contents.grades
    ? await prisma.$queryRaw<{ quizId: string; learnerId: string; offset: number }[]>`
        SELECT g."quizId", g."learnerId", g."offset" FROM "GradeOffset" g
        WHERE g."learnerId" = ANY(${learnerIds}::text[]) AND g."quizId" = ANY(${scope.quizzes.map((quiz) => quiz.id)}::text[])`
    : [];
  const grades =
    contents.grades && external.length > 0
      ? await prisma.$queryRaw<{ quizId: string; email: string; grade: number }[]>`
          SELECT e."quizId", e."email", e."grade" FROM "ExternalGrade" e
          WHERE e."quizId" = ANY(${external}::text[]) AND e."email" = ANY(${emails}::text[])`
      : [];
  const questionScores = new Map<string, Map<string, number>>();
  if (contents.questionScores && submissions.length > 0) {
    // one row per submission with its scores as one JSON object: 2,000 rows
    // rather than 60,000, and the fastest of the forms measured (arrays, text)
    const rows = await prisma.$queryRaw<{ submissionId: string; scores: Record<string, number> }[]>`
      SELECT q."submissionId", json_object_agg(q."questionId", q."score") AS "scores"
      FROM "QuestionScore" q WHERE q."submissionId" = ANY(${submissions.map((submission) => submission.id)}::text[])
      GROUP BY q."submissionId"`;
    for (const row of rows) questionScores.set(row.submissionId, new Map(Object.entries(row.scores)));
  }
  return {
    learners,
    submissions: new Map(submissions.map((submission) => [cellKey(submission.quizId, submission.learnerId), submission])),
    gradeOffsets: new Map(offsets.map((offset) => [cellKey(offset.quizId, offset.learnerId), offset.offset])),
    externalGrades: new Map(grades.map((grade) => [cellKey(grade.quizId, grade.email), grade.grade])),
    questionScores,
  };
}

/** Pages read ahead of the one being written: the database and the writer work at once. */
const READ_AHEAD = 3;

/**
 * The file's learners in e-mail order, a page at a time, each page with its
 * grades. Each page's learners are read after the last e-mail of the page
 * before; its grades are read while the next pages' learners are, up to
 * READ_AHEAD pages ahead of the caller.
 */
export async function* resultsPages(
  prisma: Db,
  scope: ResultsScope,
  contents: PageContents & { pageSize?: number },
): AsyncGenerator<ResultsPage> {
  const limit = contents.pageSize ?? RESULTS_PAGE_SIZE;
  // the e-mail the next page starts after; null once a page came back short
  let after: Promise<string | null> = Promise.resolve('');
  const ahead: Promise<ResultsPage | null>[] = [];
  const readNext = () => {
    const learners = after.then((email) => (email === null ? [] : learnersAfter(prisma, scope, email, limit)));
    after = learners.then((rows) => (rows.length < limit ? null : rows[rows.length - 1].email));
    const page = learners.then((rows) => (rows.length === 0 ? null : pageOf(prisma, scope, rows, contents)));
    // awaited in turn below; until then a failure is not unhandled
    page.catch(() => {});
    after.catch(() => {});
    ahead.push(page);
  };
  for (;;) {
    while (ahead.length < READ_AHEAD) readNext();
    const page = await ahead.shift()!;
    if (!page) return;
    yield page;
  }
}
