// A program's items arrive flat (each names its parent folder); the screens
// show them as a tree. This file builds the tree, finds items in it, filters
// it by a search text and computes every folder's progress with the shared
// rule of domain/progress.
import { folderProgress, type FolderProgress, type ProgressItem } from '../../../../../domain/progress/folderProgress.ts';

export interface TreeSource {
  readonly id: string;
  readonly parentId?: string | null;
  readonly order: number;
  readonly name: string;
  readonly itemType: string;
  readonly addToCompletion: boolean;
  readonly markedCompleted: boolean;
  readonly quiz?: { readonly hasAnswer: boolean } | null;
}

export interface TreeNode<T extends TreeSource> {
  readonly item: T;
  readonly children: readonly TreeNode<T>[];
}

/**
 * Folders with their children in order (then by name, so equal orders are
 * stable). An item whose parent is not among the items (hidden or locked
 * away from this learner) is not shown either.
 */
export function buildItemTree<T extends TreeSource>(items: readonly T[]): TreeNode<T>[] {
  const childrenOf = new Map<string | null, T[]>();
  const ids = new Set(items.map((item) => item.id));
  for (const item of items) {
    const parent = item.parentId ?? null;
    if (parent !== null && !ids.has(parent)) continue;
    const siblings = childrenOf.get(parent) ?? [];
    siblings.push(item);
    childrenOf.set(parent, siblings);
  }
  const build = (parent: string | null, seen: Set<string>): TreeNode<T>[] =>
    [...(childrenOf.get(parent) ?? [])]
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .filter((item) => !seen.has(item.id)) // a cycle in bad data must not loop forever
      .map((item) => ({ item, children: build(item.id, new Set(seen).add(item.id)) }));
  return build(null, new Set());
}

/** Every node, depth first, with the ids of its ancestor folders (outermost first). */
export function* walkTree<T extends TreeSource>(
  nodes: readonly TreeNode<T>[],
  ancestors: readonly string[] = [],
): Generator<{ node: TreeNode<T>; ancestors: readonly string[] }> {
  for (const node of nodes) {
    yield { node, ancestors };
    yield* walkTree(node.children, [...ancestors, node.item.id]);
  }
}

export function findNode<T extends TreeSource>(nodes: readonly TreeNode<T>[], id: string | null): TreeNode<T> | null {
  if (id === null) return null;
  for (const { node } of walkTree(nodes)) if (node.item.id === id) return node;
  return null;
}

export interface TreeSearchResult {
  /** how many items' names contain the text */
  readonly matchCount: number;
  /** what the filtered tree shows: matches, their folders, and everything inside a matching folder */
  readonly visibleIds: ReadonlySet<string>;
  /** the folders to open so that every match can be seen */
  readonly openIds: ReadonlySet<string>;
}

/** Case-insensitive name search; null for a blank text (no filter). */
export function searchTree<T extends TreeSource>(nodes: readonly TreeNode<T>[], text: string): TreeSearchResult | null {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return null;
  let matchCount = 0;
  const visibleIds = new Set<string>();
  const openIds = new Set<string>();
  for (const { node, ancestors } of walkTree(nodes)) {
    if (!node.item.name.toLocaleLowerCase().includes(needle)) continue;
    matchCount += 1;
    for (const id of ancestors) {
      visibleIds.add(id);
      openIds.add(id);
    }
    for (const inside of walkTree([node])) visibleIds.add(inside.node.item.id);
  }
  return { matchCount, visibleIds, openIds };
}

function toProgressItem<T extends TreeSource>(node: TreeNode<T>): ProgressItem {
  const { id, itemType, addToCompletion, markedCompleted, quiz } = node.item;
  return {
    id,
    itemType,
    addToCompletion,
    markedCompleted,
    hasAnswer: quiz?.hasAnswer ?? false,
    children: node.children.map(toProgressItem),
  };
}

/** The progress of every folder, each judged knowing whether an enclosing folder is marked completed. */
export function progressOfFolders<T extends TreeSource>(nodes: readonly TreeNode<T>[]): Map<string, FolderProgress> {
  const progress = new Map<string, FolderProgress>();
  const completedFolders = new Set<string>();
  for (const { node, ancestors } of walkTree(nodes)) {
    const { item } = node;
    if (item.itemType !== 'folder') continue;
    if (item.addToCompletion && item.markedCompleted) completedFolders.add(item.id);
    const insideCompletedFolder = ancestors.some((id) => completedFolders.has(id));
    progress.set(item.id, folderProgress(toProgressItem(node), { insideCompletedFolder }));
  }
  return progress;
}
