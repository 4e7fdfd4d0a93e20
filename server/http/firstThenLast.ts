// A connection asked for with both `first` and `last` answers as Relay's
// algorithm says: `first` is applied, then `last` of what is left
// (programs(first: 2, last: 2) is the first two, not the last two of all).
// The Prisma plugin pages one way only, and it reads the page from the
// document when it plans a parent's query, so the fix is here: such a field is
// executed with `first` alone, then its edges are cut to the last `last`, and
// its pageInfo follows (hasPreviousPage when edges were cut, the start and end
// cursors of what is kept). Subscriptions do not go through it (no connections).
import {
  BREAK,
  Kind,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

const HIDDEN_EDGES = 'firstThenLastEdges_';
const HIDDEN_CURSOR = 'firstThenLastCursor_';

type Json = Record<string, unknown>;

function intValue(node: ValueNode | undefined, args: ExecutionArgs): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  if (node.kind !== Kind.VARIABLE) return null;
  const name = node.name.value;
  const given = args.variableValues?.[name];
  if (given !== undefined) return Number.isSafeInteger(given) ? (given as number) : null;
  for (const definition of args.document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const variable = definition.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
    if (variable?.defaultValue?.kind === Kind.INT) return Number.parseInt(variable.defaultValue.value, 10);
  }
  return null;
}

const field = (name: string, alias: string, selectionSet?: SelectionSetNode): FieldNode => ({
  kind: Kind.FIELD,
  alias: { kind: Kind.NAME, value: alias },
  name: { kind: Kind.NAME, value: name },
  ...(selectionSet ? { selectionSet } : {}),
});

/** The document with `last` taken off each field that has both, and the `last` of each such field (by its new node). */
export function withoutLast(args: ExecutionArgs): { document: DocumentNode; lasts: Map<FieldNode, number> } {
  const lasts = new Map<FieldNode, number>();
  const document = visit(args.document, {
    Field: {
      leave(node) {
        const first = intValue(node.arguments?.find((arg) => arg.name.value === 'first')?.value, args);
        const last = intValue(node.arguments?.find((arg) => arg.name.value === 'last')?.value, args);
        if (first === null || last === null || first < 0 || last < 0 || !node.selectionSet) return undefined;
        const hidden = field('edges', HIDDEN_EDGES, { kind: Kind.SELECTION_SET, selections: [field('cursor', HIDDEN_CURSOR)] });
        const changed: FieldNode = {
          ...node,
          arguments: node.arguments?.filter((arg) => arg.name.value !== 'last'),
          selectionSet: { ...node.selectionSet, selections: [...node.selectionSet.selections, hidden] },
        };
        lasts.set(changed, last);
        return changed;
      },
    },
  });
  return { document, lasts };
}

/** The fields of a selection set, through fragments (the result object holds only the keys that apply). */
function fieldsOf(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, into: FieldNode[] = []): FieldNode[] {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) into.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fieldsOf(selection.selectionSet, fragments, into);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) fieldsOf(fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

const keyOf = (node: FieldNode) => node.alias?.value ?? node.name.value;

function cut(connection: Json, node: FieldNode, last: number, fragments: Map<string, FragmentDefinitionNode>) {
  const hidden = connection[HIDDEN_EDGES];
  delete connection[HIDDEN_EDGES];
  if (!Array.isArray(hidden)) return;
  const dropped = Math.max(0, hidden.length - last);
  const kept = hidden.slice(dropped) as (Json | null)[];
  const fields = fieldsOf(node.selectionSet!, fragments);
  for (const edges of fields.filter((candidate) => candidate.name.value === 'edges' && keyOf(candidate) !== HIDDEN_EDGES)) {
    const value = connection[keyOf(edges)];
    if (Array.isArray(value)) connection[keyOf(edges)] = value.slice(dropped);
  }
  for (const pageInfo of fields.filter((candidate) => candidate.name.value === 'pageInfo')) {
    const value = connection[keyOf(pageInfo)] as Json | null | undefined;
    if (!value || !pageInfo.selectionSet) continue;
    for (const info of fieldsOf(pageInfo.selectionSet, fragments)) {
      const name = info.name.value;
      // Relay: with `last`, there is a previous page when more than `last` edges were there
      if (name === 'hasPreviousPage') value[keyOf(info)] = dropped > 0;
      if (name === 'startCursor') value[keyOf(info)] = kept[0]?.[HIDDEN_CURSOR] ?? null;
      if (name === 'endCursor') value[keyOf(info)] = kept.at(-1)?.[HIDDEN_CURSOR] ?? null;
    }
  }
}

function walk(selectionSet: SelectionSetNode, value: unknown, lasts: Map<FieldNode, number>, fragments: Map<string, FragmentDefinitionNode>): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(selectionSet, item, lasts, fragments);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const node of fieldsOf(selectionSet, fragments)) {
    const child = (value as Json)[keyOf(node)];
    const last = lasts.get(node);
    if (last !== undefined && child && typeof child === 'object' && !Array.isArray(child)) cut(child as Json, node, last, fragments);
    if (node.selectionSet) walk(node.selectionSet, child, lasts, fragments);
  }
}

/** Cuts each connection asked for with `first` and `last` to Relay's answer, in place. */
export function applyLast(document: DocumentNode, operationName: string | null | undefined, data: unknown, lasts: Map<FieldNode, number>): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operations.find((candidate) => !operationName || candidate.name?.value === operationName);
  if (operation) walk(operation.selectionSet, data, lasts, fragments);
}

/** Whether a document has a field given both `first` and `last` (values aside); read once per parsed document. */
const asksBoth = new WeakMap<DocumentNode, boolean>();
function hasFirstAndLast(document: DocumentNode): boolean {
  let found = asksBoth.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      Field(node) {
        const names = new Set(node.arguments?.map((arg) => arg.name.value));
        if (names.has('first') && names.has('last')) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    asksBoth.set(document, found);
  }
  return found;
}

export function firstThenLastPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      // the documents the client sends (persisted, parsed once) ask no such thing: nothing to do per request
      if (!hasFirstAndLast(args.document)) return;
      const { document, lasts } = withoutLast(args);
      if (lasts.size === 0) return;
      setExecuteFn((execution) => executeFn({ ...execution, document }));
      return {
        onExecuteDone({ result }) {
          if ('data' in result && result.data) applyLast(document, args.operationName, result.data, lasts);
        },
      };
    },
  };
}
