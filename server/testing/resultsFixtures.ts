// Quizzes with submissions, question scores, grade offsets and external
// grades written straight to the database, for the results screen's tests:
// each test states the rows it is about, as storeSubmission would have
// written them (a score row for every question, info texts 0 of 0).
import type { Prisma } from '../db/generated/client.ts';
import type { TestApp } from './testApp.ts';

/** The worked example's quiz (docs/decisions/itemAnalysis.md): Q1 worth 1, Q2 and Q3 worth 2, and an info text. */
export const workedExampleContent = {
  sections: [
    {
      id: 's1',
      name: 'Only',
      questions: [
        { id: 'Q1', type: 0, text: 'Capital of Egypt?', choices: ['Cairo', 'Giza'], correctAnswer: 1, weight: 1 },
        { id: 'info', type: 4, text: 'Read carefully.' },
        { id: 'Q2', type: 1, text: 'ما لون السماء؟', possibleAnswers: ['أزرق'], weight: 2 },
        { id: 'Q3', type: 0, text: 'Second   line\nof text', choices: ['a', 'b'], correctAnswer: 2, weight: 2 },
      ],
    },
  ],
};

export const WORKED_EXAMPLE_MAX = { Q1: 1, info: 0, Q2: 2, Q3: 2 } as const;

/** Learners A to E of the worked example: scores of Q1, Q2, Q3. */
export const WORKED_EXAMPLE_SCORES = [
  [1, 2, 2],
  [1, 2, 1],
  [1, 1, 0],
  [1, 1, 0],
  [0, 0, 2],
] as const;

export interface SubmissionRows {
  email: string;
  name?: string;
  /** by question id; each stored with its max from `maxScores` */
  scores?: Record<string, number>;
  /** the stored effective result; the sum of the scores unless given */
  result?: number;
  maxGrade?: number;
  submittedAt?: Date;
  autoSubmitted?: boolean;
  gradeOffset?: number;
}

export function resultsFixtures(app: TestApp) {
  const db = () => app.app.database.prisma;
  let sequence = 0;

  async function learner(organizationId: string, email: string, name = '') {
    return db().learner.upsert({ where: { organizationId_email: { organizationId, email } }, create: { organizationId, email, name }, update: { name } });
  }

  /** A learner (made if new) and their submission of the quiz with its score rows. */
  async function submission(quiz: { id: string; organizationId: string }, rows: SubmissionRows, maxScores: Record<string, number> = WORKED_EXAMPLE_MAX) {
    const taker = await learner(quiz.organizationId, rows.email, rows.name);
    const scores = rows.scores ?? {};
    const total = Object.values(scores).reduce((sum, score) => sum + score, 0);
    if (rows.gradeOffset !== undefined) {
      await db().gradeOffset.create({ data: { quizId: quiz.id, learnerId: taker.id, offset: rows.gradeOffset } });
    }
    const stored = await db().submission.create({
      data: {
        quizId: quiz.id,
        learnerId: taker.id,
        answers: {},
        result: rows.result ?? total,
        maxGrade: rows.maxGrade ?? 5,
        autoSubmitted: rows.autoSubmitted ?? false,
        submittedAt: rows.submittedAt ?? new Date(Date.UTC(2026, 10, 1, 9, 0, sequence++)),
        scores: {
          create: Object.entries(scores).map(([questionId, score]) => ({ questionId, score, maxScore: maxScores[questionId] ?? 0 })),
        },
      },
    });
    return { learner: taker, submission: stored };
  }

  return {
    db,
    learner,
    submission,
    async quiz(where: { organizationId: string; accountId: string }, settings: Partial<Prisma.QuizUncheckedCreateInput> = {}, content: object = workedExampleContent) {
      return db().quiz.create({
        data: { ...where, name: `Results quiz ${++sequence}`, version: 2, passGrade: 3, maxGrade: 5, content: content as Prisma.InputJsonObject, ...settings },
      });
    },

    /** The worked example's five learners, named A to E. */
    async workedExample(quiz: { id: string; organizationId: string }) {
      return Promise.all(
        WORKED_EXAMPLE_SCORES.map(([q1, q2, q3], index) =>
          submission(quiz, {
            email: `learner-${'abcde'[index]}@example.com`,
            name: `Learner ${'ABCDE'[index]}`,
            scores: { Q1: q1, info: 0, Q2: q2, Q3: q3 },
          }),
        ),
      );
    },
  };
}
