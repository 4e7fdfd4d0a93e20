// Where uploaded and generated files are kept, behind one interface: the local
// disk by default (localStorage.ts), S3-compatible storage when STORAGE_DRIVER=s3
// (s3Storage.ts). Keys look like files/<org>/<id>/<name>; the HTTP layer
// (server/http/files.ts) decides who may read or write them. An account the
// platform admin gave its own bucket keeps its new files there: `at()` names
// that store, and each StoredFile records where its bytes went
// (docs/decisions/storage.md).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isStorageBucketName, isStorageUrl } from '../../domain/platform/accountStorage.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { createLocalStorage } from './localStorage.ts';
import { createS3Storage } from './s3Storage.ts';
import type { UrlSigner } from './urlSigner.ts';
import { createUrlSigner } from './urlSigner.ts';

/** Where a file's bytes are: a bucket and its endpoint; null fields: the configured (default) store. */
export interface StoreLocation {
  storageBucket: string | null;
  storageUrl: string | null;
}

export interface FileStorage extends UrlSigner {
  /** Writes the bytes (a stream may be of unknown length); answers how many were written. */
  put(key: string, data: Buffer | Readable): Promise<number>;
  /** The bytes, or the inclusive range of them; rejects when the key is missing. */
  open(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** null when there is no such file. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** The store of this location (a file's recorded storageBucket / storageUrl; nulls: the default store). */
  at(location: Partial<StoreLocation> | null | undefined): FileStorage;
  /** Whether the store can take files: storageUnavailable (field storageBucket or storageUrl) when not. */
  check(): Promise<void>;
  /**
   * A presigned URL the browser PUTs the bytes to, straight into the store;
   * null when the upload goes through this server instead (local disk, or a
   * store on an origin the page's CSP does not name).
   */
  directUploadUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string | null>;
  /** The origin browsers upload to directly (the page CSP's connect-src); null: none. */
  readonly uploadOrigin: string | null;
}

/** The location's values, checked by the platform admin's own rules: storageUnavailable when they typed something unusable. */
export function checkedLocation(location: Partial<StoreLocation> | null | undefined): { bucket: string | null; url: string | null } {
  const bucket = location?.storageBucket?.trim() || null;
  const url = location?.storageUrl?.trim() || null;
  if (bucket !== null && !isStorageBucketName(bucket)) throw new AppError('storageUnavailable', { field: 'storageBucket' });
  if (url !== null && !isStorageUrl(url)) throw new AppError('storageUnavailable', { field: 'storageUrl' });
  return { bucket, url };
}

/** A store every operation of which refuses with the location's error (a wrong bucket name, a malformed URL). */
export function unusableStorage(error: unknown, root: FileStorage): FileStorage {
  const refuse = () => Promise.reject(error);
  return {
    put: refuse,
    open: refuse,
    size: refuse,
    remove: refuse,
    check: refuse,
    directUploadUrl: refuse,
    at: (location) => root.at(location),
    sign: root.sign,
    verify: root.verify,
    uploadOrigin: root.uploadOrigin,
  };
}

/** The storage the configuration names; in-memory runs (tests) keep local files in a temporary folder. */
export function createFileStorage(config: Config): FileStorage {
  const signer = createUrlSigner({ secret: config.fileUrlSecret, secretDir: config.dataDir });
  if (config.storage.driver === 's3') return createS3Storage(config.storage.s3, signer);
  return createLocalStorage(config.uploadDir ?? mkdtempSync(join(tmpdir(), 'uploads-')), signer);
}
