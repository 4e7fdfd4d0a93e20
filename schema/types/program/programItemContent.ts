// A program item's content, typed by its kind (folder, quiz, video, YouTube
// video, audio, attachment, link) beside ProgramItem's flat fields, and the
// item tree: the program's top-level items and each folder's children, as
// the signed-in learner sees them (server/services/program/programTree.ts).
import { parseYouTube } from '../../../domain/media/youtube.ts';
import type { ItemView } from '../../../server/services/learner/learnerContent.ts';
import { learnerFolderItems, learnerTopItems } from '../../../server/services/program/programTree.ts';
import { builder } from '../../builder.ts';
import { ProgramRef } from './program.ts';
import { ProgramItemRef, ProgramQuizRef, YouTubeVideoRef } from './programItem.ts';

const FolderRef = builder.objectRef<ItemView>('ProgramFolderContent').implement({
  fields: (t) => ({
    icon: t.exposeString('icon', { nullable: true }),
    children: t.field({
      type: [ProgramItemRef],
      description: 'The items in the folder the learner sees, in their order.',
      resolve: (item, _args, ctx) => learnerFolderItems(ctx, item),
    }),
  }),
});

const QuizContentRef = builder.objectRef<ItemView>('ProgramQuizContent').implement({
  fields: (t) => ({
    quiz: t.field({ type: ProgramQuizRef, nullable: true, description: "The quiz and the learner's state of it; its id is the Quiz node's.", resolve: (item) => item.quiz }),
  }),
});

const VideoRef = builder.objectRef<ItemView>('ProgramVideoContent').implement({
  fields: (t) => ({
    src: t.exposeString('src', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    positionSeconds: t.exposeFloat('positionSeconds', { nullable: true, description: "the learner's saved playback position" }),
  }),
});

const AudioRef = builder.objectRef<ItemView>('ProgramAudioContent').implement({
  fields: (t) => ({
    src: t.exposeString('src', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
    positionSeconds: t.exposeFloat('positionSeconds', { nullable: true, description: "the learner's saved playback position" }),
  }),
});

const YouTubeRef = builder.objectRef<ItemView>('ProgramYouTubeContent').implement({
  fields: (t) => ({
    video: t.field({ type: YouTubeVideoRef, nullable: true, resolve: (item) => parseYouTube(item.src) }),
    positionSeconds: t.exposeFloat('positionSeconds', { nullable: true, description: "the learner's saved playback position" }),
  }),
});

const AttachmentRef = builder.objectRef<ItemView>('ProgramAttachmentContent').implement({
  fields: (t) => ({
    src: t.exposeString('src', { nullable: true }),
    mimeType: t.exposeString('mimeType', { nullable: true }),
  }),
});

const LinkRef = builder.objectRef<ItemView>('ProgramLinkContent').implement({
  fields: (t) => ({ url: t.exposeString('src', { nullable: true }) }),
});

const CONTENT_OF_KIND = {
  folder: FolderRef,
  quiz: QuizContentRef,
  video: VideoRef,
  youtube_video: YouTubeRef,
  audio: AudioRef,
  attachment: AttachmentRef,
  link: LinkRef,
} as const;

const ProgramItemContentUnion = builder.unionType('ProgramItemContent', {
  types: Object.values(CONTENT_OF_KIND),
  resolveType: (item) => CONTENT_OF_KIND[item.itemType],
});

builder.objectFields(ProgramItemRef, (t) => ({
  content: t.field({ type: ProgramItemContentUnion, description: 'What the item holds, typed by its kind.', resolve: (item) => item }),
}));

builder.prismaObjectFields(ProgramRef, (t) => ({
  itemTree: t.field({
    type: [ProgramItemRef],
    description: "The top-level items the signed-in learner sees, in their order; a folder's content has its children.",
    authScopes: { learner: true },
    resolve: (program, _args, ctx) => learnerTopItems(ctx, program.id),
  }),
}));
