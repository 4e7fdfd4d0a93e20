// Typed answer lists (domain/quiz/typedAnswers.ts) where the answers are read today:
// the learner's own submission under the same rule as its review (only for a
// quiz that shows its answers), the learner's open attempt, and the account
// owner's rows of a quiz's results and of its registrations. File answers
// are signed afresh for their reader, as the JSON answers are.
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import type { Answers } from '../../../domain/quiz/types.ts';
import type { RequestContext } from '../../context.ts';
import { withSignedFileAnswers } from '../../files/answerFiles.ts';
import { requireOwnAccountId } from '../account/accounts.ts';
import { learnerQuizReview } from '../results/quizResults.ts';
import { quizDocumentOf } from './quizDocument.ts';
import type { OpenedQuiz } from './quizTaking.ts';
import { questionsOf, typedAnswersOf, type TypedAnswer } from '../../../domain/quiz/typedAnswers.ts';

/** The signed-in learner's answers of their submission, when its review is shown to them (showResult true); else null. */
export async function learnerSubmissionAnswers(ctx: RequestContext, quizId: string): Promise<TypedAnswer[] | null> {
  const review = await learnerQuizReview(ctx, quizId);
  if (!review) return null;
  const answered = review.sections.flatMap((section) => section.questions).filter((reviewed) => reviewed.answer !== null);
  return typedAnswersOf(
    answered.map((reviewed) => reviewed.question),
    Object.fromEntries(answered.map((reviewed) => [reviewed.question.id, reviewed.answer!])),
  );
}

/** The answers saved in the learner's open attempt (already signed by openQuiz). */
export function attemptDraftAnswers(opened: OpenedQuiz): TypedAnswer[] {
  const parsed = parseAnswers(opened.attempt.draftAnswers);
  return parsed.ok ? typedAnswersOf(questionsOf(opened.content), parsed.answers) : [];
}

/**
 * A submission's answers for the owner of its quiz's account (a row of the
 * quiz's results); null when the row is no submission (an external grade
 * uploaded for a learner who never submitted) or not the owner's.
 * One findUnique per row: Prisma sends the reads of a page as one statement.
 */
export async function ownerSubmissionAnswers(ctx: RequestContext, submissionId: string): Promise<TypedAnswer[] | null> {
  const accountId = requireOwnAccountId(ctx);
  const submission = await ctx.prisma.submission.findUnique({
    where: { id: submissionId },
    select: { answers: true, learnerId: true, quiz: true },
  });
  if (!submission || submission.quiz.accountId !== accountId) return null;
  const parsed = parseAnswers(submission.answers);
  if (!parsed.ok) return [];
  const answers = await signedFor(ctx, parsed.answers, submission.learnerId, submission.quiz.organizationId);
  return typedAnswersOf(questionsOf(quizDocumentOf(submission.quiz).content), answers);
}

/** A registration's answers of the account's registration form, for the account's owner. */
export async function ownerRegistrationAnswers(
  ctx: RequestContext,
  registration: { accountId: string; learnerId: string; answers: unknown },
): Promise<TypedAnswer[]> {
  const accountId = requireOwnAccountId(ctx);
  if (registration.accountId !== accountId) return [];
  const parsed = parseAnswers(registration.answers);
  if (!parsed.ok) return [];
  // findUnique, so that the reads of a page's rows go as one statement each
  const account = await ctx.prisma.account.findUniqueOrThrow({ where: { id: accountId }, select: { organizationId: true, regFormId: true } });
  const form = account.regFormId ? await ctx.prisma.quiz.findUnique({ where: { id: account.regFormId } }) : null;
  const answers = await signedFor(ctx, parsed.answers, registration.learnerId, account.organizationId);
  // a form deleted since: the answers keep the shapes of their fields
  return typedAnswersOf(form ? questionsOf(quizDocumentOf(form).content) : [], answers);
}

function signedFor(ctx: RequestContext, answers: Answers, learnerId: string, organizationId: string): Promise<Answers> {
  return withSignedFileAnswers(ctx, answers, { learnerId, organizationId });
}
