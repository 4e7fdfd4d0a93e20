// The course assistant's question limit: a learner asks at most so many
// questions a day (UTC), their organisation's assistantDailyLimit or, when
// it sets none, config.assistant.dailyLimit (ASSISTANT_DAILY_LIMIT). Each
// question is a row of AssistantQuestion, written before it is answered.
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/** Midnight UTC of the day of `now`: the limit counts questions since then. */
export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function dailyLimitOf(ctx: RequestContext, organizationId: string): Promise<number> {
  const organization = await ctx.prisma.organization.findUnique({ where: { id: organizationId }, select: { assistantDailyLimit: true } });
  return organization?.assistantDailyLimit ?? ctx.config.assistant.dailyLimit;
}

const askedToday = (ctx: RequestContext, learnerId: string, now: Date) =>
  ctx.prisma.assistantQuestion.count({ where: { learnerId, createdAt: { gte: startOfDay(now) } } });

/** Questions the learner may still ask today. */
export async function questionsLeft(ctx: RequestContext, learnerId: string, organizationId: string, now = new Date()): Promise<number> {
  const [limit, asked] = await Promise.all([dailyLimitOf(ctx, organizationId), askedToday(ctx, learnerId, now)]);
  return Math.max(0, limit - asked);
}

/**
 * Counts one question, or refuses it with assistantLimitReached. The row is
 * written first and the day counted after, so two questions sent at once
 * cannot both pass the last place: a question over the limit takes its row back.
 * Answers the question's id and what is left after it.
 */
export async function countQuestion(ctx: RequestContext, learnerId: string, organizationId: string, now = new Date()) {
  const limit = await dailyLimitOf(ctx, organizationId);
  if (limit <= 0 || (await askedToday(ctx, learnerId, now)) >= limit) throw new AppError('assistantLimitReached');
  const question = await ctx.prisma.assistantQuestion.create({ data: { learnerId, organizationId, createdAt: now } });
  const asked = await askedToday(ctx, learnerId, now);
  if (asked > limit) {
    await ctx.prisma.assistantQuestion.delete({ where: { id: question.id } });
    throw new AppError('assistantLimitReached');
  }
  return { questionId: question.id, remaining: limit - asked };
}

/** A question that got no answer (the model failed) is not counted. */
export async function uncountQuestion(ctx: RequestContext, questionId: string) {
  await ctx.prisma.assistantQuestion.deleteMany({ where: { id: questionId } });
}
