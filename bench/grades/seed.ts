// What `npm run bench:grades` starts from, on top of the exam bench's seed
// (bench/exam/setup.ts: an organisation, an account, the 30-question exam
// and N learners): the account's owner, every learner's graded submission
// with its per-question scores, and the manual-grade file to upload, the
// same on every run.
import { randomBytes, randomUUID } from 'node:crypto';
import { questionMaxScore } from '../../domain/quiz/grade.ts';
import { gradeSubmission } from '../../domain/quiz/score.ts';
import type { Answers } from '../../domain/quiz/types.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/database.ts';
import type { Prisma } from '../../server/db/generated/client.ts';
import type { SeededExam } from '../exam/setup.ts';
import { answersOfLearner, answersUpTo, examContent, examQuestions, examSettings, seededRandom } from '../exam/quiz.ts';

const INSERT_CHUNK = 10_000;

export interface GradeFile {
  /** [e-mail, question id, grade] */
  rows: [string, string, string][];
  /** the grades each learner's rows give, by e-mail and question id */
  gradesByEmail: Map<string, Record<string, number>>;
}

export function answersOf(index: number): Answers {
  return answersUpTo(answersOfLearner(index), examQuestions.length);
}

/** The account's owner, signed in by the bench over HTTP. */
export async function seedOwner(prisma: Db, exam: SeededExam): Promise<{ username: string; password: string }> {
  const quiz = await prisma.quiz.findUniqueOrThrow({ where: { id: exam.quizId }, select: { accountId: true } });
  const username = 'bench-grades-owner';
  const password = randomBytes(12).toString('base64url');
  await prisma.adminIdentity.create({
    data: { role: 'ACCOUNT_OWNER', username, passwordHash: await hashPassword(password), organizationId: exam.organizationId, accountId: quiz.accountId },
  });
  return { username, password };
}

/** Every learner's submission of the exam, graded as the server grades a submit, with its question scores. */
export async function seedSubmissions(prisma: Db, exam: SeededExam, submittedAt: Date): Promise<void> {
  const learners = await prisma.learner.findMany({ where: { organizationId: exam.organizationId }, select: { id: true, email: true } });
  const idByEmail = new Map(learners.map((learner) => [learner.email, learner.id]));
  const submissions: Prisma.SubmissionCreateManyInput[] = [];
  const scores: Prisma.QuestionScoreCreateManyInput[] = [];
  for (const learner of exam.learners) {
    const answers = answersOf(learner.index);
    const grade = gradeSubmission({ content: examContent, settings: examSettings }, answers, { now: submittedAt });
    const id = randomUUID();
    submissions.push({
      id,
      quizId: exam.quizId,
      learnerId: idByEmail.get(learner.email)!,
      answers: answers as Prisma.InputJsonObject,
      result: grade.result ?? 0,
      maxGrade: grade.maxGrade,
      submittedAt,
    });
    for (const score of grade.perQuestion) scores.push({ submissionId: id, questionId: score.questionId, score: score.score, maxScore: score.maxScore });
  }
  for (let start = 0; start < submissions.length; start += INSERT_CHUNK) {
    await prisma.submission.createMany({ data: submissions.slice(start, start + INSERT_CHUNK) });
  }
  for (let start = 0; start < scores.length; start += INSERT_CHUNK) {
    await prisma.questionScore.createMany({ data: scores.slice(start, start + INSERT_CHUNK) });
  }
}

/** `perLearner` questions of each learner graded by hand (spread over the quiz), each grade from 0 to the question's max. */
export function manualGradeFile(exam: SeededExam, perLearner: number): GradeFile {
  const random = seededRandom(12);
  const rows: GradeFile['rows'] = [];
  const gradesByEmail = new Map<string, Record<string, number>>();
  for (const { index, email } of exam.learners) {
    const grades: Record<string, number> = {};
    for (let k = 0; k < perLearner; k += 1) {
      const question = examQuestions[(index + 3 * k) % examQuestions.length];
      const grade = Math.floor(random() * (questionMaxScore(question) + 1));
      grades[question.id] = grade;
      rows.push([email, question.id, String(grade)]);
    }
    gradesByEmail.set(email, grades);
  }
  return { rows, gradesByEmail };
}
