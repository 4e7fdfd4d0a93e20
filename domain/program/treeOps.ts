// The account owner's edits of a program tree (admin spec §4): each takes the
// tree and gives a new one, sharing the branches it did not touch. An id that
// is not in the tree (or a move that is not allowed) leaves the tree as it
// was: the same array comes back, so a caller can tell nothing changed.
import type { TreeItem } from './tree.ts';

export interface FoundItem {
  item: TreeItem;
  /** the folder holding it; null at the top of the program */
  parentId: string | null;
  /** its position among its siblings */
  index: number;
  siblings: readonly TreeItem[];
}

export type MoveDirection = 'up' | 'down';

/** The item with this id, where it sits, or null. */
export function findItem(items: readonly TreeItem[], id: string, parentId: string | null = null): FoundItem | null {
  for (const [index, item] of items.entries()) {
    if (item.id === id) return { item, parentId, index, siblings: items };
    if (item.itemType === 'folder' && item.children) {
      const found = findItem(item.children, id, item.id);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The tree with `change` applied to the first sibling list that `matches`;
 * the same array when no list matched.
 */
function changeList(
  items: readonly TreeItem[],
  matches: (list: readonly TreeItem[]) => boolean,
  change: (list: readonly TreeItem[]) => readonly TreeItem[],
): TreeItem[] {
  if (matches(items)) return change(items) as TreeItem[];
  let changed = false;
  const next = items.map((item) => {
    if (item.itemType !== 'folder' || !item.children) return item;
    const children = changeList(item.children, matches, change);
    if (children === item.children) return item;
    changed = true;
    return { ...item, children };
  });
  return changed ? next : (items as TreeItem[]);
}

const holds = (id: string) => (list: readonly TreeItem[]) => list.some((item) => item.id === id);

/** The tree with `item` added last in folder `folderId`, or last at the top when folderId is null. */
export function insertItem(items: readonly TreeItem[], item: TreeItem, folderId: string | null): TreeItem[] {
  if (folderId === null) return [...items, item];
  const folder = findItem(items, folderId)?.item;
  if (!folder || folder.itemType !== 'folder') return items as TreeItem[];
  return replaceItem(items, { ...folder, children: [...(folder.children ?? []), item] });
}

/** The tree with the item of the same id replaced by `item`. */
export function replaceItem(items: readonly TreeItem[], item: TreeItem): TreeItem[] {
  return changeList(items, holds(item.id), (list) => list.map((each) => (each.id === item.id ? item : each)));
}

/** The tree without the item (and, for a folder, everything in it). */
export function removeItem(items: readonly TreeItem[], id: string): TreeItem[] {
  return changeList(items, holds(id), (list) => list.filter((each) => each.id !== id));
}

/** The tree with the item's name changed. */
export function renameItem(items: readonly TreeItem[], id: string, name: string): TreeItem[] {
  const found = findItem(items, id);
  return found ? replaceItem(items, { ...found.item, name }) : (items as TreeItem[]);
}

export function canMoveUp(items: readonly TreeItem[], id: string): boolean {
  const found = findItem(items, id);
  return found !== null && found.index > 0;
}

export function canMoveDown(items: readonly TreeItem[], id: string): boolean {
  const found = findItem(items, id);
  return found !== null && found.index < found.siblings.length - 1;
}

/** The tree with the item swapped with its previous (up) or next (down) sibling; unchanged at the ends. */
export function moveItem(items: readonly TreeItem[], id: string, direction: MoveDirection): TreeItem[] {
  const allowed = direction === 'up' ? canMoveUp(items, id) : canMoveDown(items, id);
  if (!allowed) return items as TreeItem[];
  return changeList(items, holds(id), (list) => {
    const from = list.findIndex((each) => each.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const next = [...list];
    [next[from], next[to]] = [next[to], next[from]];
    return next;
  });
}

/** Only quizzes and folders are moved between folders (spec §2, tree row actions). */
export function isMovable(item: TreeItem): boolean {
  return item.itemType === 'quiz' || item.itemType === 'folder';
}

/** The ids of the item and, for a folder, of everything inside it. */
function idsWithin(item: TreeItem): Set<string> {
  const ids = new Set([item.id]);
  if (item.itemType === 'folder') for (const child of item.children ?? []) for (const id of idsWithin(child)) ids.add(id);
  return ids;
}

/**
 * Where the item may be moved: the top of the program (null) and every folder
 * except the one holding it now, the item itself and the folders inside it.
 */
export function moveTargets(items: readonly TreeItem[], id: string): (string | null)[] {
  const found = findItem(items, id);
  if (!found || !isMovable(found.item)) return [];
  const excluded = idsWithin(found.item);
  const targets: (string | null)[] = found.parentId === null ? [] : [null];
  const visit = (list: readonly TreeItem[]) => {
    for (const item of list) {
      if (item.itemType !== 'folder' || excluded.has(item.id)) continue;
      if (item.id !== found.parentId) targets.push(item.id);
      visit(item.children ?? []);
    }
  };
  visit(items);
  return targets;
}

/**
 * The tree with the item taken from its old place and added last under the
 * target (a folder, or the top when null); unchanged when the target is not
 * one of moveTargets. The legacy client added before it removed (spec §4);
 * removing first never has the id in the tree twice, and ends the same.
 */
export function moveIntoFolder(items: readonly TreeItem[], id: string, targetFolderId: string | null): TreeItem[] {
  const found = findItem(items, id);
  if (!found || !moveTargets(items, id).includes(targetFolderId)) return items as TreeItem[];
  return insertItem(removeItem(items, id), found.item, targetFolderId);
}

/** The folders of the first level, the only ones heading progress may show. */
export function firstLevelFolders(items: readonly TreeItem[]): TreeItem[] {
  return items.filter((item) => item.itemType === 'folder');
}
