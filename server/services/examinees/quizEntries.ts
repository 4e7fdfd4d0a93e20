// A learner's quiz entry (docs/decisions/examinees.md, "What a quiz entry
// is"): everything kept about one e-mail for one quiz — its place among the
// quiz's private users, its submission (with per-question scores), its
// attempts, manual grades, grade offset and uploaded external grade, and for
// the account's registration form its registration too. Deleting entries is
// one transaction: all the entries of a call go, or none.
import type { RequestContext } from '../../context.ts';
import type { Prisma } from '../../db/generated/client.ts';
import { managedQuizzes } from '../learnerRecords/managedAccess.ts';
import { InvalidEmailsError, validEmail } from './emailList.ts';
import type { QuizEntry } from '../../../domain/examinees/examineeInputs.ts';

export interface DeletedEntries {
  examinees: number;
  submissions: number;
  registrations: number;
}

/** The entries of one quiz: by e-mail, and by learner for the rows kept per learner. */
export interface EntryGroup {
  quizId: string;
  accountId: string;
  emails: string[];
  learnerIds: string[];
  /** the quiz is its account's registration form: the learners' registrations go too */
  registrationForm: boolean;
  /** false: the e-mails stay among the quiz's private users (a deleted registration) */
  examinees: boolean;
}

/** The statements that delete the groups' entries, in the order of `counts` below. */
function deletions(db: Prisma.TransactionClient | RequestContext['prisma'], groups: EntryGroup[]) {
  const byEmail = groups.filter((group) => group.examinees && group.emails.length > 0).map((g) => ({ quizId: g.quizId, email: { in: g.emails } }));
  const graded = groups.filter((group) => group.emails.length > 0).map((g) => ({ quizId: g.quizId, email: { in: g.emails } }));
  const byLearner = groups.filter((group) => group.learnerIds.length > 0).map((g) => ({ quizId: g.quizId, learnerId: { in: g.learnerIds } }));
  const registrations = groups
    .filter((group) => group.registrationForm && group.learnerIds.length > 0)
    .map((g) => ({ accountId: g.accountId, learnerId: { in: g.learnerIds } }));
  // An empty OR matches nothing, but is not sent at all.
  const none = { id: { in: [] as string[] } };
  return [
    db.examinee.deleteMany({ where: byEmail.length ? { OR: byEmail } : none }),
    db.submission.deleteMany({ where: byLearner.length ? { OR: byLearner } : none }),
    db.registration.deleteMany({ where: registrations.length ? { OR: registrations } : none }),
    db.externalGrade.deleteMany({ where: graded.length ? { OR: graded } : none }),
    db.attempt.deleteMany({ where: byLearner.length ? { OR: byLearner } : none }),
    db.manualGrade.deleteMany({ where: byLearner.length ? { OR: byLearner } : none }),
    db.gradeOffset.deleteMany({ where: byLearner.length ? { OR: byLearner } : none }),
  ] as const;
}

/** Deletes the groups' entries in one transaction. */
export async function deleteEntryGroups(ctx: RequestContext, groups: EntryGroup[]): Promise<DeletedEntries> {
  const [examinees, submissions, registrations] = await ctx.prisma.$transaction([...deletions(ctx.prisma, groups)]);
  return { examinees: examinees.count, submissions: submissions.count, registrations: registrations.count };
}

/**
 * The groups of entries of quizzes the viewer manages: learners found by
 * e-mail in the quizzes' organisation (an e-mail without a learner still has
 * its private-user row and external grade).
 */
export async function entryGroups(ctx: RequestContext, entries: readonly QuizEntry[], options: { examinees: boolean }): Promise<EntryGroup[]> {
  const quizzes = await managedQuizzes(ctx, entries.map((entry) => entry.quizId), 'ownerOrHolder');
  const invalid = [...new Set(entries.map((entry) => entry.email).filter((email) => !validEmail(email)))];
  if (invalid.length > 0) throw new InvalidEmailsError(invalid, 'entries');
  if (entries.length === 0) return [];

  const [quiz] = quizzes.values();
  const accountIds = [...new Set([...quizzes.values()].map((q) => q.accountId))];
  const [learners, accounts] = await Promise.all([
    ctx.prisma.learner.findMany({
      where: { organizationId: quiz.organizationId, email: { in: [...new Set(entries.map((entry) => entry.email))] } },
      select: { id: true, email: true },
    }),
    ctx.prisma.account.findMany({ where: { id: { in: accountIds } }, select: { id: true, regFormId: true } }),
  ]);
  const learnerByEmail = new Map(learners.map((learner) => [learner.email, learner.id]));
  const regForms = new Set(accounts.map((account) => account.regFormId));

  const groups = new Map<string, { emails: Set<string>; learnerIds: Set<string> }>();
  for (const { email, quizId } of entries) {
    const group = groups.get(quizId) ?? { emails: new Set<string>(), learnerIds: new Set<string>() };
    groups.set(quizId, group);
    group.emails.add(email);
    const learnerId = learnerByEmail.get(email);
    if (learnerId) group.learnerIds.add(learnerId);
  }
  return [...groups].map(([quizId, group]) => ({
    quizId,
    accountId: quizzes.get(quizId)!.accountId,
    emails: [...group.emails],
    learnerIds: [...group.learnerIds],
    registrationForm: regForms.has(quizId),
    examinees: options.examinees,
  }));
}

/** admin/deleteMultipleUserQuizEntries and deleteQuizEntries (and one learner's entry: admin/deleteUserQuizEntry, deleteLearnerQuizEntry): the entries, e-mails normalised by the schema, all or none. */
export async function deleteEntries(ctx: RequestContext, entries: readonly QuizEntry[]): Promise<DeletedEntries> {
  const groups = await entryGroups(ctx, entries, { examinees: true });
  return deleteEntryGroups(ctx, groups);
}
