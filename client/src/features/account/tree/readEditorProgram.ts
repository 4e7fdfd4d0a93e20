// A program of the tree editor from the API: the fields every screen and
// mutation answer carries (so a save's answer updates the tree in the store),
// and its items read as the domain's TreeItem tree.
import { graphql, readInlineData } from 'react-relay';
import { TREE_ITEM_TYPES, type TreeItem } from '../../../../../domain/program/tree.ts';
import type { readEditorProgram_program$key } from './__generated__/readEditorProgram_program.graphql.ts';
import type { EditorProgram } from './types.ts';

const fragment = graphql`
  fragment readEditorProgram_program on EditorProgram @inline {
    id
    programId
    name
    order
    hidden
    revision
    prerequisites
    tracks
    prerequisitesOperationOR
    headingProgress
    items
  }
`;

export function readEditorProgram(programRef: readEditorProgram_program$key): EditorProgram {
  const program = readInlineData(fragment, programRef);
  return { ...program, items: treeItemsOf(program.items) };
}

type Json = Record<string, unknown>;

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : undefined;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The tree's fields only: the API also sends legacy copies (itemName, order)
 * which a save must not send back stale after a rename or a move.
 */
export function treeItemsOf(value: unknown): TreeItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((raw): raw is Json => typeof raw === 'object' && raw !== null && TREE_ITEM_TYPES.includes((raw as Json).itemType as TreeItem['itemType']))
    .map((raw) => ({
      id: String(raw.id),
      itemType: raw.itemType as TreeItem['itemType'],
      name: text(raw.name) ?? '',
      src: text(raw.src),
      type: text(raw.type),
      icon: text(raw.icon),
      quizId: text(raw.quizId),
      hidden: raw.hidden === true,
      addToCompletion: raw.addToCompletion === true,
      prerequisites: strings(raw.prerequisites) ?? [],
      tracks: strings(raw.tracks) ?? [],
      prerequisitesOperationOR: raw.prerequisitesOperationOR === true,
      useExpression: raw.useExpression === true,
      expression: (raw.expression as TreeItem['expression']) ?? null,
      ...(raw.itemType === 'folder' ? { children: treeItemsOf(raw.children) } : {}),
    }));
}
