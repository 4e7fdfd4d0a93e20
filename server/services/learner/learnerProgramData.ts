// The legacy user/getUserProgramData answer: the program with its nested items,
// each with the learner's mark, folder progress and quiz state.
import { folderProgress, type ProgressItem } from '../../../domain/progress/folderProgress.ts';
import type { RequestContext } from '../../context.ts';
import type { Deferred } from '../../../domain/validation/deferredInput.ts';
import { AppError } from '../../errors.ts';
import { settled } from '../../inputs.ts';
import { itemViewsOfOpenProgram, learnerProgram, type ItemView } from './learnerContent.ts';
import { headingFolderIds } from '../program/programs.ts';

interface LegacyLearnerItem extends ProgressItem {
  id: string;
  itemType: string;
  name: string;
  itemName: string;
  src: string | null;
  type: string | null;
  icon: string | null;
  order: number;
  addToCompletion: boolean;
  markedCompleted: boolean;
  locked: boolean;
  hasAnswer?: boolean;
  externalGrades?: boolean;
  quizId?: string;
  progress?: number | null;
  children?: LegacyLearnerItem[];
}

function nest(items: ItemView[], parentId: string | null): LegacyLearnerItem[] {
  return items
    .filter((item) => item.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      id: item.id,
      itemType: item.itemType === 'youtube_video' ? 'youtube-video' : item.itemType,
      name: item.name,
      itemName: item.name,
      src: item.src,
      type: item.mimeType,
      icon: item.icon,
      order: item.order,
      addToCompletion: item.addToCompletion,
      markedCompleted: item.markedCompleted,
      locked: item.locked,
      ...(item.quiz ? { quizId: item.quiz.id, hasAnswer: item.quiz.hasAnswer, externalGrades: item.quiz.hasExternalGrade } : {}),
      ...(item.itemType === 'folder' ? { children: nest(items, item.id) } : {}),
    }));
}

function withProgress(items: LegacyLearnerItem[], insideCompletedFolder = false): LegacyLearnerItem[] {
  return items.map((item) => {
    if (!item.children) return item;
    const completed = insideCompletedFolder || (item.addToCompletion && item.markedCompleted);
    return {
      ...item,
      progress: folderProgress(item, { insideCompletedFolder }).percent,
      children: withProgress(item.children, completed),
    };
  });
}

/** The program (its id checked by the schema, refused here), then the account when one is named: another account's program is notFound. */
export async function learnerProgramData(ctx: RequestContext, input: { programId: Deferred<string>; accountId: string }) {
  const program = await learnerProgram(ctx, settled(input.programId, 'programId'));
  if (input.accountId && input.accountId !== program.accountId) throw new AppError('notFound', { field: 'accountId' });
  const items = await itemViewsOfOpenProgram(ctx, program.id);
  const quizzes = items.filter((item) => item.quiz);
  return {
    _id: program.id,
    id: program.id,
    name: program.name,
    domainName: program.account.alias,
    banner: program.banner,
    primaryColor: program.primaryColor,
    disableDownloads: program.disableDownloads,
    closed: program.closed || program.account.accountClosed,
    headingProgress: await headingFolderIds(ctx, program),
    items: withProgress(nest(items, null)),
    quizzes: quizzes.map((item) => ({
      id: item.quiz!.id,
      name: item.quiz!.name,
      hasAnswer: item.quiz!.hasAnswer,
      externalGrades: item.quiz!.hasExternalGrade,
    })),
  };
}
