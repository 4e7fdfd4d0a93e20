// The organisation holder's course introductions: the holder's list on
// Organization and the mutations that add, change and delete one. The rules
// are domain/courseIntroductions's; only the holder of the organisation passes
// (server/services/courseIntroductions/courseIntroductions.ts).
import {
  addCourseIntroduction,
  deleteCourseIntroduction,
  updateCourseIntroduction,
} from '../../../server/services/courseIntroductions/courseIntroductions.ts';
import { builder } from '../../builder.ts';
import { decodeIDOrThrow } from '../../ids.ts';
import { CourseCostEnum, CourseLocationEnum } from './courseIntroduction.ts';

builder.prismaObjectFields('Organization', (t) => ({
  courseIntroductions: t.prismaField({
    type: ['CourseIntroduction'],
    description: "The organisation's course introductions, for its holder (empty for anyone else); oldest first.",
    resolve: (query, org, _args, ctx) =>
      ctx.viewer.kind === 'admin' && ctx.viewer.role === 'ORG_HOLDER' && ctx.viewer.organizationId === org.id
        ? ctx.prisma.courseIntroduction.findMany({
            ...query,
            where: { organizationId: org.id, account: { archivedAt: null } },
            orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          })
        : Promise.resolve([]),
  }),
}));

const CourseStatisticInput = builder.inputType('CourseStatisticInput', {
  fields: (t) => ({ name: t.string({ required: true }), count: t.int({ required: true }), icon: t.string() }),
});
const CourseLecturerInput = builder.inputType('CourseLecturerInput', {
  fields: (t) => ({ name: t.string({ required: true }), title: t.string(), pic: t.string() }),
});
const CourseProgramMapEntryInput = builder.inputType('CourseProgramMapEntryInput', {
  fields: (t) => ({ subject: t.string({ required: true }), contents: t.stringList() }),
});

const CourseIntroductionInput = builder.inputType('CourseIntroductionInput', {
  description: 'Every field of a course introduction (admin spec §3); what is left out takes its default.',
  fields: (t) => ({
    accountName: t.string({ required: true, description: "the course's name" }),
    accountColor: t.string(),
    accountPicture: t.string(),
    accountLogo: t.string(),
    shortDescription: t.string(),
    goals: t.string(),
    duration: t.string(),
    numberOfHours: t.int(),
    numberOfLevels: t.int(),
    targetGroup: t.string(),
    location: t.field({ type: CourseLocationEnum }),
    category: t.string(),
    cost: t.field({ type: CourseCostEnum }),
    statistics: t.field({ type: [CourseStatisticInput] }),
    lecturers: t.field({ type: [CourseLecturerInput] }),
    detailedProgramMap: t.field({ type: [CourseProgramMapEntryInput] }),
    introductoryVideo: t.string({ description: 'a YouTube link or video id; kept as the id' }),
    introductoryPoster: t.string(),
  }),
});

const DeletedCourseIntroductionRef = builder.objectRef<{ id: string }>('DeletedCourseIntroduction').implement({
  fields: (t) => ({ id: t.exposeID('id', { description: 'the deleted introduction (CourseIntroduction.id)' }) }),
});

const holderOnly = { authScopes: { orgHolder: true } } as const;

builder.mutationFields((t) => ({
  createCourseIntroduction: t.prismaField({
    type: 'CourseIntroduction',
    description: 'Adds a course introduction to an account of the organisation (its author). admin/addCourseIntroduction.',
    errors: {},
    ...holderOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('CreateCourseIntroductionInput', {
          fields: (f) => ({ accountId: f.id({ required: true }), introduction: f.field({ type: CourseIntroductionInput, required: true }) }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await addCourseIntroduction(ctx, decodeIDOrThrow('Account', String(input.accountId), 'accountId'), input.introduction);
      return ctx.prisma.courseIntroduction.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  updateCourseIntroduction: t.prismaField({
    type: 'CourseIntroduction',
    description:
      "Replaces every field of an introduction; accountId moves it to another account of the organisation. invalidUser: it is another organisation's.",
    errors: {},
    ...holderOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('UpdateCourseIntroductionInput', {
          fields: (f) => ({
            id: f.id({ required: true, description: 'CourseIntroduction.id' }),
            accountId: f.id(),
            introduction: f.field({ type: CourseIntroductionInput, required: true }),
          }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await updateCourseIntroduction(ctx, {
        id: String(input.id),
        accountId: input.accountId ? decodeIDOrThrow('Account', String(input.accountId), 'accountId') : undefined,
        input: input.introduction,
      });
      // read again with the selection the operation asks for
      return ctx.prisma.courseIntroduction.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteCourseIntroduction: t.field({
    type: DeletedCourseIntroductionRef,
    description: "Deletes an introduction. invalidUser: it is another organisation's.",
    errors: {},
    ...holderOnly,
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('DeleteCourseIntroductionInput', { fields: (f) => ({ id: f.id({ required: true }) }) }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteCourseIntroduction(ctx, String(input.id)),
  }),
}));
