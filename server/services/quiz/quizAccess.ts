// Who may open a quiz by its link: the one rule that takeQuiz (REST and
// GraphQL) and submit apply, numbered as in docs/decisions.md ("Quiz access").
// Each refusal is the spec's code, in the order the client reacts to:
//   1–2 notFound                 the quiz is not there for this learner (or not published)
//   3   quizNotActive            inactive or closed (the client fetches the result)
//   4   externalQuiz
//   5–7 userNotRegistered        registration form, private, registered only
//   8   prerequisitesNotPassed   the quiz's own and its place's (item, folders)
import { checkPrerequisites, type PrerequisiteSettings } from '../../../domain/quiz/prerequisites.ts';
import type { LogicExpression } from '../../../domain/quiz/expression.ts';
import type { RequestContext } from '../../context.ts';
import { requireOrganization } from '../../context.ts';
import { Prisma, type Quiz } from '../../db/generated/client.ts';
import { sqlFor } from '../../db/sql.ts';
import { AppError } from '../../errors.ts';
import { withStoredContent } from './quizDocument.ts';
import { learnerQuizState } from '../learner/learnerContent.ts';
import { requireLearner } from '../learner/learners.ts';

/** Reads a quiz's content when this process has not seen its version (quizDocument.ts). */
const storedContentReader = (ctx: RequestContext) => (id: string) =>
  ctx.prisma.quiz.findUnique({ where: { id }, select: { content: true, updatedAt: true, revision: true } });

/**
 * A quiz of the request's organisation that was not deleted, or notFound, as
 * learners see it: its content comes from the cache of quiz versions
 * (quizDocument.ts), and the owner's unpublished draft is neither read nor
 * returned (draft: null).
 */
export async function quizOfOrganization(ctx: RequestContext, quizId: string): Promise<Quiz> {
  const columns = await ctx.prisma.quiz.findFirst({
    where: { id: quizId, organizationId: requireOrganization(ctx).id, deletedAt: null },
    omit: { content: true, draft: true },
  });
  if (!columns) throw new AppError('notFound', { field: 'quizId' });
  return withStoredContent({ ...columns, draft: null }, storedContentReader(ctx));
}

interface GateRow {
  id: string;
  parentId: string | null;
  hidden: boolean;
  quizId: string | null;
  prerequisites: string[];
  prerequisitesOperationOR: boolean;
  tracks: string[];
  useExpression: boolean;
  expression: unknown;
}

/** The account's flags and the not-hidden programs the quiz is placed in, with all their items. */
interface AccessRow {
  accountClosed: boolean;
  useRegForm: boolean;
  regFormId: string | null;
  archivedAt: Date | null;
  publishedAt: Date | null;
  programs: { closed: boolean; legacyQuizIds: string[]; items: GateRow[] }[];
}

/** Where the learner can reach the quiz: a program it is placed in, with the gates on the way (the item and its folders). */
interface Placement {
  programClosed: boolean;
  gates: PrerequisiteSettings[];
}

function settingsOf(row: Pick<GateRow, 'prerequisites' | 'prerequisitesOperationOR' | 'tracks' | 'useExpression' | 'expression'>): PrerequisiteSettings {
  return {
    prerequisites: row.prerequisites,
    prerequisitesOperationOR: row.prerequisitesOperationOR,
    tracks: row.tracks,
    useExpression: row.useExpression,
    expression: row.useExpression ? (row.expression as LogicExpression | null) : null,
  };
}

function gated(settings: PrerequisiteSettings): boolean {
  return (settings.prerequisites?.length ?? 0) > 0 || (settings.tracks?.length ?? 0) > 0 || settings.expression != null;
}

function quizIdsOf(settings: PrerequisiteSettings): string[] {
  const parameters = settings.expression?.parameters;
  return [...(settings.prerequisites ?? []), ...(Array.isArray(parameters) ? parameters.map((parameter) => parameter.id) : [])];
}

// Every column of the quiz but its content (taken from the cache of quiz
// versions, quizDocument.ts) and the owner's draft, which learners never see.
const QUIZ_COLUMNS = Object.values(Prisma.QuizScalarFieldEnum)
  .filter((column) => column !== 'content' && column !== 'draft')
  .map((column) => `q."${column}"`)
  .join(', ');

/** The quiz a learner opens or submits, and what the access rule reads of its account and programs. */
export interface LearnerQuiz {
  quiz: Quiz;
  access: AccessRow;
}

/**
 * The quiz of the request's organisation (not deleted) and, in the same
 * statement (the exam bench counts the statements of an open and a submit),
 * the account's flags and the not-hidden programs of the account the quiz is
 * placed in (as an item, or in the legacy list), each with every item, so
 * that the folders above the quiz are at hand. notFound otherwise.
 */
