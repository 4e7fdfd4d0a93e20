// The results files' tests: on the `acme` organisation of nodeFixtures.ts (and
// its callers of every role), quizzes of each kind with learners' grades made
// directly in the database, as the grading services leave them: a
// submission's result is its effective result (manual grades and the grade
// offset applied), and its QuestionScore rows are the scores after manual
// grades. The expected files are written out in the tests.
import type { Prisma } from '../db/generated/client.ts';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { seedNodeFixture, type NodeFixture } from './nodeFixtures.ts';
import { examContent, rightAnswers } from './quizFixtures.ts';
import type { TestApp } from './testApp.ts';

export interface ResultsFixture extends NodeFixture {
  quizzes: { algebra: string; essay: string; practice: string; form: string; retired: string };
  /** a program whose tree holds practice (in a folder), then algebra, then the form */
  programId: string;
  /** the neighbour account's program and quiz: not the acme owner's */
  neighbour: { accountId: string; programId: string; quizId: string };
}

export const SARA_SUBMITTED = new Date('2026-11-20T10:15:00Z');
export const OMAR_SUBMITTED = new Date('2026-11-20T09:00:00Z');

export async function seedResultsFixture(app: TestApp): Promise<ResultsFixture> {
  const fixture = await seedNodeFixture(app);
  const prisma = app.app.database.prisma;
  const { organizationId, accountId } = fixture.rows;
  // the node fixture's quiz (for the Quiz node's authorization) is no quiz of these results: its account's files list only the quizzes below
  const nodeQuizId = decodeGlobalID(fixture.recipes.Quiz.id).id;
  await prisma.program.update({ where: { id: fixture.rows.programId }, data: { legacyQuizIds: [] } });
  await prisma.quiz.delete({ where: { id: nodeQuizId } });
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 8, 0, seconds));
  const quiz = (data: Partial<Prisma.QuizUncheckedCreateInput>) =>
    prisma.quiz.create({ data: { organizationId, accountId, name: 'Quiz', version: 2, content: examContent, ...data } });

  const algebra = await quiz({ name: 'اختبار الجبر', passGrade: 4, maxGrade: 6, createdAt: at(0) });
  const essay = await quiz({ name: 'Essay', externalGrades: true, maxGradeExternal: 20, passGrade: 10, content: { sections: [] }, createdAt: at(1) });
  const practice = await quiz({ name: 'Practice', excludeFromTotal: true, passGrade: 1, maxGrade: 6, createdAt: at(2) });
  const form = await quiz({ name: 'Registration form', isForm: true, createdAt: at(3) });
  // deleted, and kept because it has a submission: its results stay in the account's file
  const retired = await quiz({ name: 'Retired quiz', passGrade: 0, maxGrade: 6, deletedAt: at(10), isActive: false, createdAt: at(4) });

  const program = await prisma.program.create({ data: { organizationId, accountId, name: 'Results program', order: 1 } });
  const folder = await prisma.programItem.create({ data: { programId: program.id, itemType: 'folder', name: 'Unit 1', order: 0 } });
  await prisma.programItem.createMany({
    data: [
      { programId: program.id, parentId: folder.id, itemType: 'quiz', name: 'Practice', quizId: practice.id, order: 0 },
      { programId: program.id, itemType: 'quiz', name: 'Algebra', quizId: algebra.id, order: 1 },
      { programId: program.id, itemType: 'quiz', name: 'Form', quizId: form.id, order: 2 },
    ],
  });

  const learner = (email: string, name: string, telegram: string | null = null) =>
    prisma.learner.create({ data: { organizationId, email, name, telegram, termsAccepted: true, privacyPolicyAccepted: true } });
  const sara = await learner('sara@acme.example', 'سارة علي', '@sara');
  const omar = await learner('omar@acme.example', 'Omar');
  await learner('zed@acme.example', 'Zed');

  const submit = async (quizId: string, learnerId: string, result: number, submittedAt: Date, scores: Record<string, number> = {}) => {
    const submission = await prisma.submission.create({ data: { quizId, learnerId, answers: rightAnswers, result, maxGrade: 6, submittedAt } });
    await prisma.questionScore.createMany({
      data: Object.entries(scores).map(([questionId, score]) => ({ submissionId: submission.id, questionId, score, maxScore: 2 })),
    });
  };
  // Sara: 6 after a manual grade of q2 (its automatic score was 0), less her offset of 1: 5.
  await prisma.manualGrade.create({ data: { quizId: algebra.id, learnerId: sara.id, questionId: 'q2', grade: 1 } });
  await prisma.gradeOffset.create({ data: { quizId: algebra.id, learnerId: sara.id, offset: -1 } });
  await submit(algebra.id, sara.id, 5, SARA_SUBMITTED, { q1: 2, q2: 1, q3: 1, q4: 0, q5: 2, q6: 0 });
  await submit(practice.id, sara.id, 2, SARA_SUBMITTED);
  await submit(algebra.id, omar.id, 2, OMAR_SUBMITTED, { q1: 0, q2: 1, q3: 0, q4: 0, q5: 1, q6: 0 });
  await submit(retired.id, omar.id, 3, OMAR_SUBMITTED);
  // External grades by e-mail: Sara's 18 with her offset of 5 is above the 20 at most; ghost has not signed in yet.
  await prisma.gradeOffset.create({ data: { quizId: essay.id, learnerId: sara.id, offset: 5 } });
  await prisma.externalGrade.createMany({
    data: [
      { quizId: essay.id, email: 'sara@acme.example', grade: 18 },
      { quizId: essay.id, email: 'zed@acme.example', grade: 8 },
      { quizId: essay.id, email: 'ghost@acme.example', grade: 15 },
    ],
  });

  const neighbourAccount = await prisma.account.findFirstOrThrow({ where: { organizationId, alias: 'Acme Neighbour Account' } });
  const neighbourProgram = await prisma.program.create({ data: { organizationId, accountId: neighbourAccount.id, name: 'Neighbour program' } });
  const neighbourQuiz = await prisma.quiz.create({ data: { organizationId, accountId: neighbourAccount.id, name: 'Neighbour quiz', content: examContent } });

  return {
    ...fixture,
    quizzes: { algebra: algebra.id, essay: essay.id, practice: practice.id, form: form.id, retired: retired.id },
    programId: program.id,
    neighbour: { accountId: neighbourAccount.id, programId: neighbourProgram.id, quizId: neighbourQuiz.id },
  };
}
