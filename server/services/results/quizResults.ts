// A learner's result of one quiz (user/getUserQuizResult, QuizAnswerView) and
// of all quizzes of an account (user/getUserResults). showResult decides what
// is shown: false the score, true the score and the answer review, null
// neither (the client then opens the quiz again or says the form is closed).
import { parseAnswers } from '../../../domain/quiz/answersInput.ts';
import { withSignedFileAnswers } from '../../files/answerFiles.ts';
import { reviewOf, type QuizReview } from '../../../domain/quiz/review.ts';
import { externalResultOf, totalOf } from '../../../domain/quiz/score.ts';
import type { SpecialCharsReduction } from '../../../domain/quiz/types.ts';
import type { RequestContext } from '../../context.ts';
import type { Quiz, Submission } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { quizOfOrganization } from '../quiz/quizAccess.ts';
import { quizDocumentOf, specialChars } from '../quiz/quizDocument.ts';
import { requireLearner } from '../learner/learners.ts';
import { learnerAccountsWhere, learnerSeenProgramsWhere } from '../program/programs.ts';

export interface QuizResultView {
  quizId: string;
  quizName: string;
  isForm: boolean;
  /** null when showResult is null, or while an external grade is not uploaded */
  result: number | null;
  maxGrade: number;
  showResult: boolean | null;
  passed: boolean | null;
  /** the pass link (or the first active pass URL) and its message, only when passed */
  link: string | null;
  links: string[];
  linkMsg: string | null;
  submittedAt: Date | null;
  autoSubmitted: boolean;
  /** true while a question waits for a person's grade */
  awaitingManualGrade: boolean;
  /** how typed answers are compared, so the review judges spaces as grading did */
  specialCharsReduction: SpecialCharsReduction;
  disableCharDictionary: boolean;
}

function passLinks(quiz: Quiz): string[] {
  const urls = Array.isArray(quiz.passUrls) ? (quiz.passUrls as { url?: unknown; active?: unknown }[]) : [];
  const active = urls.filter((entry) => entry?.active === true && typeof entry.url === 'string' && entry.url.trim() !== '');
  return [...(quiz.passLink?.trim() ? [quiz.passLink.trim()] : []), ...active.map((entry) => String(entry.url).trim())];
}

function view(quiz: Quiz, result: number | null, maxGrade: number, submission: Submission | null): QuizResultView {
  const hidden = quiz.showResult === null;
  const shownResult = hidden ? null : result;
  const passed = shownResult === null ? null : shownResult >= quiz.passGrade;
  const links = passed ? passLinks(quiz) : [];
  return {
    quizId: quiz.id,
    quizName: quiz.name,
    isForm: quiz.isForm,
    result: shownResult,
    maxGrade,
    showResult: quiz.showResult,
    passed,
    link: links[0] ?? null,
    links,
    linkMsg: passed ? quiz.passLinkMsg : null,
    submittedAt: submission?.submittedAt ?? null,
    autoSubmitted: submission?.autoSubmitted ?? false,
    awaitingManualGrade: false,
    specialCharsReduction: specialChars(quiz.specialCharsReduction) ?? 'Full',
    disableCharDictionary: quiz.disableCharDictionary,
  };
}

export function quizResultOf(quiz: Quiz, submission: Submission): QuizResultView {
  return view(quiz, submission.result, submission.maxGrade, submission);
}

async function externalResult(ctx: RequestContext, quiz: Quiz, learnerId: string): Promise<QuizResultView> {
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const [grade, offset] = await Promise.all([
    ctx.prisma.externalGrade.findUnique({ where: { quizId_email: { quizId: quiz.id, email: learner.email } } }),
    ctx.prisma.gradeOffset.findUnique({ where: { quizId_learnerId: { quizId: quiz.id, learnerId } } }),
  ]);
  if (!grade) throw new AppError('noGradeYet');
  const { result, maxGrade } = externalResultOf(grade.grade, offset?.offset, quiz.maxGradeExternal);
  return view(quiz, result, maxGrade, null);
}

