// The data of `npm run bench:results`: the exam quiz of bench:exam (30
// questions) in a fresh organisation, its owner, and N learners who each
// submitted it, with their 30 QuestionScore rows and a grade offset for one
// learner in ten, all made by INSERT … SELECT generate_series in the database.
// Every value is a formula of the learner's number, so the file can be
// checked row by row (expectedRow).
import type pg from 'pg';
import { questionMaxScore } from '../../domain/quiz/grade.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/database.ts';
import { examMaxGrade, examQuestions, PASS_GRADE } from '../exam/quiz.ts';
import { seedExam } from '../exam/setup.ts';

export const OWNER = { username: 'bench-results-owner', password: 'bench-results-Passw0rd!' };
const FIRST_SUBMISSION = Date.UTC(2026, 10, 20, 8, 0, 0);

export interface SeededResults {
  organizationId: string;
  quizId: string;
  learners: number;
}

export const learnerEmail = (i: number) => `learner-${String(i).padStart(6, '0')}@bench.example`;
const maxScores = examQuestions.map((question) => questionMaxScore(question));

/** Learner i's score of question k (both from 1): most right, every fifth wrong, in a pattern that differs per learner. */
export const scoreOf = (i: number, k: number) => ((i * 7 + k * 13) % 5 === 0 ? 0 : maxScores[k - 1]);
/** One learner in ten has an offset, between -3 and 3. */
export const offsetOf = (i: number): number | null => (i % 10 === 0 ? (i % 7) - 3 : null);

export interface ExpectedRow {
  email: string;
  name: string;
  telegram: string | null;
  result: number;
  maxGrade: number;
  gradeOffset: number;
  passed: boolean;
  submittedAt: Date;
  scores: number[];
}

export function expectedRow(i: number): ExpectedRow {
  const scores = examQuestions.map((_, index) => scoreOf(i, index + 1));
  const sum = scores.reduce((total, score) => total + score, 0);
  const offset = offsetOf(i) ?? 0;
  const result = Math.min(Math.max(sum + offset, 0), examMaxGrade);
  return {
    email: learnerEmail(i),
    name: `Learner ${i}`,
    telegram: i % 3 === 0 ? `@learner${i}` : null,
    result,
    maxGrade: examMaxGrade,
    gradeOffset: offset,
    passed: result >= PASS_GRADE,
    submittedAt: new Date(FIRST_SUBMISSION + i * 1000),
    scores,
  };
}

export async function seedResults(prisma: Db, client: pg.Client, learners: number): Promise<SeededResults> {
  const exam = await seedExam(prisma, 'bench', 0);
  const quiz = await prisma.quiz.findUniqueOrThrow({ where: { id: exam.quizId }, select: { accountId: true } });
  await prisma.adminIdentity.create({
    data: {
      role: 'ACCOUNT_OWNER',
      username: OWNER.username,
      passwordHash: await hashPassword(OWNER.password),
      organizationId: exam.organizationId,
      accountId: quiz.accountId,
    },
  });
  const questionIds = examQuestions.map((question) => question.id);
  // the formulas of scoreOf, offsetOf and expectedRow, in SQL
  await client.query(
    `INSERT INTO "Learner" ("id", "organizationId", "email", "name", "telegram", "termsAccepted", "privacyPolicyAccepted", "updatedAt")
     SELECT 'bl' || i, $1, 'learner-' || lpad(i::text, 6, '0') || '@bench.example', 'Learner ' || i,
            CASE WHEN i % 3 = 0 THEN '@learner' || i END, true, true, now()
     FROM generate_series(1, $2::int) AS i`,
    [exam.organizationId, learners],
  );
  await client.query(
    `INSERT INTO "Submission" ("id", "quizId", "learnerId", "answers", "result", "maxGrade", "submittedAt")
     SELECT 'bs' || i, $1, 'bl' || i, '{}',
            least(greatest(s.score + CASE WHEN i % 10 = 0 THEN i % 7 - 3 ELSE 0 END, 0), $4::int), $4::int,
            to_timestamp($5::float8 + i)
     FROM generate_series(1, $2::int) AS i,
          LATERAL (SELECT sum(CASE WHEN (i * 7 + k * 13) % 5 = 0 THEN 0 ELSE m END)::int AS score
                   FROM unnest($3::float8[]) WITH ORDINALITY AS q(m, k)) AS s`,
    [exam.quizId, learners, maxScores, examMaxGrade, FIRST_SUBMISSION / 1000],
  );
  await client.query(
    `INSERT INTO "QuestionScore" ("submissionId", "questionId", "score", "maxScore")
     SELECT 'bs' || i, q.id, CASE WHEN (i * 7 + q.k * 13) % 5 = 0 THEN 0 ELSE q.m END, q.m
     FROM generate_series(1, $1::int) AS i,
          unnest($2::text[], $3::float8[]) WITH ORDINALITY AS q(id, m, k)`,
    [learners, questionIds, maxScores],
  );
  await client.query(
    `INSERT INTO "GradeOffset" ("id", "quizId", "learnerId", "offset", "updatedAt")
     SELECT 'bo' || i, $1, 'bl' || i, i % 7 - 3, now() FROM generate_series(10, $2::int, 10) AS i`,
    [exam.quizId, learners],
  );
  await client.query('ANALYZE');
  return { organizationId: exam.organizationId, quizId: exam.quizId, learners };
}
