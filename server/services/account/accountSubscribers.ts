// The account's subscribers: the learners who use it. The legacy usersCount
// counted registrations only, so an account without a registration form
// showed 0 however many learners took its quizzes. A learner counts once,
// whether they registered with the account, opened or submitted one of its
// quizzes or forms, or made progress on an item of its programs
// (docs/decisions.md, "Counts of learners").
import type { Db } from '../../db/database.ts';
import type { Prisma } from '../../db/generated/client.ts';

export function subscribersWhere(accountId: string): Prisma.LearnerWhereInput {
  return {
    OR: [
      { registrations: { some: { accountId } } },
      { attempts: { some: { quiz: { accountId } } } },
      { submissions: { some: { quiz: { accountId } } } },
      { progress: { some: { item: { program: { accountId } } } } },
    ],
  };
}

/** How many learners use the account: the Subscribers count and the organisation's Learners column. */
export function countSubscribers(prisma: Db, accountId: string): Promise<number> {
  return prisma.learner.count({ where: subscribersWhere(accountId) });
}
