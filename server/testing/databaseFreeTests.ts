// Which of the server's test files need no database, Redis, queue, mail or
// storage: those run once, in `npm test`'s unit project, and not again in CI's
// second pass on PostgreSQL (`npm run test:server`), which would only repeat
// them (issue 31, "keep database-free tests out of the PostgreSQL pass").
//
// A file is database-free when nothing it imports, followed through the
// repository's own relative imports, reaches the modules that start those
// services, and it names no service URL itself. The walk reads import
// specifiers as text: a dynamic import built from a variable is not followed,
// so such a file counts as free only if its static imports are; no test here
// builds its imports that way. Guessing wrong in the free direction would only
// run a test on the embedded database alone, never skip it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Modules (relative to the repository) that start or need a database, Redis, the job queue, mail or storage. */
export const SERVICE_MODULES: readonly RegExp[] = [
  /^server\/db\//,
  /^server\/app\.ts$/,
  /^server\/main\.ts$/,
  /^server\/testing\/(?!databaseFreeTests)/,
  /^server\/pubsub\//,
  /^server\/jobs\//,
  /^server\/storage\//,
  /^server\/mail\//,
];

/** A test that reads a service's URL or starts processes of its own talks to services itself. */
const NAMES_A_SERVICE = /TEST_DATABASE_URL|TEST_REDIS_URL|DATABASE_URL|child_process/;

const IMPORTS = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function importedFiles(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier?.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
    const existing = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (existing) found.push(existing);
  }
  return found;
}

/** The first service module `testFile` reaches through its imports, or null when it reaches none. */
export function serviceModuleReachedBy(root: string, testFile: string): string | null {
  const seen = new Set<string>();
  const pending = [resolve(root, testFile)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const path = relative(root, file);
    if (seen.size > 1 && SERVICE_MODULES.some((module) => module.test(path))) return path;
    pending.push(...importedFiles(file));
  }
  return null;
}

/** The server's test files (under server/, schema/ and prisma/) that need no service, relative to `root`. */
export function databaseFreeServerTests(root: string): string[] {
  return ['server', 'schema', 'prisma']
    .flatMap((folder) => readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => !NAMES_A_SERVICE.test(readFileSync(join(root, file), 'utf8')) && serviceModuleReachedBy(root, file) === null)
    .sort();
}
