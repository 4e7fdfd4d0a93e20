import { describe, expect, it } from 'vitest';
import type { TreeItem, TreeItemType } from './tree.ts';
import {
  canMoveDown,
  canMoveUp,
  findItem,
  firstLevelFolders,
  insertItem,
  moveIntoFolder,
  moveItem,
  moveTargets,
  removeItem,
  renameItem,
  replaceItem,
} from './treeOps.ts';

const item = (id: string, itemType: TreeItemType = 'quiz'): TreeItem => ({ id, itemType, name: `name of ${id}` });
const folder = (id: string, children: TreeItem[]): TreeItem => ({ id, itemType: 'folder', name: `name of ${id}`, children });

// q1
// f1
//   q2
//   f2
//     v1
//   l1
// f3 (empty)
// q3
const TREE: readonly TreeItem[] = Object.freeze([
  item('q1'),
  folder('f1', [item('q2'), folder('f2', [item('v1', 'video')]), item('l1', 'link')]),
  folder('f3', []),
  item('q3'),
]);

/** The tree as one line: ids in order, a folder's children in parentheses. */
function outline(items: readonly TreeItem[]): string {
  return items.map((each) => (each.itemType === 'folder' ? `${each.id}(${outline(each.children ?? [])})` : each.id)).join(' ');
}

describe('findItem finds an item at any depth with its parent and position', () => {
  it.each<[string, string, { parentId: string | null; index: number; siblings: number } | null]>([
    ['an item at the top', 'q1', { parentId: null, index: 0, siblings: 4 }],
    ['an item in a folder', 'l1', { parentId: 'f1', index: 2, siblings: 3 }],
    ['an item two folders deep', 'v1', { parentId: 'f2', index: 0, siblings: 1 }],
    ['a folder', 'f2', { parentId: 'f1', index: 1, siblings: 3 }],
    ['an id that is not in the tree', 'nope', null],
  ])('%s', (_case, id, expected) => {
    const found = findItem(TREE, id);
    expect(found && { parentId: found.parentId, index: found.index, siblings: found.siblings.length }).toEqual(expected);
    if (found) expect(found.item.id).toBe(id);
  });
});

