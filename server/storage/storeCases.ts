// The FileStorage cases of the storage suite (storageSuite.ts), the same for
// both drivers: put, ranged open, size, remove, account buckets, bad names.
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './fileStorage.ts';

export const ACCOUNT_BUCKET = 'account-bucket';
const TEXT = Buffer.from('0123456789abcdefghij');

async function readAll(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += Buffer.from(chunk as Buffer).toString('latin1');
  return text;
}

export function defineStoreCases(driver: 'local' | 's3', store: () => FileStorage): void {
  describe(`the ${driver} FileStorage`, () => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = store();
    });

    it('puts bytes and a stream of unknown length, reads them whole and by inclusive ranges, sizes them and removes them', async () => {
      expect(await storage.put('files/suite/a.txt', TEXT)).toBe(TEXT.length);
      expect(await storage.size('files/suite/a.txt')).toBe(TEXT.length);
      expect(await readAll(await storage.open('files/suite/a.txt'))).toBe(TEXT.toString());
      expect(await readAll(await storage.open('files/suite/a.txt', { start: 3, end: 7 }))).toBe('34567');
      expect(await readAll(await storage.open('files/suite/a.txt', { start: 19, end: 19 }))).toBe('j');

      // more than one S3 part (8 MiB), in uneven chunks, as the results job writes
      const big = Buffer.alloc(9 * 1024 * 1024 + 5, 0x61);
      big.write('END', big.length - 3);
      const chunks = [big.subarray(0, 1_000_000), big.subarray(1_000_000, 8_500_000), big.subarray(8_500_000)];
      expect(await storage.put('files/suite/big.csv', Readable.from(chunks))).toBe(big.length);
      expect(await storage.size('files/suite/big.csv')).toBe(big.length);
      expect(await readAll(await storage.open('files/suite/big.csv', { start: big.length - 4, end: big.length - 1 }))).toBe('aEND');

      await storage.remove('files/suite/a.txt');
      await storage.remove('files/suite/big.csv');
      expect(await storage.size('files/suite/a.txt')).toBeNull();
      await expect(storage.open('files/suite/a.txt')).rejects.toThrow();
      // removing what is not there is not an error
      await storage.remove('files/suite/a.txt');
    });

    it("keeps an account bucket's files apart from the default store's under the same key", async () => {
      const bucket = storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: null });
      await bucket.put('files/suite/same.txt', Buffer.from('bucket'));
      await storage.put('files/suite/same.txt', Buffer.from('default'));
      expect(await readAll(await bucket.open('files/suite/same.txt'))).toBe('bucket');
      expect(await readAll(await storage.open('files/suite/same.txt'))).toBe('default');
      await bucket.remove('files/suite/same.txt');
      expect(await storage.size('files/suite/same.txt')).toBe(7);
      expect(storage.at({ storageBucket: null, storageUrl: null })).toBe(storage);
    });

    it('refuses a bucket name that is no bucket name with storageUnavailable on the storageBucket field', async () => {
      await expect(storage.at({ storageBucket: 'Not_A_Bucket!', storageUrl: null }).check()).rejects.toMatchObject({ code: 'storageUnavailable', field: 'storageBucket' });
      await expect(storage.at({ storageBucket: null, storageUrl: 'ftp://storage.example' }).check()).rejects.toMatchObject({ code: 'storageUnavailable', field: 'storageUrl' });
    });
  });
}
