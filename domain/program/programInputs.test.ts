// The program schemas: a tree's shape refused on the field the legacy answer
// named, and a save's fields kept for the service to refuse in its order.
import { describe, expect, it } from 'vitest';
import { legacyProgramCreation, legacyProgramSave, programTree } from './programInputs.ts';

const fieldOf = (value: unknown) => programTree.safeParse(value).error?.issues[0]?.path.at(-1);

describe('a program tree', () => {
  it.each([
    ['not a list', { id: 'a' }, 'items'],
    ['an item without an id', [{ itemType: 'link' }], 'items'],
    ['an item of an unknown type', [{ id: 'a', itemType: 'game' }], 'items'],
    ["an item's address that is not text, by the item's id", [{ id: 'a', itemType: 'link', src: 42 }], 'items.a.src'],
    ["an item's flag that is not one, by the flag", [{ id: 'a', itemType: 'link', hidden: 'yes' }], 'hidden'],
    ['a nested item, in document order', [{ id: 'f', itemType: 'folder', children: [{ id: 'b', itemType: 'quiz', quizId: [] }] }], 'items.b.quizId'],
  ])('refuses %s on %s', (_name, tree, field) => {
    expect(fieldOf(tree)).toBe(field);
  });

  it('answers the items with their defaults, names trimmed', () => {
    expect(programTree.parse([{ id: 'a', itemType: 'link', itemName: ' Site ', src: 'https://x.example' }])).toEqual([
      expect.objectContaining({ id: 'a', name: 'Site', src: 'https://x.example', hidden: false, prerequisites: [], expression: null }),
    ]);
  });
});

describe('the legacy program bodies', () => {
  it('refuse a body without a program object on program', () => {
    expect(legacyProgramCreation.safeParse({ program: [] }).error?.issues[0]?.path).toEqual(['program']);
  });

  it("take the save's id from _id or id and an absent tree as empty, and keep the other fields' refusals", () => {
    const save = legacyProgramSave.parse({ program: { id: 'p1', revision: '3', name: 'P' } });
    expect(save.programId).toBe('p1');
    expect(save.items).toEqual({ ok: true, value: [] });
    expect(save.revision).toEqual({ ok: false, code: 'invalid_data_entry' });
    expect(legacyProgramSave.parse({ program: { _id: 'p2', id: 'p1', items: [{ id: 'a', itemType: 'link', src: 1 }] } }).items).toEqual({
      ok: false,
      code: 'invalid_data_entry',
      field: 'items.a.src',
    });
  });
});
