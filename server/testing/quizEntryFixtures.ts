// Learners' quiz entries made directly in the database, for the examinees and
// users-management tests: every kind of row an entry has, and a count of each
// so a test can say which rows a call removed.
import type { Db } from '../db/database.ts';

export interface EntryOwner {
  quizId: string;
  learnerId: string;
  email: string;
}

/** A private-user row, an attempt, a submission with a question score, a manual grade, a grade offset and an external grade. */
export async function seedQuizEntry(db: Db, entry: EntryOwner, { result = 4, offset = 1 } = {}) {
  const { quizId, learnerId, email } = entry;
  await db.examinee.create({ data: { quizId, email } });
  const attempt = await db.attempt.create({ data: { quizId, learnerId, status: 'SUBMITTED', finishedAt: new Date() } });
  const submission = await db.submission.create({ data: { attemptId: attempt.id, quizId, learnerId, answers: {}, result, maxGrade: 6 } });
  await db.questionScore.create({ data: { submissionId: submission.id, questionId: 'q1', score: 2, maxScore: 2 } });
  await db.manualGrade.create({ data: { quizId, learnerId, questionId: 'q2', grade: 1 } });
  await db.gradeOffset.create({ data: { quizId, learnerId, offset } });
  await db.externalGrade.create({ data: { quizId, email, grade: 3 } });
  return { attemptId: attempt.id, submissionId: submission.id };
}

/** How many rows of each kind the entry has. */
export async function entryRows(db: Db, { quizId, learnerId, email }: EntryOwner) {
  const [examinees, attempts, submissions, questionScores, manualGrades, gradeOffsets, externalGrades] = await Promise.all([
    db.examinee.count({ where: { quizId, email } }),
    db.attempt.count({ where: { quizId, learnerId } }),
    db.submission.count({ where: { quizId, learnerId } }),
    db.questionScore.count({ where: { submission: { quizId, learnerId } } }),
    db.manualGrade.count({ where: { quizId, learnerId } }),
    db.gradeOffset.count({ where: { quizId, learnerId } }),
    db.externalGrade.count({ where: { quizId, email } }),
  ]);
  return { examinees, attempts, submissions, questionScores, manualGrades, gradeOffsets, externalGrades };
}

export const EVERY_ROW = { examinees: 1, attempts: 1, submissions: 1, questionScores: 1, manualGrades: 1, gradeOffsets: 1, externalGrades: 1 };
export const NO_ROW = { examinees: 0, attempts: 0, submissions: 0, questionScores: 0, manualGrades: 0, gradeOffsets: 0, externalGrades: 0 };
