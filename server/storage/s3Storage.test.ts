// The storage suite (storageSuite.ts) on the S3 driver, against s3rver (an
// S3-compatible server) started here on a free port with the buckets made
// here; then what only S3 has: presigning only for the origin the page's CSP
// names, and an account endpoint where no S3 answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createFileStorage } from './fileStorage.ts';
import { ACCOUNT_BUCKET, defineStorageSuite } from './storageSuite.ts';

let server: S3rver;
let directory = '';
let endpoint = '';
let port = 0;

defineStorageSuite({
  driver: 's3',
  async start() {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'main' }, { name: ACCOUNT_BUCKET }] });
    ({ port } = await server.run());
    endpoint = `http://127.0.0.1:${port}`;
    return {
      storage: {
        driver: 's3',
        // s3rver's fixed credentials
        s3: { endpoint, bucket: 'main', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      },
    };
  },
  async stop() {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  },
  // a valid name, but no such bucket on the server
  wrongBucket: 'no-such-bucket',
  // the same s3rver by name rather than address: another origin
  otherOriginEndpoint: () => `http://localhost:${port}`,
});

describe('account stores only S3 has', () => {
  const s3 = () => ({ endpoint, bucket: 'main', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });

  it('presigns no direct upload for an account endpoint on another origin (the page may not connect there), and answers an endpoint where no S3 answers with storageUnavailable on storageUrl', async () => {
    const storage = createFileStorage(loadConfig({}, { dataDir: null, storage: { driver: 's3', s3: s3() } }));
    const elsewhere = storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: `http://localhost:${port}` });
    expect(await elsewhere.directUploadUrl('files/x/y.png', 'image/png', 60)).toBeNull();
    expect(await storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: endpoint }).directUploadUrl('files/x/y.png', 'image/png', 60)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/account-bucket\//);
    // port 9 (discard) on this machine: nothing listens
    await expect(storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: 'http://127.0.0.1:9' }).check()).rejects.toMatchObject({ code: 'storageUnavailable', field: 'storageUrl' });
  });

  it('presigns at S3_PUBLIC_ENDPOINT, the address browsers reach the storage by, which is then the upload origin; the URL works there', async () => {
    const publicEndpoint = `http://localhost:${port}`;
    const storage = createFileStorage(loadConfig({}, { dataDir: null, storage: { driver: 's3', s3: { ...s3(), publicEndpoint } } }));
    expect(storage.uploadOrigin).toBe(publicEndpoint);
    const url = await storage.directUploadUrl('files/public/a.txt', 'text/plain', 60);
    expect(url?.startsWith(`${publicEndpoint}/main/files/public/a.txt?`)).toBe(true);
    expect((await fetch(url ?? '', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'via the public name' })).status).toBe(200);
    expect(await storage.size('files/public/a.txt')).toBe('via the public name'.length);
  });
});
