// Program items as the signed-in learner sees them, and the learner's marks
// and playback positions on them.
import { parseYouTube } from '../../../domain/media/youtube.ts';
import { quizStatus } from '../../../domain/progress/quizStatus.ts';
import { viewerItemView, type ItemView, type QuizState } from '../../../server/services/learner/learnerContent.ts';
import { savePlaybackPosition, setItemCompleted } from '../../../server/services/program/progress.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';

export const ItemTypeEnum = builder.enumType('ItemType', {
  values: ['folder', 'quiz', 'video', 'youtube_video', 'audio', 'attachment', 'link'] as const,
});

const QuizStatusEnum = builder.enumType('QuizStatus', {
  values: ['none', 'answered', 'answeredWithExternalGrade', 'externalGradeOnly'] as const,
});

export const YouTubeVideoRef = builder.objectRef<{ id: string; start: number | null; end: number | null }>('YouTubeVideo').implement({
  fields: (t) => ({
    videoId: t.exposeString('id'),
    start: t.int({ nullable: true, resolve: (video) => video.start }),
    end: t.int({ nullable: true, resolve: (video) => video.end }),
  }),
});

export const ProgramQuizRef = builder.objectRef<QuizState>('ProgramQuiz').implement({
  fields: (t) => ({
    // the Quiz node's id: node(id:) answers the quiz's structure to a learner who may open it
    id: t.id({ resolve: (quiz) => encodeGlobalID('Quiz', quiz.id) }),
    name: t.exposeString('name'),
    isForm: t.exposeBoolean('isForm'),
    hasAnswer: t.exposeBoolean('hasAnswer'),
    hasExternalGrade: t.exposeBoolean('hasExternalGrade'),
    status: t.field({
      type: QuizStatusEnum,
      resolve: (quiz) => quizStatus({ hasAnswer: quiz.hasAnswer, hasExternalGrades: quiz.hasExternalGrade }),
    }),
  }),
});

export const ProgramItemRef = builder.objectRef<ItemView>('ProgramItem');

builder.node(ProgramItemRef, {
  id: { resolve: (item) => item.id },
  // an item view is built for the signed-in learner (their marks, locks and positions)
  authScopes: { learner: true },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'itemType' in value && 'programId' in value,
  loadOne: (id, ctx) => viewerItemView(ctx, id),
  fields: (t) => ({
    parentId: t.globalID({
      nullable: true,
      description: "The parent folder's id; null at the top level.",
      resolve: (item) => (item.parentId ? { type: 'ProgramItem', id: item.parentId } : null),
    }),
    order: t.exposeInt('order'),
    itemType: t.field({ type: ItemTypeEnum, resolve: (item) => item.itemType }),
    name: t.exposeString('name'),
    src: t.exposeString('src', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    icon: t.exposeString('icon', { nullable: true }),
    addToCompletion: t.exposeBoolean('addToCompletion'),
    markedCompleted: t.exposeBoolean('markedCompleted', { description: "The signed-in learner's mark." }),
    positionSeconds: t.exposeFloat('positionSeconds', { nullable: true }),
    locked: t.exposeBoolean('locked', { description: 'Prerequisites or tracks not met.' }),
    youTube: t.field({
      type: YouTubeVideoRef,
      nullable: true,
      resolve: (item) => (item.itemType === 'youtube_video' ? parseYouTube(item.src) : null),
    }),
    quiz: t.field({ type: ProgramQuizRef, nullable: true, resolve: (item) => item.quiz }),
  }),
});

const SetItemCompletedPayload = builder.objectRef<{ items: ItemView[] }>('SetItemCompletedPayload').implement({
  fields: (t) => ({ items: t.field({ type: [ProgramItemRef], resolve: (payload) => payload.items }) }),
});

builder.mutationFields((t) => ({
  setItemCompleted: t.field({
    type: SetItemCompletedPayload,
    description: 'Marks an item completed or not; a folder also marks its completable descendants.',
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SetItemCompletedInput', {
          fields: (f) => ({ itemId: f.globalID({ required: true, for: ProgramItemRef }), completed: f.boolean({ required: true }) }),
        }),
      }),
    },
    resolve: async (_root, { input }, ctx) => ({ items: await setItemCompleted(ctx, input.itemId.id, input.completed) }),
  }),
  savePlaybackPosition: t.field({
    type: ProgramItemRef,
    errors: {},
    authScopes: { learner: true },
    args: {
      input: t.arg({
        required: true,
        type: builder.inputType('SavePlaybackPositionInput', {
          fields: (f) => ({ itemId: f.globalID({ required: true, for: ProgramItemRef }), seconds: f.float({ required: true }) }),
        }),
      }),
    },
    resolve: (_root, { input }, ctx) => savePlaybackPosition(ctx, input.itemId.id, input.seconds),
  }),
}));
