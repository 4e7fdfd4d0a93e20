// What an integrator's API token may never ask for (docs/decisions.md, "API
// tokens and credentials"): a secret that acts as a credential (a session, an
// API token, a password reset link), and a change of where an administrator's
// reset links are mailed. Otherwise a leaked token becomes a session and a
// takeover: make a reset link, spend it, sign in, make a new token.
import type { DocumentNode, GraphQLSchema, OperationDefinitionNode, SelectionSetNode } from 'graphql';

/** Fields whose value is a credential, as `Type.field`. A root field whose result reaches one is refused. */
export const CREDENTIAL_FIELDS: readonly string[] = [
  'AdminSession.token',
  'LearnerSession.token',
  'CreatedApiToken.secret',
  'PasswordResetLink.token',
  // the link itself: /#/ResetAccountPassword/{username}/{token}
  'PasswordResetLink.path',
];

/** Mutations that change where "forgot password" mails an administrator's reset link. */
export const CREDENTIAL_CHANNEL_FIELDS: readonly string[] = ['Mutation.updateAccountEmail'];

// Structural reads of the schema (no instanceof: tests may load two copies of graphql).
interface TypeLike {
  name: string;
  getFields?: () => Record<string, { type: unknown }>;
  getTypes?: () => readonly TypeLike[];
}
const namedType = (type: unknown): TypeLike => {
  let current = type as { ofType?: unknown };
  while (current.ofType) current = current.ofType as { ofType?: unknown };
  return current as unknown as TypeLike;
};
const rootTypes = (schema: GraphQLSchema) => [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];

function reachesCredential(schema: GraphQLSchema, type: TypeLike, seen: Set<string>): boolean {
  if (seen.has(type.name)) return false;
  seen.add(type.name);
  const reaches = (other: TypeLike) => reachesCredential(schema, other, seen);
  if (type.getTypes) return type.getTypes().some(reaches);
  if (!type.getFields) return false;
  const fields = Object.entries(type.getFields());
  // an interface reaches what its implementations do (by name: empty for an object type)
  const implementations = schema.getImplementations(type as never).objects as readonly TypeLike[];
  return (
    fields.some(([name]) => CREDENTIAL_FIELDS.includes(`${type.name}.${name}`)) ||
    fields.some(([, field]) => reaches(namedType(field.type))) ||
    implementations.some(reaches)
  );
}

const refusedBySchema = new WeakMap<GraphQLSchema, ReadonlySet<string>>();

/** The root fields (`Mutation.adminSignIn`, …) an API token may not select: computed once per schema. */
export function credentialRootFields(schema: GraphQLSchema): ReadonlySet<string> {
  let refused = refusedBySchema.get(schema);
  if (!refused) {
    const found = new Set(CREDENTIAL_CHANNEL_FIELDS);
    for (const root of rootTypes(schema)) {
      for (const [name, field] of Object.entries(root?.getFields() ?? {})) {
        if (reachesCredential(schema, namedType(field.type), new Set())) found.add(`${root!.name}.${name}`);
      }
    }
    refused = found;
    refusedBySchema.set(schema, refused);
  }
  return refused;
}

/** The root fields the executed operation selects (through fragments), as `Mutation.name`. */
export function selectedRootFields(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): string[] {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
  if (!operation) return [];
  const root = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() }[operation.operation];
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition] as const] : [])));
  const selected: string[] = [];
  const walk = (selectionSet: SelectionSetNode, visited: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === 'Field') selected.push(`${root?.name}.${selection.name.value}`);
      else if (selection.kind === 'InlineFragment') walk(selection.selectionSet, visited);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet, visited);
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return selected;
}
