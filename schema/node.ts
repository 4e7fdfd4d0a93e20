// node(id:) and nodes(ids:): the rows a caller may read, by their global ids.
// Each row is authorised by its type's authScopes before any of its fields is
// resolved, so no field (whatever it skips) answers for a row the caller may not
// read; a Node type without authScopes is read by nobody through here. An id
// that names no Node type, a row that does not exist and a row the caller may
// not read all answer null, without an error: the answer does not tell which ids exist.
import { decodeGlobalID, resolveNodes } from '@pothos/plugin-relay';
import { RequestCache, type TypeAuthScopes } from '@pothos/plugin-scope-auth';
import type { GraphQLInterfaceType, GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../server/context.ts';
import { isRecordNotFound } from '../server/errors.ts';
import { builder, type SchemaTypes } from './builder.ts';

interface NodeId {
  typename: string;
  id: unknown;
}

/** The type and id of a global id that names an object type implementing Node; null for anything else. */
function parseNodeId(globalId: string, ctx: RequestContext, info: GraphQLResolveInfo): NodeId | null {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(globalId);
  } catch {
    return null;
  }
  // compared by name: the schema's graphql may be another copy than this module's
  const nodeInterface = info.schema.getType('Node') as GraphQLInterfaceType;
  const type = info.schema.getPossibleTypes(nodeInterface).find((candidate) => candidate.name === decoded.typename);
  if (!type) return null;
  const parseId = (type.extensions as { pothosParseGlobalID?: (id: string, ctx: RequestContext) => unknown }).pothosParseGlobalID;
  try {
    return { typename: type.name, id: parseId ? parseId(decoded.id, ctx) : decoded.id };
  } catch {
    return null;
  }
}

/** The loaded row, or null when there is none (a Prisma node loads with findUniqueOrThrow). */
async function loadNode(nodeId: NodeId, ctx: RequestContext, info: GraphQLResolveInfo): Promise<unknown> {
  try {
    const [value] = await resolveNodes(builder, ctx, info, [nodeId]);
    return value ?? null;
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}

/** Whether the type's authScopes let the caller read the row: the same rule (and request cache) its fields use. */
async function mayRead(typename: string, value: unknown, ctx: RequestContext, info: GraphQLResolveInfo): Promise<boolean> {
  const { authScopes } = builder.configStore.getTypeConfig(typename).pothosOptions as { authScopes?: TypeAuthScopes<SchemaTypes, unknown> };
  if (!authScopes) return false;
  const cache = RequestCache.fromContext(ctx, builder);
  const failure =
    typeof authScopes === 'function'
      ? await cache.evaluateTypeScopeFunction(authScopes, typename, value, info)
      : await cache.evaluateScopeMap(authScopes, info);
  return !failure;
}

async function readableNode(globalId: string, ctx: RequestContext, info: GraphQLResolveInfo): Promise<object | null> {
  const nodeId = parseNodeId(globalId, ctx, info);
  if (!nodeId) return null;
  const value = await loadNode(nodeId, ctx, info);
  if (value === null || typeof value !== 'object') return null;
  return (await mayRead(nodeId.typename, value, ctx, info)) ? value : null;
}

const NodeRef = builder.nodeInterfaceRef();

builder.queryFields((t) => ({
  node: t.field({
    type: NodeRef,
    nullable: true,
    description: 'The row of the global id when the caller may read it; null for a missing row, one the caller may not read, or an id that is not one.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx, info) => readableNode(String(args.id), ctx, info),
  }),
  nodes: t.field({
    type: [NodeRef],
    nullable: { list: false, items: true },
    description: 'node(id:) for each id, in their order.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx, info) => Promise.all(args.ids.map((id) => readableNode(String(id), ctx, info))),
  }),
}));
