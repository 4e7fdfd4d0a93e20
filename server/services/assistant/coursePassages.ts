// What the course assistant may know of one learner's courses: the passages
// it searches and may quote. Only what this learner may already see
// (docs/decisions/assistant.md, "Grounding"): the names of the programs they
// may open and of their visible items (learnerContent.ts decides both), and,
// of quizzes they have submitted, the remarks and the clarifications their
// answer review shows. Never a question, an answer key, another learner's
// answer or another organisation's content: none of these is ever read here.
import { reviewOf } from '../../../domain/quiz/review.ts';
import type { RequestContext } from '../../context.ts';
import { itemViewsOfOpenProgram, type ItemView } from '../learner/learnerContent.ts';
import { requireLearner } from '../learner/learners.ts';
import { learnerHomePrograms } from '../program/programs.ts';
import { quizDocumentOf } from '../quiz/quizDocument.ts';

export interface Passage {
  /** what the link is called: the item's, quiz's or program's name */
  title: string;
  /** the searched text (the title is part of it) */
  text: string;
  /** a client route: the program tree, a quiz, or a quiz's answer review */
  link: string;
}

const query = (values: Record<string, string | null | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

export const programTreeLink = (accountId: string, programId: string) => `/UserHomeProgramTree?${query({ domainId: accountId, programId })}`;
export const quizLink = (quizId: string, isForm: boolean, accountId: string) => `/QuizView?${query({ quiz: quizId, isForm: isForm ? 'true' : null, accountId })}`;
export const quizReviewLink = (quizId: string) => `/QuizAnswerView?${query({ quiz: quizId })}`;

const ITEM_WORDS: Partial<Record<string, string>> = { folder: 'folder مجلد', quiz: 'quiz اختبار', youtube_video: 'video فيديو', video: 'video فيديو' };

function itemPassage(accountId: string, programName: string, item: ItemView): Passage {
  const link = item.quiz ? quizLink(item.quiz.id, item.quiz.isForm, accountId) : programTreeLink(accountId, item.programId);
  return { title: item.name, text: [item.name, ITEM_WORDS[item.itemType] ?? '', programName].join(' — '), link };
}

/** The passages of every submitted quiz among the items: remarks, and the review's clarifications when the quiz shows its review. */
async function submittedQuizPassages(ctx: RequestContext, learnerId: string, items: ItemView[]): Promise<Passage[]> {
  const submittedIds = [...new Set(items.filter((item) => item.quiz?.hasAnswer).map((item) => item.quiz!.id))];
  if (!submittedIds.length) return [];
  const quizzes = await ctx.prisma.quiz.findMany({
    // a submission of this learner is what makes a quiz's remarks and clarifications theirs to see
    where: { id: { in: submittedIds }, deletedAt: null, submissions: { some: { learnerId } } },
  });
  const passages: Passage[] = [];
  for (const quiz of quizzes) {
    const link = quizReviewLink(quiz.id);
    if (quiz.remarks?.trim()) passages.push({ title: quiz.name, text: `${quiz.name} — ${quiz.remarks.trim()}`, link });
    // the review (and with it the clarifications) is shown only for quizzes whose showResult is true
    if (quiz.showResult !== true) continue;
    const review = reviewOf(quizDocumentOf(quiz).content, {}, new Map());
    for (const section of review.sections) {
      for (const question of section.questions) {
        if (question.clarification) passages.push({ title: quiz.name, text: `${quiz.name} — ${question.clarification}`, link });
      }
    }
  }
  return passages;
}

/** Every passage the signed-in learner may be told about. */
export async function learnerPassages(ctx: RequestContext): Promise<Passage[]> {
  const { learnerId, organizationId } = requireLearner(ctx);
  const programs = await learnerHomePrograms(ctx, { id: learnerId, organizationId }, { select: { id: true, name: true, accountId: true } });
  const passages: Passage[] = [];
  const allItems: ItemView[] = [];
  for (const program of programs) {
    passages.push({ title: program.name, text: program.name, link: programTreeLink(program.accountId, program.id) });
    const items = await itemViewsOfOpenProgram(ctx, program.id);
    allItems.push(...items);
    for (const item of items) passages.push(itemPassage(program.accountId, program.name, item));
  }
  passages.push(...(await submittedQuizPassages(ctx, learnerId, allItems)));
  return passages;
}
