// `npm run generate:schema`: prints the Pothos schema to schema/schema.graphql,
// which relay-compiler reads and CI compares with the committed copy.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './index.ts';

const out = join(import.meta.dirname, 'schema.graphql');
writeFileSync(out, `${printSchema(lexicographicSortSchema(getSchema()))}\n`);
console.log(`wrote ${out}`);
