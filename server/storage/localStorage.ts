// Files on the local disk (the default storage), addressed by key. An
// account's own bucket is a sub-folder, buckets/<bucket>/, of the same folder;
// storageUrl means nothing on disk and is not used (docs/decisions/storage.md).
import { createReadStream, createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './fileStorage.ts';
import { checkedLocation, unusableStorage } from './fileStorage.ts';
import type { UrlSigner } from './urlSigner.ts';
import { createUrlSigner } from './urlSigner.ts';

/** The local driver's FileStorage (server/storage/fileStorage.ts); `signer` or its options (tests). */
export function createLocalStorage(root: string, signer: UrlSigner | { secret?: string; secretDir: string | null }): FileStorage {
  const urls = 'sign' in signer ? signer : createUrlSigner(signer);
  const stores = new Map<string, FileStorage>();
  const storeAt = (folder: string): FileStorage => {
    mkdirSync(folder, { recursive: true });
    const pathOf = (key: string) => {
      const path = normalize(join(folder, key));
      if (!path.startsWith(folder + sep)) throw new Error('key escapes the storage folder');
      return path;
    };
    const store: FileStorage = {
      async put(key, data) {
        const path = pathOf(key);
        mkdirSync(dirname(path), { recursive: true });
        if (Buffer.isBuffer(data)) writeFileSync(path, data);
        else await pipeline(data, createWriteStream(path));
        return (await stat(path)).size;
      },
      async open(key, range) {
        const stream = createReadStream(pathOf(key), range);
        // rejects here, not on the first read, when the file is missing
        await new Promise<void>((resolve, reject) => {
          stream.once('open', () => resolve());
          stream.once('error', reject);
        });
        return stream;
      },
      async size(key) {
        const info = await stat(pathOf(key)).catch(() => null);
        return info?.isFile() ? info.size : null;
      },
      async remove(key) {
        await rm(pathOf(key), { force: true });
      },
      at: (location) => {
        let bucket: string | null;
        try {
          ({ bucket } = checkedLocation(location));
        } catch (error) {
          return unusableStorage(error, rootStore);
        }
        if (bucket === null) return rootStore;
        const existing = stores.get(bucket);
        if (existing) return existing;
        const made = storeAt(join(root, 'buckets', bucket));
        stores.set(bucket, made);
        return made;
      },
      check: async () => {},
      directUploadUrl: async () => null,
      sign: urls.sign,
      verify: urls.verify,
      uploadOrigin: null,
    };
    return store;
  };
  const rootStore = storeAt(root);
  return rootStore;
}
