import { describe, expect, it } from 'vitest';
import { buildItemTree, findNode, progressOfFolders, searchTree, type TreeNode, type TreeSource } from './itemTree.ts';

function item(id: string, parentId: string | null, order: number, extra: Partial<TreeSource> = {}): TreeSource {
  return { id, parentId, order, name: id, itemType: 'video', addToCompletion: false, markedCompleted: false, ...extra };
}

const folder = (id: string, parentId: string | null, order: number, extra: Partial<TreeSource> = {}) =>
  item(id, parentId, order, { itemType: 'folder', ...extra });

function outline(nodes: readonly TreeNode<TreeSource>[]): unknown[] {
  return nodes.map((node) => (node.children.length ? [node.item.id, outline(node.children)] : node.item.id));
}

describe('the course-content tree', () => {
  it('nests items under their parent folder, in order, whatever order they arrive in', () => {
    const tree = buildItemTree([item('c', 'a', 2), folder('b', null, 1), folder('a', null, 0), item('d', 'a', 1), item('e', 'b', 0)]);
    expect(outline(tree)).toEqual([['a', ['d', 'c']], ['b', ['e']]]);
  });

  it('orders equal positions by name and leaves out items whose folder is not sent', () => {
    const tree = buildItemTree([item('zeta', null, 0), item('alpha', null, 0), item('orphan', 'hidden-folder', 0)]);
    expect(outline(tree)).toEqual(['alpha', 'zeta']);
  });

  it('finds an item at any depth', () => {
    const tree = buildItemTree([folder('a', null, 0), folder('b', 'a', 0), item('c', 'b', 0)]);
    expect(findNode(tree, 'c')?.item.id).toBe('c');
    expect(findNode(tree, 'x')).toBeNull();
    expect(findNode(tree, null)).toBeNull();
  });
});

describe('searching the tree', () => {
  const tree = buildItemTree([
    folder('Lessons', null, 0),
    folder('Reading', 'Lessons', 0),
    item('Program guide', 'Reading', 0),
    item('Guide video', 'Lessons', 1),
    folder('Guides', null, 1),
    item('Inside', 'Guides', 0),
    item('Quiz', null, 2),
  ]);

  it.each([
    ['guide', 3],
    ['GUIDE', 3],
    ['  reading ', 1],
    ['nothing', 0],
  ])('finds %j in %i names, case-insensitively', (text, count) => {
    expect(searchTree(tree, text)?.matchCount).toBe(count);
  });

  it('opens the folders holding a match and shows them, the match and what a matching folder holds', () => {
    const result = searchTree(tree, 'program');
    expect([...(result?.openIds ?? [])].sort()).toEqual(['Lessons', 'Reading']);
    expect([...(result?.visibleIds ?? [])].sort()).toEqual(['Lessons', 'Program guide', 'Reading']);
    expect([...(searchTree(tree, 'guides')?.visibleIds ?? [])].sort()).toEqual(['Guides', 'Inside']);
  });

  it('is no filter at all for a blank text', () => {
    expect(searchTree(tree, '   ')).toBeNull();
  });
});

describe('folder progress over the tree', () => {
  it('judges a folder inside a completed folder as completed, through domain/progress', () => {
    const tree = buildItemTree([
      folder('outer', null, 0, { addToCompletion: true, markedCompleted: true }),
      folder('inner', 'outer', 0, { addToCompletion: true }),
      item('lesson', 'inner', 0, { addToCompletion: true }),
      folder('other', null, 1),
      item('quiz', 'other', 0, { itemType: 'quiz', addToCompletion: true, quiz: { hasAnswer: true } }),
      item('video', 'other', 1, { addToCompletion: true }),
    ]);
    const progress = progressOfFolders(tree);
    expect(progress.get('outer')?.percent).toBe(100);
    expect(progress.get('inner')?.percent).toBe(100);
    expect(progress.get('other')).toEqual({ completed: 1, countable: 2, percent: 50 });
  });
});
