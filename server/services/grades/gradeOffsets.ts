// A learner's grade offset on a quiz (admin/setUserQuizGradeOffset,
// setQuizGradeOffset): the adjustment of the users management page, set by
// the account's owner or its organisation's holder. A whole number from
// -10,000 to 10,000 (docs/decisions/grades.md); stored and the learner's
// submission regraded in one transaction. It counts for an externally
// graded quiz too, where the result is computed when read.
import { externalResultOf } from '../../../domain/quiz/score.ts';
import type { RequestContext } from '../../context.ts';
import type { Quiz } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { regradeSubmissions, type Tx } from './regrade.ts';

/** The learner's result of the quiz after the change: null without a submission (or an uploaded external grade). */
async function resultAfter(tx: Tx, quiz: Quiz, learner: { id: string; email: string }, offset: number): Promise<number | null> {
  if (quiz.externalGrades) {
    const grade = await tx.externalGrade.findUnique({ where: { quizId_email: { quizId: quiz.id, email: learner.email } } });
    return externalResultOf(grade?.grade, offset, quiz.maxGradeExternal).result;
  }
  const submission = await tx.submission.findUnique({ where: { quizId_learnerId: { quizId: quiz.id, learnerId: learner.id } }, select: { result: true } });
  return submission?.result ?? null;
}

/** The offset and the e-mail as gradeOffsetChange answers them (a whole number within ±10,000; normalised). */
export async function setUserQuizGradeOffset(
  ctx: RequestContext,
  { quizId, gradeOffset, email }: { quizId: string; gradeOffset: number; email: string },
): Promise<{ gradeOffset: number; result: number | null }> {
  const quiz = await managedQuiz(ctx, quizId, 'ownerOrHolder');
  const learner = await ctx.prisma.learner.findUnique({
    where: { organizationId_email: { organizationId: quiz.organizationId, email } },
    select: { id: true, email: true },
  });
  if (!learner) throw new AppError('userNotFound', { field: 'email' });
  return ctx.prisma.$transaction(async (tx) => {
    // An unchanged offset is left as it is (its updatedAt too).
    await tx.$executeRaw`
      INSERT INTO "GradeOffset" ("id", "quizId", "learnerId", "offset", "updatedAt")
      VALUES (gen_random_uuid()::text, ${quiz.id}, ${learner.id}, ${gradeOffset}, ${new Date()})
      ON CONFLICT ("quizId", "learnerId") DO UPDATE SET "offset" = EXCLUDED."offset", "updatedAt" = EXCLUDED."updatedAt"
      WHERE "GradeOffset"."offset" IS DISTINCT FROM EXCLUDED."offset"`;
    const submission = await tx.submission.findUnique({ where: { quizId_learnerId: { quizId: quiz.id, learnerId: learner.id } }, select: { id: true } });
    if (submission) await regradeSubmissions(tx, ctx.config, quiz, [submission.id]);
    return { gradeOffset, result: await resultAfter(tx, quiz, learner, gradeOffset) };
  });
}
