// The users-management page (/AccountUsersManagement): a learner of an
// account found by e-mail, with the account's quizzes they have a result for
// (mark and grade offset) and the account's private quizzes they are a
// private user of. Read by the account's owner or its organisation's holder.
import { externalResultOf } from '../../../domain/quiz/score.ts';
import type { RequestContext } from '../../context.ts';
import type { ExternalGrade, Quiz } from '../../db/generated/client.ts';
import { normalizedEmail } from '../examinees/emailList.ts';
import { AppError } from '../../errors.ts';
import { managedAccountId } from './managedAccess.ts';

export interface LearnerQuizRecord {
  quizId: string;
  name: string;
  isForm: boolean;
  /** the effective result: the stored submission's, or the uploaded external grade with the offset; null while none is uploaded */
  mark: number | null;
  maxGrade: number;
  gradeOffset: number;
}

export interface LearnerAccountRecords {
  email: string;
  /** the learner has a registration with the account */
  registered: boolean;
  quizzes: LearnerQuizRecord[];
  privateQuizzes: { quizId: string; name: string }[];
}

/** An externally graded quiz's mark: the uploaded grade, then the offset, by the one grading rule. */
function externalMark(quiz: Quiz, grade: ExternalGrade | undefined, gradeOffset: number): { mark: number | null; maxGrade: number } {
  const { result, maxGrade } = externalResultOf(grade?.grade, gradeOffset, quiz.maxGradeExternal);
  return { mark: result, maxGrade };
}

/** admin/getUserAccountAnswerEntries; userNotFound when the e-mail is nobody the account knows. */
/** `accountId` null: the owner's own account; `email` is checked once the account is found (normalizedEmail). */
export async function learnerAccountRecords(ctx: RequestContext, input: { accountId: string | null; email: string | null }): Promise<LearnerAccountRecords> {
  const accountId = await managedAccountId(ctx, input.accountId, 'ownerOrHolder');
  const email = normalizedEmail(input.email);
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { organizationId: true } });
  const learner = await ctx.prisma.learner.findUnique({
    where: { organizationId_email: { organizationId: account.organizationId, email } },
    select: { id: true },
  });
  const learnerId = learner?.id ?? null;

  // Rows kept per learner: none to read for an e-mail without a learner.
  const ofLearner = { where: { learnerId: learnerId ?? undefined }, take: learnerId ? 1 : 0 };
  const [quizzes, privateQuizzes, registration] = await Promise.all([
    ctx.prisma.quiz.findMany({
      where: {
        accountId,
        deletedAt: null,
        OR: [
          ...(learnerId ? [{ submissions: { some: { learnerId } } }] : []),
          { externalGrades: true, uploadedExternalGrades: { some: { email } } },
        ],
      },
      include: {
        submissions: { ...ofLearner, select: { result: true, maxGrade: true } },
        uploadedExternalGrades: { where: { email } },
        gradeOffsets: ofLearner,
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    ctx.prisma.quiz.findMany({
      where: { accountId, deletedAt: null, isPrivate: true, examinees: { some: { email } } },
      select: { id: true, name: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    learnerId ? ctx.prisma.registration.findUnique({ where: { accountId_learnerId: { accountId, learnerId } }, select: { id: true } }) : null,
  ]);
  if (!learnerId && quizzes.length === 0 && privateQuizzes.length === 0) throw new AppError('userNotFound', { field: 'email' });

  return {
    email,
    registered: registration !== null,
    quizzes: quizzes.map((quiz) => {
      const gradeOffset = quiz.gradeOffsets[0]?.offset ?? 0;
      const submission = quiz.submissions[0];
      const { mark, maxGrade } = quiz.externalGrades
        ? externalMark(quiz, quiz.uploadedExternalGrades[0], gradeOffset)
        : { mark: submission?.result ?? null, maxGrade: submission?.maxGrade ?? quiz.maxGrade };
      return { quizId: quiz.id, name: quiz.name, isForm: quiz.isForm, mark, maxGrade, gradeOffset };
    }),
    privateQuizzes: privateQuizzes.map((quiz) => ({ quizId: quiz.id, name: quiz.name })),
  };
}
