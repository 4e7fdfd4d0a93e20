// Walks the built schema for the node(id) authorization tests: every type that
// implements Node, and for each of its fields a query that reaches the field
// through node(id:) and nodes(ids:). Nothing here names a type, so a Node type
// or field added later is walked too.
import { createRequire } from 'node:module';
import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLObjectType, GraphQLSchema } from 'graphql';

// The schema is built by the Pothos packages, which load graphql's CommonJS
// build; the test runner would import its ES module build, another realm whose
// instanceof checks refuse the schema's types. So graphql is required, as they do.
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { getNamedType, getNullableType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType } =
  graphql;
export const { parse, validate } = graphql;

export function nodeTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  const node = schema.getType('Node');
  if (!isInterfaceType(node)) throw new Error('the schema has no Node interface');
  return [...schema.getPossibleTypes(node)].sort((a, b) => a.name.localeCompare(b.name));
}

/** A literal of the input type, for a required argument. */
function sampleLiteral(type: GraphQLInputType): string {
  const inner = getNullableType(type);
  if (isListType(inner)) return `[${sampleLiteral(inner.ofType)}]`;
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${required.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
      case 'Float':
        return '1';
      case 'Boolean':
        return 'true';
      case 'Date':
        return '"2020-01-01"';
      case 'DateTime':
        return '"2020-01-01T00:00:00.000Z"';
      default:
        return '"x"';
    }
  }
  throw new Error(`no sample literal for ${String(type)}`);
}

function argumentList(args: readonly GraphQLArgument[]): string {
  const required = args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  // a connection answers nothing unless asked for some edges
  const first = args.some((arg) => arg.name === 'first') && !required.some((arg) => arg.name === 'first') ? ['first: 50'] : [];
  const list = [...first, ...required.map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`)];
  return list.length ? `(${list.join(', ')})` : '';
}

/** `__typename`, plus `id` and the edges' cursors where the type has them. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isObjectType(named) || isInterfaceType(named)) {
    const fields = named.getFields();
    const parts = ['__typename'];
    if (fields.id) parts.push('id');
    if (fields.edges) parts.push('edges { cursor }');
    return ` { ${parts.join(' ')} }`;
  }
  if (isUnionType(named)) return ' { __typename }';
  return '';
}

export interface FieldProbe {
  type: string;
  field: string;
  /** a query of the field through node(id: $id) and nodes(ids: [$id]) */
  document: string;
}

export function fieldProbes(schema: GraphQLSchema): FieldProbe[] {
  return nodeTypes(schema).flatMap((type) =>
    Object.values(type.getFields()).map((field) => {
      const selection = `... on ${type.name} { ${field.name}${argumentList(field.args)}${selectionOf(field)} }`;
      return {
        type: type.name,
        field: field.name,
        document: `query Probe($id: ID!) { node(id: $id) { ${selection} } nodes(ids: [$id]) { ${selection} } }`,
      };
    }),
  );
}
