// Whether a learner may open a quiz, decided on the server in the order the
// client reacts to: quizNotActive (then the existing result is fetched),
// externalQuiz, userNotRegistered (private quizzes admit their examinees,
// openForRegistered quizzes the account's registered learners) and
// prerequisitesNotPassed (prerequisite quizzes, expression and tracks).
import { checkPrerequisites } from '../../domain/quiz/prerequisites.ts';
import type { LogicExpression } from '../../domain/quiz/expression.ts';
import type { RequestContext } from '../context.ts';
import { requireOrganization } from '../context.ts';
import type { Quiz } from '../db/generated/client.ts';
import { AppError } from './errors.ts';
import { learnerQuizState } from './learnerContent.ts';
import { requireLearner } from './learners.ts';

/** A quiz of the request's organisation that was not deleted, or notFound. */
export async function quizOfOrganization(ctx: RequestContext, quizId: unknown): Promise<Quiz> {
  if (typeof quizId !== 'string' || quizId === '') throw new AppError('invalid_data_entry', { field: 'quizId' });
  const quiz = await ctx.prisma.quiz.findFirst({
    where: { id: quizId, organizationId: requireOrganization(ctx).id, deletedAt: null },
  });
  if (!quiz) throw new AppError('notFound', { field: 'quizId' });
  return quiz;
}

function expressionQuizIds(expression: LogicExpression | null): string[] {
  return Array.isArray(expression?.parameters) ? expression.parameters.map((parameter) => parameter.id) : [];
}

export async function assertLearnerMayOpen(ctx: RequestContext, quiz: Quiz): Promise<void> {
  const { learnerId } = requireLearner(ctx);
  if (!quiz.isActive) throw new AppError('quizNotActive');
  if (quiz.externalGrades) throw new AppError('externalQuiz');
  if (quiz.isPrivate || quiz.openForRegistered) {
    const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
    if (quiz.isPrivate) {
      const examinee = await ctx.prisma.examinee.findFirst({ where: { quizId: quiz.id, email: learner.email } });
      if (!examinee) throw new AppError('userNotRegistered');
    }
    if (quiz.openForRegistered) {
      const registration = await ctx.prisma.registration.findUnique({
        where: { accountId_learnerId: { accountId: quiz.accountId, learnerId } },
      });
      if (!registration) throw new AppError('userNotRegistered');
    }
  }
  const expression = quiz.useExpression ? (quiz.expression as LogicExpression | null) : null;
  const gated = quiz.prerequisites.length > 0 || quiz.tracks.length > 0 || expression !== null;
  if (!gated) return;
  const state = await learnerQuizState(ctx, learnerId, [...quiz.prerequisites, ...expressionQuizIds(expression)]);
  const check = checkPrerequisites(
    {
      prerequisites: quiz.prerequisites,
      prerequisitesOperationOR: quiz.prerequisitesOperationOR,
      tracks: quiz.tracks,
      useExpression: quiz.useExpression,
      expression,
    },
    state.prerequisites,
  );
  if (!check.open) throw new AppError('prerequisitesNotPassed');
}
