// Assembles the schema from the builder and the type modules (imported for
// their definitions). Built on first use, not at import.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './errors.ts';
import './node.ts';

// Every type module of schema/types/<area>/ (tests aside) defines its part of
// the schema when imported: adding a file to an area adds it to the schema,
// with no list to keep. Sorted, so every start builds the same schema.
const typesFolder = join(import.meta.dirname, 'types');
const typeModules = readdirSync(typesFolder, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();
for (const file of typeModules) await import(pathToFileURL(join(typesFolder, file)).href);

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
