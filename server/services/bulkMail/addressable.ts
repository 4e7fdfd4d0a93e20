// Who an account owner's bulk e-mail may go to: the account's own learners,
// that is an address registered with the account, an examinee of one of its
// quizzes, or a learner who opened one of its quizzes; never an erased learner.
// Addresses that asked the account for no more bulk mail are reported apart.
import type { Db } from '../../db/database.ts';

export interface Addressable {
  addressable: Set<string>;
  unsubscribed: Set<string>;
}

export async function addressableOf(prisma: Db, accountId: string, emails: readonly string[]): Promise<Addressable> {
  const list = [...emails];
  const [learners, unsubscribed] = await Promise.all([
    prisma.$queryRaw<{ email: string }[]>`
      SELECT l."email" FROM "Learner" l
        JOIN "Registration" r ON r."learnerId" = l."id" AND r."accountId" = ${accountId}
        WHERE l."email" = ANY(${list}) AND l."erasedAt" IS NULL
      UNION
      SELECT e."email" FROM "Examinee" e
        JOIN "Quiz" q ON q."id" = e."quizId" AND q."accountId" = ${accountId} AND q."deletedAt" IS NULL
        WHERE e."email" = ANY(${list})
      UNION
      SELECT l."email" FROM "Learner" l
        JOIN "Attempt" a ON a."learnerId" = l."id"
        JOIN "Quiz" q ON q."id" = a."quizId" AND q."accountId" = ${accountId}
        WHERE l."email" = ANY(${list}) AND l."erasedAt" IS NULL`,
    prisma.mailUnsubscribe.findMany({ where: { accountId, email: { in: list } }, select: { email: true } }),
  ]);
  return { addressable: new Set(learners.map((row) => row.email)), unsubscribed: new Set(unsubscribed.map((row) => row.email)) };
}
