// Course introductions: public pages by design (a course's advertisement,
// linked from the organisation's landing page and shared by link), so the type
// is readable by anyone who has the id. Its ids are unguessable; it is not a
// Node type, whose rows only their organisation reads (schema/node.ts).
// The organisation holder edits them (courseIntroductionEditing.ts, beside this file).
import type { CourseIntroduction } from '../../../server/db/generated/client.ts';
import type { RequestContext } from '../../../server/context.ts';
import { imageSourcesOf, shownImageSource } from '../../../domain/organization/imageSources.ts';
import { AppError } from '../../../server/errors.ts';
import { publicCourseIntroduction, publicCourseIntroductionsByOrg } from '../../../server/services/courseIntroductions/courseIntroductions.ts';
import { organizationAliasQuery } from '../../../domain/courseIntroductions/courseIntroductionInputs.ts';
import { builder } from '../../builder.ts';
import { canManageAccount } from '../account/account.ts';

export const CourseCostEnum = builder.enumType('CourseCost', { values: ['free', 'paid'] as const });
export const CourseLocationEnum = builder.enumType('CourseLocation', { values: ['online', 'offline', 'mix'] as const });

type JsonRow = Record<string, unknown>;
/** the rows of a JSON list column that are objects; anything else is not shown */
const rowsOf = (value: unknown): JsonRow[] =>
  Array.isArray(value) ? value.filter((row): row is JsonRow => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
const textOf = (row: JsonRow, key: string) => (typeof row[key] === 'string' ? (row[key] as string) : '');
const optionalTextOf = (row: JsonRow, key: string) => (typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : null);
/**
 * A picture is shown only from the platform's files or an IMAGE_HOSTS origin
 * (docs/decisions/hardening.md): these pages are public, and one saved
 * elsewhere would call a third party from every visitor's browser.
 */
const shownPicture = (address: string | null, ctx: RequestContext) => shownImageSource(address, imageSourcesOf(ctx.config));

export const CourseStatistic = builder.objectRef<JsonRow>('CourseStatistic').implement({
  description: 'A figure shown as a card: a name, a count and an icon name.',
  fields: (t) => ({
    name: t.string({ resolve: (row) => textOf(row, 'name') }),
    count: t.int({ resolve: (row) => (typeof row.count === 'number' && Number.isFinite(row.count) ? Math.trunc(row.count) : 0) }),
    icon: t.string({ nullable: true, resolve: (row) => optionalTextOf(row, 'icon') }),
  }),
});

const CourseLecturer = builder.objectRef<JsonRow>('CourseLecturer').implement({
  fields: (t) => ({
    name: t.string({ resolve: (row) => textOf(row, 'name') }),
    title: t.string({ nullable: true, resolve: (row) => optionalTextOf(row, 'title') }),
    pic: t.string({ nullable: true, resolve: (row, _args, ctx) => shownPicture(optionalTextOf(row, 'pic'), ctx) }),
  }),
});

const CourseProgramMapEntry = builder.objectRef<JsonRow>('CourseProgramMapEntry').implement({
  description: "One panel of the course's program map: a subject and its contents.",
  fields: (t) => ({
    subject: t.string({ resolve: (row) => textOf(row, 'subject') }),
    contents: t.stringList({
      resolve: (row) => (Array.isArray(row.contents) ? row.contents.filter((line): line is string => typeof line === 'string') : []),
    }),
  }),
});

export const CourseIntroductionRef = builder.prismaObject('CourseIntroduction', {
  fields: (t) => ({
    id: t.exposeID('id'),
    accountName: t.exposeString('accountName'),
    accountColor: t.exposeString('accountColor'),
    accountPicture: t.string({ nullable: true, resolve: (row, _args, ctx) => shownPicture(row.accountPicture, ctx) }),
    accountLogo: t.string({ nullable: true, resolve: (row, _args, ctx) => shownPicture(row.accountLogo, ctx) }),
    shortDescription: t.exposeString('shortDescription', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    cost: t.field({ type: CourseCostEnum, resolve: (row) => row.cost }),
    location: t.field({ type: CourseLocationEnum, resolve: (row) => row.location }),
    duration: t.exposeString('duration', { nullable: true }),
    numberOfHours: t.exposeInt('numberOfHours', { nullable: true }),
    numberOfLevels: t.exposeInt('numberOfLevels', { nullable: true }),
    targetGroup: t.exposeString('targetGroup', { nullable: true }),
    goals: t.exposeString('goals', { nullable: true }),
    statistics: t.field({ type: [CourseStatistic], resolve: (row) => rowsOf(row.statistics) }),
    lecturers: t.field({ type: [CourseLecturer], resolve: (row) => rowsOf(row.lecturers) }),
    detailedProgramMap: t.field({ type: [CourseProgramMapEntry], resolve: (row) => rowsOf(row.detailedProgramMap) }),
    introductoryVideo: t.exposeString('introductoryVideo', { nullable: true }),
    introductoryPoster: t.string({ nullable: true, resolve: (row, _args, ctx) => shownPicture(row.introductoryPoster, ctx) }),
    organizationAlias: t.string({
      select: { organization: { select: { alias: true } } },
      resolve: (row) => row.organization.alias,
    }),
    account: t.relation('account', {
      description: 'The account the course belongs to: its managers only.',
      nullable: true,
      authScopes: (row: CourseIntroduction, _args: unknown, ctx) => canManageAccount({ id: row.accountId, organizationId: row.organizationId }, ctx),
      unauthorizedResolver: () => null,
    }),
  }),
});

// The public reads are the services' (the same rule, order and errors as REST's
// user/getCourseIntroduction and user/getCourseIntroductionsByOrg).
builder.queryFields((t) => ({
  courseIntroduction: t.prismaField({
    type: 'CourseIntroduction',
    nullable: true,
    description:
      "A course introduction by its global id (user/getCourseIntroduction): public; null when there is none, or its account is not published or archived.",
    args: { id: t.arg.globalID({ required: true, for: CourseIntroductionRef }) },
    resolve: (query, _root, { id }, ctx) =>
      publicCourseIntroduction(ctx, id.id, query).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'notFound') return null;
        throw error;
      }),
  }),
  courseIntroductions: t.prismaField({
    type: ['CourseIntroduction'],
    description:
      "An organisation's course introductions by its alias (user/getCourseIntroductionsByOrg): public; those of published, live accounts, oldest first; none for an unknown alias, invalid_data_entry for a malformed one.",
    args: { orgAlias: t.arg.string({ required: true }).validate(organizationAliasQuery) },
    resolve: (query, _root, { orgAlias }, ctx) => publicCourseIntroductionsByOrg(ctx, orgAlias, query),
  }),
}));
