// The organisation holder's course introductions (admin spec §3, §5, §7): one
// list per account, add, update and delete, and the legacy shape the public
// reads answer. Only the holder of the organisation edits them
// (docs/decisions/courseIntroductions.md); the author is an account of that
// organisation. An introduction of another organisation is invalidUser.
import { DEFAULT_COURSE_PICTURE, type CourseIntroductionInput } from '../../../domain/courseIntroductions/courseIntroduction.ts';
import { shownImageSource, type ImageSources } from '../../../domain/organization/imageSources.ts';
import { hasRole, isAdmin, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import type { CourseIntroduction, Prisma } from '../../db/generated/client.ts';
import { AppError } from '../../errors.ts';
import { SHOWN_TO_LEARNERS } from '../organization/accountPublishing.ts';

const ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

/** The organisation whose holder asks; anyone else is refused. */
const requireHolderOrganizationId = (ctx: RequestContext): string => requireAdmin(ctx, 'ORG_HOLDER').organizationId;

/**
 * The author named by the account's id (`_id`, and `uid` in admin/getAdminData
 * and admin/getAccountsDetailsByOrg) or by its owner's id (the `uid`
 * admin/accountLogin answers): the spec names the author "the account uid".
 * An account (not archived) of the holder's organisation, or notFound.
 */
async function holderAccountId(ctx: RequestContext, organizationId: string, id: string, field: string): Promise<string> {
  const account = await ctx.prisma.account.findFirst({
    where: { organizationId, archivedAt: null, OR: [{ id }, { owner: { is: { id } } }] },
    select: { id: true },
  });
  if (!account) throw new AppError('notFound', { field });
  return account.id;
}

/** The holder's introductions: of one account when named, else of the whole organisation. */
export async function listCourseIntroductions(ctx: RequestContext, accountId: string | null): Promise<CourseIntroduction[]> {
  const organizationId = requireHolderOrganizationId(ctx);
  const account = accountId === null ? null : await holderAccountId(ctx, organizationId, accountId, 'accountId');
  return ctx.prisma.courseIntroduction.findMany({
    where: { organizationId, ...(account ? { accountId: account } : { account: { archivedAt: null } }) },
    orderBy: ORDER,
  });
}

/** Where the organisation's introductions are, for its holder's list on Organization; null for anyone else (who sees none). */
export function holderCourseIntroductionsOf(ctx: RequestContext, organizationId: string): Prisma.CourseIntroductionFindManyArgs | null {
  const { viewer } = ctx;
  if (!isAdmin(viewer) || !hasRole(viewer, 'ORG_HOLDER') || viewer.organizationId !== organizationId) return null;
  return { where: { organizationId, account: { archivedAt: null } }, orderBy: ORDER };
}

/** Adds an introduction (its checked fields) to an account of the holder's organisation (its author). */
export async function addCourseIntroduction(ctx: RequestContext, accountId: string, fields: CourseIntroductionInput): Promise<CourseIntroduction> {
  const organizationId = requireHolderOrganizationId(ctx);
  const author = await holderAccountId(ctx, organizationId, accountId, 'author');
  return ctx.prisma.courseIntroduction.create({ data: { ...fields, organizationId, accountId: author } });
}

/** The introduction of the holder's organisation; notFound when there is none, invalidUser when it is another organisation's. */
async function holderIntroduction(ctx: RequestContext, organizationId: string, id: string, field: string): Promise<CourseIntroduction> {
  const row = await ctx.prisma.courseIntroduction.findUnique({ where: { id } });
  if (!row) throw new AppError('notFound', { field });
  if (row.organizationId !== organizationId) throw new AppError('invalidUser', { field });
  return row;
}

/** Replaces every field of the introduction; a new author (accountId) moves it to another account of the organisation. */
export async function updateCourseIntroduction(
  ctx: RequestContext,
  { id, accountId, fields }: { id: string; accountId: string | null; fields: CourseIntroductionInput },
): Promise<CourseIntroduction> {
  const organizationId = requireHolderOrganizationId(ctx);
  const row = await holderIntroduction(ctx, organizationId, id, '_id');
  const author = accountId === null ? row.accountId : await holderAccountId(ctx, organizationId, accountId, 'author');
  return ctx.prisma.courseIntroduction.update({ where: { id: row.id }, data: { ...fields, accountId: author } });
}

export async function deleteCourseIntroduction(ctx: RequestContext, id: string): Promise<{ id: string }> {
  const organizationId = requireHolderOrganizationId(ctx);
  const row = await holderIntroduction(ctx, organizationId, id, 'courseIntroId');
  await ctx.prisma.courseIntroduction.delete({ where: { id: row.id } });
  return { id: row.id };
}

/**
 * The selection a GraphQL field adds to a read (Pothos' `query`: the relations
 * its sub-fields need); REST reads the row alone.
 */
type Selection = { include?: Prisma.CourseIntroductionInclude; select?: Prisma.CourseIntroductionSelect };

/** Public, in both APIs: one introduction by id (of an account that is published and not archived); notFound otherwise. */
export async function publicCourseIntroduction(ctx: RequestContext, id: string, selection: Selection = {}): Promise<CourseIntroduction> {
  const row = await ctx.prisma.courseIntroduction.findFirst({ ...selection, where: { id, account: SHOWN_TO_LEARNERS } });
  if (!row) throw new AppError('notFound', { field: 'courseIntroId' });
  return row;
}

/** Public, in both APIs: an organisation's introductions by its (normalised) alias, oldest first; an unknown alias has none. */
export async function publicCourseIntroductionsByOrg(ctx: RequestContext, alias: string, selection: Selection = {}): Promise<CourseIntroduction[]> {
  return ctx.prisma.courseIntroduction.findMany({
    ...selection,
    where: { organization: { alias }, account: SHOWN_TO_LEARNERS },
    orderBy: ORDER,
  });
}

/** The introductions a live landing page lists (the same rule and order as the reads above), for a relation's query. */
export const LANDING_PAGE_COURSES = {
  where: { account: SHOWN_TO_LEARNERS, organization: { isLive: true } },
  orderBy: ORDER,
} satisfies Prisma.CourseIntroductionFindManyArgs;

/** The legacy shape (admin spec §3): _id, the fields, author (the account id); the default picture when there is none. */
export function legacyCourseIntroduction(row: CourseIntroduction) {
  return {
    _id: row.id,
    accountName: row.accountName,
    accountColor: row.accountColor,
    accountPicture: row.accountPicture ?? DEFAULT_COURSE_PICTURE,
    accountLogo: row.accountLogo,
    shortDescription: row.shortDescription,
    goals: row.goals,
    statistics: row.statistics,
    duration: row.duration,
    numberOfHours: row.numberOfHours,
    numberOfLevels: row.numberOfLevels,
    targetGroup: row.targetGroup,
    location: row.location,
    category: row.category,
    cost: row.cost,
    lecturers: row.lecturers,
    detailedProgramMap: row.detailedProgramMap,
    introductoryVideo: row.introductoryVideo,
    introductoryPoster: row.introductoryPoster,
    author: row.accountId,
  };
}

/**
 * The legacy shape for visitors (user/getCourseIntroduction…): a picture saved
 * elsewhere than the platform's files and IMAGE_HOSTS is not given, so the
 * default picture shows (docs/decisions/hardening.md).
 */
export function shownLegacyCourseIntroduction(row: CourseIntroduction, images: ImageSources) {
  const lecturers = Array.isArray(row.lecturers)
    ? row.lecturers.map((lecturer) =>
        typeof lecturer === 'object' && lecturer !== null && !Array.isArray(lecturer) && typeof lecturer.pic === 'string'
          ? { ...lecturer, pic: shownImageSource(lecturer.pic, images) }
          : lecturer,
      )
    : row.lecturers;
  return legacyCourseIntroduction({
    ...row,
    accountPicture: shownImageSource(row.accountPicture, images),
    accountLogo: shownImageSource(row.accountLogo, images),
    introductoryPoster: shownImageSource(row.introductoryPoster, images),
    lecturers,
  });
}
