// The organisation holder's course introductions: the holder's list on
// Organization and the mutations that add, change and delete one. The rules
// are domain/courseIntroductions's; only the holder of the organisation passes
// (server/services/courseIntroductions/courseIntroductions.ts).
import { courseIntroductionFields } from '../../../domain/courseIntroductions/courseIntroductionInputs.ts';
import {
  addCourseIntroduction,
  deleteCourseIntroduction,
  holderCourseIntroductionsOf,
  updateCourseIntroduction,
} from '../../../server/services/courseIntroductions/courseIntroductions.ts';
import { builder } from '../../builder.ts';
import { AccountRef } from '../account/account.ts';
import { CourseCostEnum, CourseIntroductionRef, CourseLocationEnum } from './courseIntroduction.ts';

builder.prismaObjectFields('Organization', (t) => ({
  courseIntroductions: t.prismaField({
    type: ['CourseIntroduction'],
    description: "The organisation's course introductions, for its holder (empty for anyone else); oldest first.",
    resolve: (query, org, _args, ctx) => {
      const holders = holderCourseIntroductionsOf(ctx, org.id);
      return holders ? ctx.prisma.courseIntroduction.findMany({ ...query, ...holders }) : Promise.resolve([]);
    },
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
  // the dialog's rules (domain/courseIntroductions): a refusal names the field path and the problem
}).validate(courseIntroductionFields);

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
          fields: (f) => ({
            accountId: f.globalID({ required: true, for: AccountRef }),
            introduction: f.field({ type: CourseIntroductionInput, required: true }),
          }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await addCourseIntroduction(ctx, input.accountId.id, input.introduction);
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
            id: f.globalID({ required: true, for: CourseIntroductionRef, description: "the introduction's global id" }),
            accountId: f.globalID({ for: AccountRef, description: 'a new author: an account of the organisation' }),
            introduction: f.field({ type: CourseIntroductionInput, required: true }),
          }),
        }),
      }),
    },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await updateCourseIntroduction(ctx, { id: input.id.id, accountId: input.accountId?.id ?? null, fields: input.introduction });
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
        type: builder.inputType('DeleteCourseIntroductionInput', {
          fields: (f) => ({ id: f.globalID({ required: true, for: CourseIntroductionRef, description: "the introduction's global id" }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => deleteCourseIntroduction(ctx, input.id.id),
  }),
}));