/** The learner's result of a quiz; noResult without a submission (noGradeYet for external quizzes). */
export async function learnerQuizResult(ctx: RequestContext, quizId: string): Promise<QuizResultView> {
  const { learnerId } = requireLearner(ctx);
  const quiz = await quizOfOrganization(ctx, quizId);
  if (quiz.externalGrades) return externalResult(ctx, quiz, learnerId);
  const submission = await ctx.prisma.submission.findUnique({ where: { quizId_learnerId: { quizId: quiz.id, learnerId } } });
  if (!submission) throw new AppError('noResult');
  return quizResultOf(quiz, submission);
}

/** The answer review, only for quizzes whose showResult is true. */
export async function learnerQuizReview(ctx: RequestContext, quizId: string): Promise<QuizReview | null> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const quiz = await quizOfOrganization(ctx, quizId);
  if (quiz.showResult !== true) return null;
  const submission = await ctx.prisma.submission.findUnique({
    where: { quizId_learnerId: { quizId: quiz.id, learnerId } },
    include: { scores: true },
  });
  if (!submission) return null;
  const parsed = parseAnswers(submission.answers);
  const scores = new Map(submission.scores.map((score) => [score.questionId, score.score]));
  // The learner's own file answers open from the review: signed afresh.
  const answers = parsed.ok ? await withSignedFileAnswers(ctx, parsed.answers, { learnerId, organizationId }) : {};
  return reviewOf(quizDocumentOf(quiz).content, answers, scores);
}

export interface AccountResults {
  accountId: string;
  quizzes: QuizResultView[];
  total: { result: number; maxGrade: number };
}

/**
 * Every published quiz of the account's programs the learner may see, with their result
 * where there is one (user/getUserResults). Quizzes hiding their result
 * (showResult null) are listed without it and left out of the total.
 */
export async function learnerAccountResults(ctx: RequestContext, accountId: string): Promise<AccountResults> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const account = await ctx.prisma.account.findFirst({
    where: { id: accountId, OR: [learnerAccountsWhere(organizationId, learnerId, false), learnerAccountsWhere(organizationId, learnerId, true)] },
    select: { id: true },
  });
  if (!account) throw new AppError('notFound', { field: 'accountId' });
  const programs = learnerSeenProgramsWhere(organizationId, learnerId);
  const quizzes = await ctx.prisma.quiz.findMany({
    // a quiz its owner has not published is not there for learners (docs/decisions/quizEditor.md)
    where: { accountId: account.id, deletedAt: null, publishedAt: { not: null }, items: { some: { hidden: false, program: programs } } },
    include: { submissions: { where: { learnerId } } },
    orderBy: { createdAt: 'asc' },
  });
  const learner = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  const externalQuizIds = quizzes.filter((quiz) => quiz.externalGrades).map((quiz) => quiz.id);
  const [external, offsets] = await Promise.all([
    ctx.prisma.externalGrade.findMany({ where: { email: learner.email, quizId: { in: externalQuizIds } } }),
    ctx.prisma.gradeOffset.findMany({ where: { learnerId, quizId: { in: externalQuizIds } } }),
  ]);
  const externalByQuiz = new Map(external.map((grade) => [grade.quizId, grade.grade]));
  const offsetByQuiz = new Map(offsets.map((offset) => [offset.quizId, offset.offset]));
  const views = quizzes.map((quiz) => {
    if (quiz.externalGrades) {
      const { result, maxGrade } = externalResultOf(externalByQuiz.get(quiz.id), offsetByQuiz.get(quiz.id), quiz.maxGradeExternal);
      return view(quiz, result, maxGrade, null);
    }
    const submission = quiz.submissions[0] ?? null;
    return view(quiz, submission?.result ?? null, submission?.maxGrade ?? quiz.maxGrade, submission);
  });
  const excluded = new Set(quizzes.filter((quiz) => quiz.excludeFromTotal).map((quiz) => quiz.id));
  const total = totalOf(views.map((entry) => ({ result: entry.result, maxGrade: entry.maxGrade, excludeFromTotal: excluded.has(entry.quizId) })));
  return { accountId: account.id, quizzes: views, total };
}
