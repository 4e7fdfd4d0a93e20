// File answers handed back to someone allowed to see them: the learner's own
// review and draft, the account owner's view of a registration. A private
// file's URL is replaced by a freshly signed read URL, but only for a file that
// learner uploaded in that organisation: an answer naming someone else's file
// is handed back as it is (and does not open).
import type { Answers } from '../../domain/quiz/types.ts';
import type { RequestContext } from '../context.ts';
import { fileKeyOf, readUrlExpiry, signedFileUrl } from './fileAccess.ts';

export async function withSignedFileAnswers(ctx: RequestContext, answers: Answers, owner: { learnerId: string; organizationId: string }): Promise<Answers> {
  const { storage } = ctx;
  const keys = new Map<string, string>();
  for (const answer of Object.values(answers)) {
    const key = typeof answer.fileUrl === 'string' ? fileKeyOf(answer.fileUrl) : null;
    if (key && answer.fileUrl) keys.set(answer.fileUrl, key);
  }
  if (!storage || keys.size === 0) return answers;
  const theirs = await ctx.prisma.storedFile.findMany({
    where: { key: { in: [...keys.values()] }, organizationId: owner.organizationId, learnerId: owner.learnerId, visibility: 'PRIVATE' },
    select: { key: true },
  });
  const signable = new Set(theirs.map((file) => file.key));
  const expires = readUrlExpiry();
  const signed: Answers = {};
  for (const [questionId, answer] of Object.entries(answers)) {
    const key = answer.fileUrl ? keys.get(answer.fileUrl) : undefined;
    signed[questionId] = key && signable.has(key) ? { ...answer, fileUrl: signedFileUrl(ctx.config, storage, 'GET', key, expires) } : answer;
  }
  return signed;
}
