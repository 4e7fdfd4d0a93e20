// Grading stored submissions again after a manual grade or a grade offset
// changed. Each submission is read with its answers and the learner's manual
// grades and offset; graded by gradeSubmission at its original submission
// time (so a late submission stays late); and only what differs is written
// back: the result, and the scores of the questions that changed. Bulk and
// inside the caller's transaction: one statement reads them all (locking
// them, so a resubmission waits), one writes them all (unnest), and the
// change commits with its regrade.
import { questionsOf } from '../../../domain/quiz/editorRules.ts';
import { gradeSubmission } from '../../../domain/quiz/score.ts';
import type { Answers } from '../../../domain/quiz/types.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { Prisma, type Quiz } from '../../db/generated/client.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';

export type Tx = Db | Prisma.TransactionClient;

interface StoredSubmission {
  id: string;
  answers: unknown;
  submittedAt: Date;
  result: number;
  maxGrade: number;
  manualGrades: Record<string, number> | null;
  gradeOffset: number | null;
  /** questionId → [score, maxScore] */
  scores: Record<string, [number, number]> | null;
}

/** What to write: the changed results, the changed or missing scores, the scores of questions the quiz no longer has. */
class Changes {
  results = { ids: [] as string[], results: [] as number[], maxGrades: [] as number[] };
  scores = { submissionIds: [] as string[], questionIds: [] as string[], scores: [] as number[], maxScores: [] as number[] };
  stale = { submissionIds: [] as string[], questionIds: [] as string[] };

  get empty(): boolean {
    return this.results.ids.length === 0 && this.scores.submissionIds.length === 0 && this.stale.submissionIds.length === 0;
  }
}

// Stored answers were checked when submitted; grading takes any shape anyway (grade.property.test.ts).
const answersOf = (stored: unknown): Answers =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Answers) : {};

/** The submissions, locked; with their stored scores unless the caller names the questions that may change. */
function readSubmissions(tx: Tx, quizId: string, submissionIds: readonly string[], withScores: boolean): Promise<StoredSubmission[]> {
  const scores = withScores
    ? Prisma.sql`(SELECT jsonb_object_agg(q."questionId", jsonb_build_array(q."score", q."maxScore")) FROM "QuestionScore" q
        WHERE q."submissionId" = s."id")`
    : Prisma.sql`NULL`;
  return tx.$queryRaw<StoredSubmission[]>`
    SELECT s."id", s."answers", s."submittedAt", s."result", s."maxGrade",
      (SELECT jsonb_object_agg(m."questionId", m."grade") FROM "ManualGrade" m
        WHERE m."quizId" = s."quizId" AND m."learnerId" = s."learnerId") AS "manualGrades",
      (SELECT o."offset" FROM "GradeOffset" o WHERE o."quizId" = s."quizId" AND o."learnerId" = s."learnerId") AS "gradeOffset",
      ${scores} AS "scores"
    FROM "Submission" s
    WHERE s."quizId" = ${quizId} AND s."id" = ANY(${submissionIds}::text[])
    ORDER BY s."id"
    FOR UPDATE OF s`;
}

async function writeChanges(tx: Tx, changes: Changes): Promise<void> {
  const { results, scores, stale } = changes;
  await tx.$executeRaw`
    WITH results AS (
      UPDATE "Submission" AS s SET "result" = given.result, "maxGrade" = given.max_grade
      FROM unnest(${results.ids}::text[], ${results.results}::int[], ${results.maxGrades}::int[]) AS given(id, result, max_grade)
      WHERE s."id" = given.id
    ), scores AS (
      INSERT INTO "QuestionScore" ("submissionId", "questionId", "score", "maxScore")
      SELECT * FROM unnest(${scores.submissionIds}::text[], ${scores.questionIds}::text[], ${scores.scores}::float8[], ${scores.maxScores}::float8[])
      ON CONFLICT ("submissionId", "questionId") DO UPDATE SET "score" = EXCLUDED."score", "maxScore" = EXCLUDED."maxScore"
      WHERE ("QuestionScore"."score", "QuestionScore"."maxScore") IS DISTINCT FROM (EXCLUDED."score", EXCLUDED."maxScore")
    )
    DELETE FROM "QuestionScore" AS old
    USING unnest(${stale.submissionIds}::text[], ${stale.questionIds}::text[]) AS gone(submission_id, question_id)
    WHERE old."submissionId" = gone.submission_id AND old."questionId" = gone.question_id`;
}

export interface RegradeOptions {
  /**
   * The only questions whose scores can have changed, by submission id (a
   * manual-grade upload: the questions it graded for each learner). Stored
   * scores are then neither read nor compared: those questions' scores are
   * written, an equal one left as it is. Without it every question's score
   * is compared with the stored one, and scores of questions the quiz no
   * longer has are deleted.
   */
  changedQuestions?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Regrades these submissions of a quiz that is not externally graded (whose
 * result is computed when read, domain/quiz/score.ts externalResultOf).
 * Answers how many results changed.
 */
export async function regradeSubmissions(
  tx: Tx,
  config: Config,
  quiz: Quiz,
  submissionIds: readonly string[],
  { changedQuestions }: RegradeOptions = {},
): Promise<number> {
  if (quiz.externalGrades || submissionIds.length === 0) return 0;
  const document = quizDocumentOf(quiz);
  const questionIds = new Set(questionsOf(document.content).map((question) => question.id));
  const changes = new Changes();
  for (const stored of await readSubmissions(tx, quiz.id, submissionIds, !changedQuestions)) {
    const grade = gradeSubmission(document, answersOf(stored.answers), {
      now: stored.submittedAt,
      manualGrades: stored.manualGrades ?? undefined,
      gradeOffset: stored.gradeOffset ?? undefined,
      timeZoneOffsetMinutes: config.deadlineUtcOffsetMinutes,
    });
    const result = grade.result ?? 0;
    if (result !== stored.result || grade.maxGrade !== stored.maxGrade) {
      changes.results.ids.push(stored.id);
      changes.results.results.push(result);
      changes.results.maxGrades.push(grade.maxGrade);
    }
    const storedScores = stored.scores ?? {};
    const mayChange = changedQuestions?.get(stored.id);
    for (const { questionId, score, maxScore } of grade.perQuestion) {
      if (changedQuestions) {
        if (!mayChange?.has(questionId)) continue;
      } else {
        const before = Object.hasOwn(storedScores, questionId) ? storedScores[questionId] : undefined;
        if (before?.[0] === score && before[1] === maxScore) continue;
      }
      changes.scores.submissionIds.push(stored.id);
      changes.scores.questionIds.push(questionId);
      changes.scores.scores.push(score);
      changes.scores.maxScores.push(maxScore);
    }
    for (const questionId of Object.keys(storedScores)) {
      if (questionIds.has(questionId)) continue;
      changes.stale.submissionIds.push(stored.id);
      changes.stale.questionIds.push(questionId);
    }
  }
  if (!changes.empty) await writeChanges(tx, changes);
  return changes.results.ids.length;
}
