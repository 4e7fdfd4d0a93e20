// Whether the built client (client/dist) is out of date: a hash of every file
// the build reads, kept beside client/dist after a build (client/dist.hash),
// is compared with the hash of the files as they are now. The client bundles
// code from domain/, so domain/ is hashed too; test files are not.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders whose files the build reads, and single files, relative to the project root. */
export const BUILD_INPUT_FOLDERS = ['client/src', 'domain'];
export const BUILD_INPUT_FILES = ['client/index.html', 'client/vite.config.ts', 'client/build/firstScreenPrerender.ts', 'relay.config.js', 'package-lock.json'];
export const HASH_FILE = 'client/dist.hash';
const BUILT_ENTRY = 'client/dist/index.html';

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

function filesUnder(root: string, folder: string): string[] {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTestFile(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** One hash of the names and contents of every build input, in a fixed order. */
export function hashBuildInputs(root: string): string {
  const files = [...BUILD_INPUT_FOLDERS.flatMap((folder) => filesUnder(root, folder)), ...BUILD_INPUT_FILES].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(absolute) ? readFileSync(absolute) : '(missing)');
    hash.update('\0');
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: false } | { build: true; reason: 'nothingBuilt' | 'noHash' | 'sourcesChanged' };

/** Build when nothing is built, when no hash says what was built, or when a build input changed. */
export function decideClientBuild(root: string, currentHash = hashBuildInputs(root)): BuildDecision {
  if (!existsSync(join(root, BUILT_ENTRY))) return { build: true, reason: 'nothingBuilt' };
  const hashFile = join(root, HASH_FILE);
  if (!existsSync(hashFile)) return { build: true, reason: 'noHash' };
  return readFileSync(hashFile, 'utf8').trim() === currentHash ? { build: false } : { build: true, reason: 'sourcesChanged' };
}

/** Written after a successful build: the hash of the inputs it was built from. */
export function recordClientBuild(root: string, builtHash: string): void {
  writeFileSync(join(root, HASH_FILE), `${builtHash}\n`);
}