export async function quizForLearner(ctx: RequestContext, quizId: string): Promise<LearnerQuiz> {
  const [row] = await sqlFor(ctx.prisma).rows<Omit<Quiz, 'content' | 'draft'> & Omit<AccessRow, 'publishedAt'> & { accountPublishedAt: Date | null }>(
    `SELECT ${QUIZ_COLUMNS}, a."accountClosed", a."useRegForm", a."regFormId", a."archivedAt", a."publishedAt" AS "accountPublishedAt",
           COALESCE((
             SELECT jsonb_agg(jsonb_build_object(
                      'closed', p."closed",
                      'legacyQuizIds', to_jsonb(p."legacyQuizIds"),
                      'items', COALESCE((
                        SELECT jsonb_agg(jsonb_build_object(
                                 'id', i."id", 'parentId', i."parentId", 'hidden', i."hidden", 'quizId', i."quizId",
                                 'prerequisites', to_jsonb(i."prerequisites"), 'prerequisitesOperationOR', i."prerequisitesOperationOR",
                                 'tracks', to_jsonb(i."tracks"), 'useExpression', i."useExpression", 'expression', i."expression"))
                        FROM "ProgramItem" AS i WHERE i."programId" = p."id"), '[]'::jsonb)))
             FROM "Program" AS p
             WHERE p."accountId" = a."id" AND p."hidden" = false
               AND (EXISTS (SELECT 1 FROM "ProgramItem" AS placed WHERE placed."programId" = p."id" AND placed."quizId" = q."id")
                    OR q."id" = ANY(p."legacyQuizIds"))
           ), '[]'::jsonb) AS "programs"
    FROM "Quiz" AS q JOIN "Account" AS a ON a."id" = q."accountId"
    WHERE q."id" = $1 AND q."organizationId" = $2 AND q."deletedAt" IS NULL`,
    [quizId, requireOrganization(ctx).id],
  );
  if (!row) throw new AppError('notFound', { field: 'quizId' });
  // the quiz's publishedAt is among its columns; the account's is renamed in the statement
  const { accountClosed, useRegForm, regFormId, archivedAt, accountPublishedAt: publishedAt, programs, ...columns } = row;
  const quiz = await withStoredContent({ ...columns, draft: null }, storedContentReader(ctx));
  return { quiz, access: { accountClosed, useRegForm, regFormId, archivedAt, publishedAt, programs } };
}

/** Rule 2: the quiz's places in the not-hidden programs of its account, under no hidden item. */
function placementsOf(quiz: Quiz, programs: AccessRow['programs']): Placement[] {
  const placements: Placement[] = [];
  for (const program of programs) {
    if (program.legacyQuizIds.includes(quiz.id)) placements.push({ programClosed: program.closed, gates: [] });
    const byId = new Map(program.items.map((item) => [item.id, item]));
    for (const item of program.items) {
      if (item.quizId !== quiz.id) continue;
      const gates: PrerequisiteSettings[] = [];
      let visible = true;
      for (let row: GateRow | undefined = item, depth = 0; row && depth <= 50; row = row.parentId ? byId.get(row.parentId) : undefined, depth++) {
        if (row.hidden || (row.parentId && !byId.has(row.parentId))) visible = false;
        gates.push(settingsOf(row));
      }
      if (visible) placements.push({ programClosed: program.closed, gates });
    }
  }
  return placements;
}

async function isExaminee(ctx: RequestContext, quizId: string, learnerId: string): Promise<boolean> {
  const { email } = await ctx.prisma.learner.findUniqueOrThrow({ where: { id: learnerId }, select: { email: true } });
  return (await ctx.prisma.examinee.count({ where: { quizId, email } })) > 0;
}

/** Throws the code of the first rule the learner does not meet (docs/decisions.md, "Quiz access"). */
export async function assertLearnerMayOpen(ctx: RequestContext, { quiz, access: account }: LearnerQuiz): Promise<void> {
  const { learnerId } = requireLearner(ctx);
  const placements = placementsOf(quiz, account.programs);
  // An archived ("deleted") or unpublished account's quizzes are answered as missing (docs/decisions/orgAccounts.md),
  // and so is a quiz its owner has not published yet (docs/decisions/quizEditor.md).
  if (account.archivedAt || !account.publishedAt || !quiz.publishedAt) throw new AppError('notFound', { field: 'quizId' });
  const isRegistrationForm = account.useRegForm && account.regFormId === quiz.id;

  // 2. Reachable: placed in a program, or the account's registration form.
  if (placements.length === 0 && !isRegistrationForm) throw new AppError('notFound', { field: 'quizId' });
  // 3. Active and open: the quiz, its account, and a program it is placed in.
  const open = isRegistrationForm ? [{ programClosed: false, gates: [] }] : placements.filter((place) => !place.programClosed);
  if (!quiz.isActive || account.accountClosed || open.length === 0) throw new AppError('quizNotActive');
  // 4.
  if (quiz.externalGrades) throw new AppError('externalQuiz');

  // 5–7. Who is admitted: registered learners of an account with a registration form
  // (its form excepted), examinees of a private quiz, registered learners for openForRegistered.
  const needsRegistration = (account.useRegForm && !isRegistrationForm) || quiz.openForRegistered;
  if (needsRegistration || quiz.isPrivate) {
    const [registration, examinee] = await Promise.all([
      needsRegistration
        ? ctx.prisma.registration.findUnique({ where: { accountId_learnerId: { accountId: quiz.accountId, learnerId } }, select: { id: true } })
        : null,
      quiz.isPrivate ? isExaminee(ctx, quiz.id, learnerId) : true,
    ]);
    if ((needsRegistration && !registration) || !examinee) throw new AppError('userNotRegistered');
  }

  // 8. The quiz's own prerequisites, expression and tracks, and those of one open place of it.
  const own = settingsOf(quiz);
  const placeGates = open.map((place) => place.gates.filter(gated));
  if (!gated(own) && placeGates.some((gates) => gates.length === 0)) return;
  const quizIds = [own, ...placeGates.flat()].flatMap(quizIdsOf);
  const { prerequisites: learner } = await learnerQuizState(ctx, learnerId, [...new Set(quizIds)]);
  const passes = (settings: PrerequisiteSettings) => checkPrerequisites(settings, learner).open;
  if (!passes(own) || !placeGates.some((gates) => gates.every(passes))) throw new AppError('prerequisitesNotPassed');
}
