// The server's own secrets (file URL signatures, sign-in code hashes): the
// configured value, else one kept in the data folder (made on first use, so a
// restart and the other processes on the machine share it), else one per
// process (no data folder: tests). Servers that share no data folder must be
// given the secret (README, Configuration).
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** by file path (or name, without a data folder): read once, as sign-in codes ask on every check */
const loaded = new Map<string, string>();

/** `name` is the file's, e.g. `.file-url-secret`; one secret per name and data folder. */
export function loadServerSecret(name: string, configured: string | undefined, dir: string | null): string {
  if (configured) return configured;
  const where = dir ? join(dir, name) : `memory:${name}`;
  let secret = loaded.get(where);
  if (!secret) loaded.set(where, (secret = dir ? keptSecret(dir, where) : randomBytes(32).toString('hex')));
  return secret;
}

function keptSecret(dir: string, file: string): string {
  const kept = readKept(file);
  if (kept) return kept;
  mkdirSync(dir, { recursive: true });
  // written whole under another name, then linked: a process starting at the
  // same moment reads either nothing or the complete secret, and one wins
  const secret = randomBytes(32).toString('hex');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, secret, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    // a file system without hard links: created exclusively instead
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') createOnce(file, secret);
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

function createOnce(file: string, secret: string): void {
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

function readKept(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
