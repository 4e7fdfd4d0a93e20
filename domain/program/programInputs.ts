// What the owner's program calls take (admin/addProgram, updateProgram,
// deleteProgram, addQuizToProgram; createProgram, saveProgram, deleteProgram
// and moveProgram in GraphQL). A save refused the program's id, and then
// found the program, before it looked at anything else, so the other fields
// of a save are deferred (domain/validation/deferredInput.ts): checked here,
// refused by the service in the order it always refused them.
import { z } from 'zod';
import { deferred } from '../validation/deferredInput.ts';
import { textOrEmpty } from '../validation/inputFields.ts';
import { TREE_ITEM_TYPES, TREE_LIMITS, type TreeItem, type TreeItemType } from './tree.ts';

const invalid = { error: 'invalid_data_entry' } as const;

/** A program's name: trimmed, not blank (programNameRequired; what is not text counts as blank), at most TREE_LIMITS.name. */
export const programName = textOrEmpty.pipe(z.string().trim().min(1, { error: 'programNameRequired' }).max(TREE_LIMITS.name, invalid));

/** A list of at most 500 texts; absent or null is none (the program keeps what it has). */
const optionalTexts = z
  .array(z.string(invalid), invalid)
  .max(500, invalid)
  .nullish()
  .transform((list) => list ?? undefined);

/** A flag; absent or null is none. */
const optionalFlag = z
  .boolean(invalid)
  .nullish()
  .transform((flag) => flag ?? undefined);

/** A program's id as the legacy bodies carry it: non-empty text. */
const programId = z.string(invalid).min(1, invalid);

/** admin/addProgram's program and createProgram: the name, then the program's prerequisites and tracks. */
export const programCreation = z.object({
  name: programName,
  prerequisites: optionalTexts,
  tracks: optionalTexts,
  prerequisitesOperationOR: optionalFlag,
});

export type ProgramCreation = z.output<typeof programCreation>;

/** The legacy body's `program`: an object (else invalid_data_entry on program). */
const legacyProgram = z.object({ program: z.record(z.string(), z.unknown(), invalid) }).transform(({ program }) => program);

export const legacyProgramCreation = legacyProgram.pipe(programCreation);

const ITEM_TYPES: readonly string[] = TREE_ITEM_TYPES;

/** The first field of a tree refused: 'items' for its shape, items.<id>.<key> for an item's text, the key for an item's flag or list. */
class TreeRefusal extends Error {
  constructor(readonly field: string) {
    super(`invalid_data_entry: ${field}`);
  }
}

function treeOf(value: unknown, depth = 1): TreeItem[] {
  if (!Array.isArray(value) || depth > TREE_LIMITS.depth + 1) throw new TreeRefusal('items');
  return value.map((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) throw new TreeRefusal('items');
    const item = raw as Record<string, unknown>;
    const id = typeof item.id === 'string' && item.id !== '' ? item.id : null;
    const itemType = item.itemType as TreeItemType;
    if (!id || id.length > TREE_LIMITS.id || !ITEM_TYPES.includes(itemType)) throw new TreeRefusal('items');
    const optionalText = (key: string) => {
      const field = item[key];
      if (field === undefined || field === null || field === '') return null;
      if (typeof field !== 'string' || field.length > TREE_LIMITS.src) throw new TreeRefusal(`items.${id}.${key}`);
      return field;
    };
    const flag = (key: string) => {
      const checked = optionalFlag.safeParse(item[key]);
      if (!checked.success) throw new TreeRefusal(key);
      return checked.data ?? false;
    };
    const texts = (key: string) => {
      const checked = optionalTexts.safeParse(item[key]);
      if (!checked.success) throw new TreeRefusal(key);
      return checked.data ?? [];
    };
    return {
      id,
      itemType,
      name: typeof item.name === 'string' ? item.name.trim() : typeof item.itemName === 'string' ? item.itemName.trim() : '',
      src: optionalText('src'),
      type: optionalText('type'),
      icon: optionalText('icon'),
      quizId: optionalText('quizId'),
      hidden: flag('hidden'),
      addToCompletion: flag('addToCompletion'),
      prerequisites: texts('prerequisites'),
      tracks: texts('tracks'),
      prerequisitesOperationOR: flag('prerequisitesOperationOR'),
      useExpression: flag('useExpression'),
      expression: (item.expression as TreeItem['expression']) ?? null,
      ...(itemType === 'folder' ? { children: treeOf(item.children ?? [], depth + 1) } : {}),
    };
  });
}

/**
 * The tree as sent, checked for shape: ids, types and field types, the first
 * refusal in document order (written as one walk: the legacy answer names the
 * item's text field by the item's id); the rules come after (treeProblems).
 */
export const programTree = z.unknown().transform((value, check): TreeItem[] => {
  try {
    return treeOf(value);
  } catch (error) {
    if (!(error instanceof TreeRefusal)) throw error;
    check.issues.push({ code: 'custom', input: value, path: [error.field], message: 'invalid_data_entry' });
    return z.NEVER;
  }
});

/** A save's fields after the program's id, each refused by saveProgram in its place. */
const saveFields = {
  revision: deferred(z.number(invalid).refine(Number.isSafeInteger, invalid)),
  name: deferred(programName),
  items: deferred(programTree),
  prerequisites: deferred(optionalTexts),
  hidden: deferred(optionalFlag),
  tracks: deferred(optionalTexts),
  prerequisitesOperationOR: deferred(optionalFlag),
  headingProgress: deferred(optionalTexts),
};

/** saveProgram, whose program id the Relay plugin has decoded. */
export const decodedProgramSave = z.object({ programId: z.object({ id: z.string() }).transform(({ id }) => id), ...saveFields });

export type ProgramSave = z.output<typeof decodedProgramSave>;

/** admin/updateProgram's program: its id as _id (or id), the whole tree as items (none: an empty tree). */
export const legacyProgramSave = legacyProgram.pipe(
  z.preprocess(
    (program) => {
      const { _id, id, items } = program as { _id?: unknown; id?: unknown; items?: unknown };
      return { ...(program as object), programId: _id ?? id, items: items ?? [] };
    },
    z.object({ programId, ...saveFields }),
  ),
);

/** admin/deleteProgram. */
export const programDeletion = z.object({ programId });

/**
 * admin/addQuizToProgram: a quiz of the account (none, or not text, is not
 * found), the program (refused once the quiz is found) and optionally one of
 * its folders (not text: none).
 */
export const quizPlacement = z.object({
  quizId: textOrEmpty,
  programId: textOrEmpty,
  folderId: z
    .string()
    .nullish()
    .catch(null)
    .transform((folderId) => folderId || null),
});
