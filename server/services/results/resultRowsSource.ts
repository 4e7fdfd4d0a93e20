// The rows of a quiz's results as one SQL derived table, so that the page of
// the submissions table, its count and the statistics read the same rows:
// one per learner, with the effective result.
//
// A quiz graded here: its submissions; Submission.result already carries the
// manual grades, the late reduction and the grade offset.
// An externally graded quiz: every learner who submitted or has an uploaded
// grade (matched by e-mail); the result is the uploaded grade plus the grade
// offset, each step kept within 0..maxGradeExternal as gradeSubmission does
// (domain/quiz/score.ts; quizResults.test.ts compares the two), and null
// while no grade is uploaded.
import { Prisma, type Quiz } from '../../db/generated/client.ts';

export interface ResultRow {
  /** the submission's id, or the external grade's when the learner never submitted */
  rowId: string;
  email: string;
  name: string;
  result: number | null;
  maxGrade: number;
  submittedAt: Date | null;
  autoSubmitted: boolean;
  gradeOffset: number;
}

type SourceQuiz = Pick<Quiz, 'id' | 'organizationId' | 'externalGrades' | 'maxGradeExternal'>;

/** The max grade of an externally graded quiz, as gradeSubmission reads maxGradeExternal. */
export function externalMaxGrade(quiz: Pick<Quiz, 'maxGradeExternal'>): number {
  const max = quiz.maxGradeExternal;
  return typeof max === 'number' && Number.isSafeInteger(max) && max >= 0 ? max : 0;
}

function gradedHere(quizId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s."id" AS "rowId", l."email", l."name", s."result", s."maxGrade", s."submittedAt", s."autoSubmitted",
           COALESCE(o."offset", 0) AS "gradeOffset"
    FROM "Submission" s
    JOIN "Learner" l ON l."id" = s."learnerId"
    LEFT JOIN "GradeOffset" o ON o."quizId" = s."quizId" AND o."learnerId" = s."learnerId"
    WHERE s."quizId" = ${quizId}`;
}

function gradedExternally(quiz: SourceQuiz): Prisma.Sql {
  const max = externalMaxGrade(quiz);
  return Prisma.sql`
    SELECT COALESCE(taken."id", graded."id") AS "rowId",
           COALESCE(taken."email", graded."email") AS "email",
           COALESCE(taken."name", known."name", '') AS "name",
           CASE WHEN graded."id" IS NULL THEN NULL
                ELSE LEAST(GREATEST(LEAST(GREATEST(graded."grade", 0), ${max}::int) + COALESCE(o."offset", 0), 0), ${max}::int)
           END AS "result",
           ${max}::int AS "maxGrade",
           taken."submittedAt",
           COALESCE(taken."autoSubmitted", false) AS "autoSubmitted",
           COALESCE(o."offset", 0) AS "gradeOffset"
    FROM (
      SELECT s."id", s."learnerId", s."submittedAt", s."autoSubmitted", l."email", l."name"
      FROM "Submission" s JOIN "Learner" l ON l."id" = s."learnerId"
      WHERE s."quizId" = ${quiz.id}
    ) AS taken
    FULL OUTER JOIN (
      SELECT g."id", g."email", g."grade" FROM "ExternalGrade" g WHERE g."quizId" = ${quiz.id}
    ) AS graded ON graded."email" = taken."email"
    LEFT JOIN "Learner" known ON taken."id" IS NULL AND known."organizationId" = ${quiz.organizationId} AND known."email" = graded."email"
    LEFT JOIN "GradeOffset" o ON o."quizId" = ${quiz.id} AND o."learnerId" = COALESCE(taken."learnerId", known."id")`;
}

/** `(…) AS r`: the quiz's result rows, to select from. */
export function resultRowsSource(quiz: SourceQuiz): Prisma.Sql {
  return Prisma.sql`(${quiz.externalGrades ? gradedExternally(quiz) : gradedHere(quiz.id)}) AS r`;
}
