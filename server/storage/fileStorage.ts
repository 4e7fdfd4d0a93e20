// Where uploaded and generated files are kept, behind one interface: the local
// disk by default (localStorage.ts), S3-compatible storage when STORAGE_DRIVER=s3.
// Keys look like files/<org>/<id>/<name>; the HTTP layer (server/http/files.ts)
// decides who may read or write them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { createLocalStorage } from './localStorage.ts';

export interface FileStorage {
  put(key: string, data: Buffer | Readable): Promise<number>;
  open(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  sign(method: 'PUT' | 'GET', key: string, expiresAt: number): string;
  verify(method: 'PUT' | 'GET', key: string, expiresAt: number, signature: string, now?: number): boolean;
}

/** The storage the configuration names; in-memory runs (tests) keep local files in a temporary folder. */
export function createFileStorage(config: Config): FileStorage {
  return createLocalStorage(config.uploadDir ?? mkdtempSync(join(tmpdir(), 'uploads-')), {
    secret: config.fileUrlSecret,
    secretDir: config.dataDir,
  });
}
