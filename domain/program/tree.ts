// A program's tree as the account owner edits it and the legacy
// admin/getPrograms and admin/updateProgram carry it: folders nest items;
// siblings keep their order. The server checks every saved tree with
// treeProblems; the editor uses the same rules to enable its buttons.
import { parseYouTube } from '../media/youtube.ts';
import type { LogicExpression } from '../quiz/expression.ts';
import { expressionProblems } from '../quiz/expressionRule.ts';

export const TREE_ITEM_TYPES = ['folder', 'quiz', 'video', 'youtube-video', 'audio', 'attachment', 'link'] as const;
export type TreeItemType = (typeof TREE_ITEM_TYPES)[number];

export interface TreeItem {
  id: string;
  itemType: TreeItemType;
  name: string;
  /** media, attachment and link address; a YouTube item's video id */
  src?: string | null;
  /** the MIME type of media and attachments */
  type?: string | null;
  /** a folder's icon (png or jpeg) */
  icon?: string | null;
  /** a quiz item's quiz */
  quizId?: string | null;
  hidden?: boolean;
  addToCompletion?: boolean;
  prerequisites?: string[];
  tracks?: string[];
  prerequisitesOperationOR?: boolean;
  useExpression?: boolean;
  expression?: LogicExpression | null;
  /** folders only */
  children?: TreeItem[];
}

/** Spec §5: the MIME types a video or audio item may have. */
export const VIDEO_TYPES = ['video/mp4', 'video/mov', 'video/webm', 'video/quicktime'] as const;
export const AUDIO_TYPES = ['audio/mp3', 'audio/mpeg', 'audio/wav'] as const;
/** At most this many first-level folders show progress in the program header. */
export const HEADING_PROGRESS_LIMIT = 3;
export const TREE_LIMITS = { items: 2000, depth: 12, name: 300, src: 2000, id: 100 } as const;

export type TreeProblemCode =
  | 'invalid_data_entry'
  | 'itemNameRequired'
  | 'fileRequired'
  | 'invalid_video_type'
  | 'invalid_audio_type'
  | 'invalid_youtube_video'
  | 'invalidLink'
  | 'invalid_image_type'
  | 'videoNotEnabled'
  | 'duplicateItemId'
  | 'treeTooLarge'
  | 'invalidExpression';

export interface TreeProblem {
  code: TreeProblemCode;
  /** the item the problem is about */
  itemId?: string;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

export function isHttpUrl(value: string | null | undefined): boolean {
  if (blank(value)) return false;
  try {
    const url = new URL(value!.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where a file item's address may point: an absolute http(s) URL or a path on this server. */
function isFileAddress(value: string | null | undefined): boolean {
  return isHttpUrl(value) || (!blank(value) && value!.startsWith('/') && !value!.startsWith('//'));
}

/** A folder icon: png or jpeg, by the file name's extension. */
export function isIconAddress(value: string): boolean {
  return isFileAddress(value) && /\.(png|jpe?g)$/i.test(new URL(value, 'http://x').pathname);
}

/** The problems of one item itself (not its children), as the add-item and edit dialogs check them. */
export function itemProblems(item: TreeItem, options: { enableVideo: boolean }): TreeProblemCode[] {
  const problems: TreeProblemCode[] = [];
  if (blank(item.name)) problems.push('itemNameRequired');
  if (expressionProblems(item).length > 0) problems.push('invalidExpression');
  switch (item.itemType) {
    case 'folder':
      if (item.icon && !isIconAddress(item.icon)) problems.push('invalid_image_type');
      break;
    case 'video':
      if (!options.enableVideo) problems.push('videoNotEnabled');
      if (!isFileAddress(item.src)) problems.push('fileRequired');
      else if (!(VIDEO_TYPES as readonly string[]).includes(item.type ?? '')) problems.push('invalid_video_type');
      break;
    case 'audio':
      if (!isFileAddress(item.src)) problems.push('fileRequired');
      else if (!(AUDIO_TYPES as readonly string[]).includes(item.type ?? '')) problems.push('invalid_audio_type');
      break;
    case 'attachment':
      if (!isFileAddress(item.src)) problems.push('fileRequired');
      break;
    case 'youtube-video':
      if (!parseYouTube(item.src ?? '')) problems.push('invalid_youtube_video');
      break;
    case 'link':
      if (!isHttpUrl(item.src)) problems.push('invalidLink');
      break;
    case 'quiz':
      if (blank(item.quizId)) problems.push('invalid_data_entry');
      break;
  }
  return problems;
}

/** Every item of the tree, depth first, with its parent's id (null at the top) and depth (1 at the top). */
export function* walkTree(items: readonly TreeItem[], parentId: string | null = null, depth = 1): Generator<{ item: TreeItem; parentId: string | null; depth: number }> {
  for (const item of items) {
    yield { item, parentId, depth };
    if (item.itemType === 'folder' && item.children) yield* walkTree(item.children, item.id, depth + 1);
  }
}

/**
 * The problems of a whole tree: every item's own, plus ids that repeat, and a
 * tree too large or too deep. Empty when the tree may be saved.
 */
export function treeProblems(items: readonly TreeItem[], options: { enableVideo: boolean }): TreeProblem[] {
  const problems: TreeProblem[] = [];
  const seen = new Set<string>();
  let count = 0;
  for (const { item, depth } of walkTree(items)) {
    count += 1;
    if (count > TREE_LIMITS.items || depth > TREE_LIMITS.depth) return [{ code: 'treeTooLarge' }];
    if (seen.has(item.id)) problems.push({ code: 'duplicateItemId', itemId: item.id });
    seen.add(item.id);
    for (const code of itemProblems(item, options)) problems.push({ code, itemId: item.id });
  }
  return problems;
}

/** Spec §5: heading progress keeps first-level folders only, at most 3, in the chosen order. */
export function cleanHeadingProgress(chosen: readonly string[], items: readonly TreeItem[]): string[] {
  const folders = new Set(items.filter((item) => item.itemType === 'folder').map((item) => item.id));
  return [...new Set(chosen)].filter((id) => folders.has(id)).slice(0, HEADING_PROGRESS_LIMIT);
}

/** The quiz ids the tree's quiz items refer to. */
export function quizIdsOf(items: readonly TreeItem[]): string[] {
  const ids = new Set<string>();
  for (const { item } of walkTree(items)) if (item.itemType === 'quiz' && item.quizId) ids.add(item.quizId);
  return [...ids];
}

/**
 * A new item id as the legacy client makes them: a random number up to 9999,
 * the type and a timestamp.
 */
export function newItemId(itemType: TreeItemType, now = Date.now(), random = Math.random): string {
  return `${Math.floor(random() * 10_000)}-${itemType}-${now}`;
}