describe('insertItem adds the item last in the chosen folder or at the top', () => {
  it.each<[string, string | null, string]>([
    ['at the top', null, 'q1 f1(q2 f2(v1) l1) f3() q3 n'],
    ['in a folder', 'f1', 'q1 f1(q2 f2(v1) l1 n) f3() q3'],
    ['in a nested folder', 'f2', 'q1 f1(q2 f2(v1 n) l1) f3() q3'],
    ['in an empty folder', 'f3', 'q1 f1(q2 f2(v1) l1) f3(n) q3'],
    ['not in a folder that does not exist', 'nope', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not in an item that is not a folder', 'q2', 'q1 f1(q2 f2(v1) l1) f3() q3'],
  ])('%s', (_case, folderId, expected) => {
    expect(outline(insertItem(TREE, item('n'), folderId))).toBe(expected);
  });
});

describe('replaceItem and renameItem change one item and keep its place', () => {
  it.each<[string, string]>([
    ['an item at the top', 'q3'],
    ['an item two folders deep', 'v1'],
    ['a folder, keeping its children', 'f2'],
  ])('renames %s', (_case, id) => {
    const renamed = renameItem(TREE, id, 'New name');
    expect(findItem(renamed, id)?.item.name).toBe('New name');
    expect(outline(renamed)).toBe(outline(TREE));
  });

  it('replaces the whole item by its id', () => {
    const replaced = replaceItem(TREE, { id: 'l1', itemType: 'link', name: 'Docs', src: 'https://example.com' });
    expect(findItem(replaced, 'l1')?.item).toEqual({ id: 'l1', itemType: 'link', name: 'Docs', src: 'https://example.com' });
  });

  it('leaves the branches it did not touch as they were, and the given tree unchanged', () => {
    const renamed = renameItem(TREE, 'v1', 'New name');
    expect(renamed[0]).toBe(TREE[0]);
    expect(renamed[2]).toBe(TREE[2]);
    expect(renamed[1]).not.toBe(TREE[1]);
    expect(findItem(TREE, 'v1')?.item.name).toBe('name of v1');
  });

  it.each([
    ['renameItem', () => renameItem(TREE, 'nope', 'x')],
    ['replaceItem', () => replaceItem(TREE, item('nope'))],
    ['removeItem', () => removeItem(TREE, 'nope')],
  ])('%s gives the same tree back for an id that is not in it', (_name, change) => {
    expect(change()).toBe(TREE);
  });
});

describe('removeItem takes the item, and a folder with everything in it', () => {
  it.each<[string, string, string]>([
    ['an item at the top', 'q1', 'f1(q2 f2(v1) l1) f3() q3'],
    ['an item in a folder', 'l1', 'q1 f1(q2 f2(v1)) f3() q3'],
    ['the only item of a folder', 'v1', 'q1 f1(q2 f2() l1) f3() q3'],
    ['a folder and its contents', 'f1', 'q1 f3() q3'],
  ])('%s', (_case, id, expected) => {
    expect(outline(removeItem(TREE, id))).toBe(expected);
  });
});

describe('moving up and down among siblings, disabled at the ends', () => {
  it.each<[string, string, boolean, boolean]>([
    ['the first item at the top', 'q1', false, true],
    ['the last item at the top', 'q3', true, false],
    ['an item in the middle', 'f3', true, true],
    ['the first item in a folder', 'q2', false, true],
    ['the last item in a folder', 'l1', true, false],
    ['the only item of a folder', 'v1', false, false],
    ['an id that is not in the tree', 'nope', false, false],
  ])('%s: up %s, down %s', (_case, id, up, down) => {
    expect([canMoveUp(TREE, id), canMoveDown(TREE, id)]).toEqual([up, down]);
  });

  it.each<[string, string, 'up' | 'down', string]>([
    ['up at the top', 'f3', 'up', 'q1 f3() f1(q2 f2(v1) l1) q3'],
    ['down at the top', 'q1', 'down', 'f1(q2 f2(v1) l1) q1 f3() q3'],
    ['up in a folder', 'l1', 'up', 'q1 f1(q2 l1 f2(v1)) f3() q3'],
    ['down in a folder, a folder with its contents', 'f2', 'down', 'q1 f1(q2 l1 f2(v1)) f3() q3'],
    ['not up from the first place', 'q2', 'up', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not down from the last place', 'q3', 'down', 'q1 f1(q2 f2(v1) l1) f3() q3'],
  ])('moves %s', (_case, id, direction, expected) => {
    expect(outline(moveItem(TREE, id, direction))).toBe(expected);
  });
});

describe('moving a quiz or folder into another folder', () => {
  it.each<[string, string, (string | null)[]]>([
    ['a quiz at the top may go into any folder', 'q1', ['f1', 'f2', 'f3']],
    ['a quiz in a folder may go to the top and any other folder', 'q2', [null, 'f2', 'f3']],
    ['a folder may not go into itself or its own sub-folders', 'f1', ['f3']],
    ['a nested folder may go to the top or another folder, not where it is', 'f2', [null, 'f3']],
    ['a video is not moved between folders', 'v1', []],
    ['a link is not moved between folders', 'l1', []],
    ['an id that is not in the tree has nowhere to go', 'nope', []],
  ])('%s', (_case, id, expected) => {
    expect(moveTargets(TREE, id)).toEqual(expected);
  });

  it.each<[string, string, string | null, string]>([
    ['a quiz from the top into a nested folder, last', 'q1', 'f2', 'f1(q2 f2(v1 q1) l1) f3() q3'],
    ['a quiz from a folder to the top, last', 'q2', null, 'q1 f1(f2(v1) l1) f3() q3 q2'],
    ['a folder with its contents into an empty folder', 'f2', 'f3', 'q1 f1(q2 l1) f3(f2(v1)) q3'],
    ['not a folder into its own sub-folder', 'f1', 'f2', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not a folder into itself', 'f3', 'f3', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not into the folder it is already in', 'q2', 'f1', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not a media item', 'v1', 'f3', 'q1 f1(q2 f2(v1) l1) f3() q3'],
    ['not into a quiz', 'q1', 'q3', 'q1 f1(q2 f2(v1) l1) f3() q3'],
  ])('moves %s', (_case, id, target, expected) => {
    expect(outline(moveIntoFolder(TREE, id, target))).toBe(expected);
  });

  it('keeps the moved item whole, with its settings', () => {
    const quiz: TreeItem = { ...item('qx'), quizId: 'quiz-1', hidden: true, prerequisites: ['quiz-0'] };
    const moved = moveIntoFolder([quiz, folder('fx', [])], 'qx', 'fx');
    expect(findItem(moved, 'qx')?.item).toBe(quiz);
  });
});

describe('firstLevelFolders lists the folders heading progress may show', () => {
  it('takes folders of the first level only, in order', () => {
    expect(firstLevelFolders(TREE).map(({ id }) => id)).toEqual(['f1', 'f3']);
  });
});
