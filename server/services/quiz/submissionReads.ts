// What a submit reads before it grades, in as few statements as the exam day
// allows (issue 16: every statement is a round trip and a system call, and a
// profile of a busy 2-core machine put a third of the server's time in those
// calls): the attempt and, in the same statement, the grading facts; the
// finalising sweep, which has the attempt already, reads the facts alone.
import type { Db } from '../../db/database.ts';
import { Prisma, type Attempt } from '../../db/generated/client.ts';
import { sqlFor } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';

/** What a submit reads of the attempt: not the saved answers nor the selection log, the row's large values, which it does not use. */
export const WITHOUT_DRAFTS = { draftAnswers: true, selectionLog: true } as const;
export type AttemptFacts = Omit<Attempt, keyof typeof WITHOUT_DRAFTS>;
const ATTEMPT_COLUMNS = Object.values(Prisma.AttemptScalarFieldEnum).filter((column) => !(column in WITHOUT_DRAFTS));

export interface GradingFacts {
  gradeOffset?: number;
  manualGrades?: Record<string, number>;
  account: { regFormId: string | null; useCertificateTemplate: boolean; certificateReleaseCriteria: string[] };
}

interface GradingFactsRow {
  gradeOffset: number | null;
  manualGrades: Record<string, number> | null;
  regFormId: string | null;
  useCertificateTemplate: boolean | null;
  certificateReleaseCriteria: string[] | null;
}

/**
 * What the owner set for this learner and quiz before (or since) an earlier
 * submission, the grade offset and the manual grades, which a resubmission
 * keeps; and the account's registration form and certificate release. As the
 * columns of a statement whose parameters are $1 the quiz, $2 the learner,
 * and whose "Account" is `a` (the quiz's account, $3).
 */
const GRADING_FACTS_COLUMNS = `(SELECT "offset" FROM "GradeOffset" WHERE "quizId" = $1 AND "learnerId" = $2) AS "gradeOffset",
  (SELECT jsonb_object_agg("questionId", "grade") FROM "ManualGrade" WHERE "quizId" = $1 AND "learnerId" = $2) AS "manualGrades",
  a."regFormId", a."useCertificateTemplate", a."certificateReleaseCriteria"`;

/** The grading facts alone: $1 quiz, $2 learner, $3 the quiz's account. */
export const GRADING_FACTS_STATEMENT = `SELECT ${GRADING_FACTS_COLUMNS} FROM "Account" AS a WHERE a."id" = $3`;

/** The learner's attempt of the quiz and the grading facts, one row: $1 quiz, $2 learner, $3 the quiz's account, $4 the attempt. */
export const SUBMIT_READ_STATEMENT = `SELECT ${ATTEMPT_COLUMNS.map((column) => `t."${column}"`).join(', ')}, ${GRADING_FACTS_COLUMNS}
  FROM "Attempt" AS t LEFT JOIN "Account" AS a ON a."id" = $3
  WHERE t."id" = $4 AND t."learnerId" = $2 AND t."quizId" = $1`;

function gradingFactsOfRow(row: GradingFactsRow | undefined): GradingFacts {
  if (!row || row.useCertificateTemplate === null) throw new AppError('notFound', { field: 'quizId' });
  return {
    gradeOffset: row.gradeOffset ?? undefined,
    manualGrades: row.manualGrades ?? undefined,
    account: { regFormId: row.regFormId, useCertificateTemplate: row.useCertificateTemplate, certificateReleaseCriteria: row.certificateReleaseCriteria ?? [] },
  };
}

export async function gradingFactsOf(prisma: Db, quiz: { id: string; accountId: string }, learnerId: string): Promise<GradingFacts> {
  const [row] = await sqlFor(prisma).rows<GradingFactsRow>(GRADING_FACTS_STATEMENT, [quiz.id, learnerId, quiz.accountId]);
  return gradingFactsOfRow(row);
}

/** The attempt the submit names, of this learner and quiz, with the grading facts; null when there is no such attempt. */
export async function readAttemptForSubmit(
  prisma: Db,
  quiz: { id: string; accountId: string },
  learnerId: string,
  attemptId: string,
): Promise<{ attempt: AttemptFacts; grading: GradingFacts } | null> {
  const [row] = await sqlFor(prisma).rows<AttemptFacts & GradingFactsRow>(SUBMIT_READ_STATEMENT, [quiz.id, learnerId, quiz.accountId, attemptId]);
  if (!row) return null;
  const { gradeOffset, manualGrades, regFormId, useCertificateTemplate, certificateReleaseCriteria, ...attempt } = row;
  return { attempt, grading: gradingFactsOfRow({ gradeOffset, manualGrades, regFormId, useCertificateTemplate, certificateReleaseCriteria }) };
}
