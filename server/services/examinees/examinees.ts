// The private users of a quiz (Examinee rows): the e-mails that may open it
// while it is private (server/services/quiz/quizAccess.ts, rule 6). Uploaded by the
// account's owner in batches of up to 100; a batch is stored all or nothing
// (one statement) and storing it again changes nothing.
import type { RequestContext } from '../../context.ts';
import { managedQuiz } from '../learnerRecords/managedAccess.ts';
import { normalizedEmailList } from './emailList.ts';

/** admin-side spec §9: examinee upload batches */
export const EXAMINEES_PER_CALL = 100;

export interface StoredExaminees {
  /** rows that were not there before */
  added: number;
  /** the quiz's examinees now */
  total: number;
}

export async function setExaminees(ctx: RequestContext, input: { quizId: string; emails: readonly string[] }): Promise<StoredExaminees> {
  const quiz = await managedQuiz(ctx, input.quizId, 'owner');
  const emails = normalizedEmailList(input.emails, 'examinees', EXAMINEES_PER_CALL);
  const { count } = await ctx.prisma.examinee.createMany({
    data: emails.map((email) => ({ quizId: quiz.id, email })),
    skipDuplicates: true,
  });
  return { added: count, total: await ctx.prisma.examinee.count({ where: { quizId: quiz.id } }) };
}
