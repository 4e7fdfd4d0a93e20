import { parseYouTube } from '../../../../../domain/media/youtube.ts';
import type { TreeItem } from '../../../../../domain/program/tree.ts';
import type { AccountQuiz } from './types.ts';

/** How a row is named to the user: a quiz that is a form is called a form. */
export type LabelKind = 'program' | 'folder' | 'quiz' | 'form' | 'video' | 'youtube' | 'audio' | 'attachment' | 'link';

export type ItemLabelKind = Exclude<LabelKind, 'program'>;

export function labelKindOf(item: TreeItem, quizById: ReadonlyMap<string, AccountQuiz>): ItemLabelKind {
  switch (item.itemType) {
    case 'youtube-video':
      return 'youtube';
    case 'quiz':
      return item.quizId && quizById.get(item.quizId)?.isForm ? 'form' : 'quiz';
    default:
      return item.itemType;
  }
}

/** Where "open" leads for media and links; null for folders and quizzes (or an item without an address). */
export function openAddress(item: TreeItem): string | null {
  if (!item.src) return null;
  switch (item.itemType) {
    case 'youtube-video': {
      const video = parseYouTube(item.src);
      return video ? `https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}` : null;
    }
    case 'video':
    case 'audio':
    case 'attachment':
    case 'link':
      return item.src;
    default:
      return null;
  }
}

export const isMedia = (item: TreeItem) => item.itemType !== 'folder' && item.itemType !== 'quiz';
