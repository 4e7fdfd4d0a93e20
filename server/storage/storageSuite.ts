// The one storage test suite both drivers run (localStorage.test.ts,
// s3Storage.test.ts): the FileStorage itself (put, ranged open, size, remove,
// account buckets), then the real app on that driver, uploading exactly as the
// browser does (client/src/storage/uploadFile.ts: POST /upload, PUT to the
// answered URL with the answered content type, POST completeUrl when there is
// one) and reading back through the access rules of server/http/files.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import { downloadWhenReady } from '../testing/resultsFiles.ts';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';
import { createFileStorage, type FileStorage } from './fileStorage.ts';
import { defineStoreCases } from './storeCases.ts';

export interface StorageDriverUnderTest {
  driver: 'local' | 's3';
  /** Starts what the driver needs (s3rver with the default bucket and ACCOUNT_BUCKET made); answers the app's config. */
  start(): Promise<Partial<Config>>;
  stop(): Promise<void>;
  /** An account bucket value this driver cannot use: storageUnavailable on upload. */
  wrongBucket: string;
  /** An account storageUrl reaching the same store on another origin than the page's CSP names (after start). */
  otherOriginEndpoint(): string;
}

import { ACCOUNT_BUCKET } from './storeCases.ts';

export { ACCOUNT_BUCKET };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0ce0000000049454e44ae426082', 'hex');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const TEXT = Buffer.from('0123456789abcdefghij');

export function defineStorageSuite(under: StorageDriverUnderTest): void {
  let overrides: Partial<Config>;
  let storage: FileStorage;
  let app: TestApp;
  let ownerToken = '';
  let holderToken = '';
  let learnerToken = '';
  let otherLearnerToken = '';
  let accountId = '';

  const prisma = () => app.app.database.prisma;
  const at = (url: string) => new URL(url, app.url).toString();

  beforeAll(async () => {
    overrides = await under.start();
    storage = createFileStorage(loadConfig({}, { dataDir: null, ...overrides }));
    app = await startTestApp(overrides);
    ownerToken = await app.adminToken('demo-owner', 'account');
    holderToken = await app.adminToken('demo-org', 'org');
    const learner = async (name: string) => {
      const email = `${name}-${Date.now()}@example.com`;
      expect((await app.rest('user/setUserInfo', { email, name, privacyPolicyAccepted: true, termsAccepted: true })).status).toBe(200);
      return (await app.rest('user/login', { email })).body.data.token as string;
    };
    learnerToken = await learner('first');
    otherLearnerToken = await learner('second');
    accountId = (await prisma().account.findFirstOrThrow({ where: { alias: 'Demo Account' } })).id;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await under.stop();
  });

  const setAccountStore = (storageBucket: string | null, storageUrl: string | null = null) =>
    prisma().account.update({ where: { id: accountId }, data: { storageBucket, storageUrl } });

  async function requestUpload(token: string, fileName: string, extra: Record<string, unknown> = {}) {
    const response = await fetch(`${app.url}/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ fileName, ...extra }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** What the browser does with the /upload answer; answers the last step's status and body. */
  async function sendAsBrowser(answer: Json, bytes: Buffer, contentType: string) {
    const put = await fetch(at(answer.signedUrl), {
      method: 'PUT',
      headers: { 'content-type': answer.contentType ?? contentType },
      body: new Uint8Array(bytes),
    });
    if (!answer.completeUrl || put.status !== 200) return { status: put.status, body: (await put.json().catch(() => null)) as Json };
    const done = await fetch(at(answer.completeUrl), { method: 'POST' });
    return { status: done.status, body: (await done.json()) as Json };
  }

  async function upload(token: string, fileName: string, bytes: Buffer, contentType: string) {
    const asked = await requestUpload(token, fileName);
    expect(asked.status).toBe(200);
    return { answer: asked.body, sent: await sendAsBrowser(asked.body, bytes, contentType) };
  }

  const keyOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.slice(1));

  defineStoreCases(under.driver, () => storage);

  describe(`the app on the ${under.driver} driver`, () => {
    it('serves the seeded video from this store, whole and by byte range', async () => {
      const whole = await fetch(`${app.url}/files/dev/seed/intro-video.mp4`);
      expect(whole.status).toBe(200);
      const size = Number(whole.headers.get('content-length'));
      expect((await whole.arrayBuffer()).byteLength).toBe(size);
      const part = await fetch(`${app.url}/files/dev/seed/intro-video.mp4`, { headers: { range: 'bytes=4-11' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 4-11/${size}`);
      expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypisom');
    });

    it('takes a public upload through the signed PUT URL, then serves it with its headers and ranges', async () => {
      const { answer, sent } = await upload(ownerToken, 'logo.png', PNG, 'image/png');
      // S3: presigned into the bucket, then completed; local: PUT to this server
      if (under.driver === 's3') {
        expect(new URL(answer.signedUrl).searchParams.get('X-Amz-Signature')).toBeTruthy();
        expect(answer.contentType).toBe('image/png');
        expect(answer.completeUrl).toMatch(/\/upload\/complete\?key=/);
      } else {
        expect(answer.signedUrl).toMatch(/^\/files\/.+\?expires=\d+&signature=/);
        expect(answer.completeUrl).toBeUndefined();
      }
      expect(sent).toEqual({ status: 200, body: { url: answer.url } });
      const key = keyOf(answer.url);
      expect(await storage.size(key)).toBe(PNG.length);
      const row = await prisma().storedFile.findUniqueOrThrow({ where: { key } });
      expect(row).toMatchObject({ size: PNG.length, storageBucket: null, storageUrl: null });
      expect(row.uploadedAt).not.toBeNull();

      const served = await fetch(at(answer.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      const tail = await fetch(at(answer.url), { headers: { range: 'bytes=-4' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer()).equals(PNG.subarray(-4))).toBe(true);
      const beyond = await fetch(at(answer.url), { headers: { range: `bytes=${PNG.length}-` } });
      expect(beyond.status).toBe(416);

      // a second completion (or PUT) of the same file is refused
      const again = answer.completeUrl ? await fetch(at(answer.completeUrl), { method: 'POST' }) : await fetch(at(answer.signedUrl), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(PNG) });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ data: { error: 'alreadyUploaded' } });
    });

    it('records the content type the uploader names when the extension accepts it, else the usual one; a content type not a string is refused', async () => {
      const named = await requestUpload(ownerToken, 'photo.jpg', { contentType: 'image/jpg' });
      expect(named.status).toBe(200);
      expect((await prisma().storedFile.findUniqueOrThrow({ where: { key: keyOf(named.body.url) } })).contentType).toBe('image/jpg');
      if (under.driver === 's3') expect(named.body.contentType).toBe('image/jpg');
      const other = await requestUpload(ownerToken, 'photo.jpg', { contentType: 'text/html' });
      expect((await prisma().storedFile.findUniqueOrThrow({ where: { key: keyOf(other.body.url) } })).contentType).toBe('image/jpeg');
      const before = await prisma().storedFile.count();
      expect(await requestUpload(ownerToken, 'photo.jpg', { contentType: 7 })).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'contentType' } } });
      expect(await prisma().storedFile.count()).toBe(before);
    });

    it('refuses bytes that are not what the name declares (415 fileContentMismatch) and keeps nothing', async () => {
      const { answer, sent } = await upload(ownerToken, 'photo.png', HTML, 'image/png');
      expect(sent).toEqual({ status: 415, body: { data: { error: 'fileContentMismatch' } } });
      const key = keyOf(answer.url);
      expect(await storage.size(key)).toBeNull();
      expect((await prisma().storedFile.findUniqueOrThrow({ where: { key } })).uploadedAt).toBeNull();
      expect((await fetch(at(answer.url))).status).toBe(404);
    });

    it('refuses a file over its type’s size limit (413 fileTooLarge) and keeps nothing', async () => {
      // an SVG may be 5 MB (domain/files/fileTypes.ts)
      const svg = Buffer.concat([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), Buffer.alloc(5 * 1024 * 1024, 0x20), Buffer.from('</svg>')]);
      const { answer, sent } = await upload(ownerToken, 'huge.svg', svg, 'image/svg+xml');
      expect(sent).toEqual({ status: 413, body: { data: { error: 'fileTooLarge' } } });
      expect(await storage.size(keyOf(answer.url))).toBeNull();
      expect((await prisma().storedFile.findUniqueOrThrow({ where: { key: keyOf(answer.url) } })).uploadedAt).toBeNull();
    });

    it("keeps a learner's upload private: the signed URL and the learner's session read it, ranges too; others are refused", async () => {
      const { answer, sent } = await upload(learnerToken, 'answer.txt', TEXT, 'text/plain');
      expect(sent.status).toBe(200);
      const signed = await fetch(at(answer.url), { headers: { range: 'bytes=0-3' } });
      expect(signed.status).toBe(206);
      expect(await signed.text()).toBe('0123');
      expect(signed.headers.get('cache-control')).toBe('private, max-age=3600');
      const bare = at(answer.url).split('?')[0];
      expect((await fetch(bare)).status).toBe(401);
      expect((await fetch(bare, { headers: { authorization: `Bearer ${learnerToken}` } })).status).toBe(200);
      expect((await fetch(bare, { headers: { authorization: `Bearer ${otherLearnerToken}` } })).status).toBe(403);
      expect((await fetch(bare, { headers: { authorization: `Bearer ${holderToken}` } })).status).toBe(200);
      expect((await fetch(`${bare}?expires=${Date.now() + 60_000}&signature=forged`)).status).toBe(403);
    });

    it('refuses a completion without the PUT signature of that file, and one before any bytes arrived, changing nothing', async () => {
      const asked = await requestUpload(ownerToken, 'later.png');
      const key = keyOf(asked.body.url);
      const forged = await fetch(`${app.url}/upload/complete?key=${encodeURIComponent(key)}&expires=${Date.now() + 60_000}&signature=forged`, { method: 'POST' });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual({ data: { error: 'invalidSignature' } });
      const signature = new URL(at(asked.body.completeUrl ?? asked.body.signedUrl)).searchParams;
      const early = await fetch(`${app.url}/upload/complete?key=${encodeURIComponent(key)}&expires=${signature.get('expires')}&signature=${signature.get('signature')}`, { method: 'POST' });
      expect(early.status).toBe(404);
      expect(await early.json()).toEqual({ data: { error: 'notFound' } });
      expect((await prisma().storedFile.findUniqueOrThrow({ where: { key } })).uploadedAt).toBeNull();
      expect((await fetch(`${app.url}/upload/complete`)).status).toBe(405);
    });

    it("stores an account's new files in its own bucket, reads them back from there after the account's setting changes", async () => {
      await setAccountStore(ACCOUNT_BUCKET);
      try {
        const { answer, sent } = await upload(ownerToken, 'own.png', PNG, 'image/png');
        expect(sent.status).toBe(200);
        const key = keyOf(answer.url);
        expect(await prisma().storedFile.findUniqueOrThrow({ where: { key } })).toMatchObject({ storageBucket: ACCOUNT_BUCKET, storageUrl: null });
        expect(await storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: null }).size(key)).toBe(PNG.length);
        expect(await storage.size(key)).toBeNull();

        // the holder's upload is the organisation's: the default store
        const { answer: holders } = await upload(holderToken, 'org.png', PNG, 'image/png');
        expect(await storage.size(keyOf(holders.url))).toBe(PNG.length);

        await setAccountStore(null);
        const served = await fetch(at(answer.url), { headers: { range: 'bytes=0-7' } });
        expect(served.status).toBe(206);
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG.subarray(0, 8))).toBe(true);
      } finally {
        await setAccountStore(null);
      }
    });

    it('takes an account with its own endpoint on another origin through this server (signed PUT here, no completion) into its bucket', async () => {
      // S3: the page may not connect to that origin, so the server relays the bytes; local disk: the URL means nothing, the bucket folder does
      const storageUrl = under.otherOriginEndpoint();
      await setAccountStore(ACCOUNT_BUCKET, storageUrl);
      try {
        const asked = await requestUpload(ownerToken, 'notes.txt');
        expect(asked.status).toBe(200);
        expect(asked.body.signedUrl).toMatch(/^\/files\/.+\?expires=\d+&signature=/);
        expect(asked.body.completeUrl).toBeUndefined();
        expect(await sendAsBrowser(asked.body, Buffer.from('relayed notes'), 'text/plain')).toEqual({ status: 200, body: { url: asked.body.url } });
        const key = keyOf(asked.body.url);
        expect(await prisma().storedFile.findUniqueOrThrow({ where: { key } })).toMatchObject({ storageBucket: ACCOUNT_BUCKET, storageUrl });
        expect(await storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: null }).size(key)).toBe('relayed notes'.length);
        expect(await (await fetch(at(asked.body.url))).text()).toBe('relayed notes');
      } finally {
        await setAccountStore(null);
      }
    });

    it("writes an account's results file (a job streaming it) into the account's bucket and serves it from there", async () => {
      await setAccountStore(ACCOUNT_BUCKET);
      try {
        const asked = await app.rest('admin/getResults', { level: 'account', format: 'csv', language: 'en' }, ownerToken);
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        const response = await downloadWhenReady(app, asked.body.data.fileUrl);
        expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
        expect((await response.text()).length).toBeGreaterThan(0);
        const key = keyOf(asked.body.data.fileUrl);
        expect(await prisma().storedFile.findUniqueOrThrow({ where: { key } })).toMatchObject({ storageBucket: ACCOUNT_BUCKET });
        expect(await storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: null }).size(key)).toBeGreaterThan(0);
        expect(await storage.size(key)).toBeNull();
      } finally {
        await setAccountStore(null);
      }
    });

    it("answers a wrong account bucket with 409 storageUnavailable on upload, making no file", async () => {
      await setAccountStore(under.wrongBucket);
      try {
        const before = await prisma().storedFile.count();
        const asked = await requestUpload(ownerToken, 'lost.png');
        expect(asked).toEqual({ status: 409, body: { data: { error: 'storageUnavailable', field: 'storageBucket' } } });
        const certificate = await requestUpload(ownerToken, 'learner@example.com.png', { certificateFolder: 'lost' });
        expect(certificate).toEqual({ status: 409, body: { data: { error: 'storageUnavailable', field: 'storageBucket' } } });
        expect(await prisma().storedFile.count()).toBe(before);
      } finally {
        await setAccountStore(null);
      }
    });

    it("puts an account owner's certificate into the account's bucket, and renders issued certificates from a template there", async () => {
      await setAccountStore(ACCOUNT_BUCKET);
      try {
        const asked = await requestUpload(ownerToken, 'Learner@Example.com.png', { certificateFolder: 'awards' });
        expect(asked.status).toBe(200);
        expect((await sendAsBrowser(asked.body, PNG, 'image/png')).status).toBe(200);
        const key = keyOf(asked.body.url);
        expect(await storage.at({ storageBucket: ACCOUNT_BUCKET, storageUrl: null }).size(key)).toBe(PNG.length);
        const read = await fetch(at(asked.body.url));
        expect(read.status).toBe(200);
        expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);

        const template = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>{{name}}</text></svg>');
        const { answer, sent } = await upload(ownerToken, 'template.svg', template, 'image/svg+xml');
        expect(sent.status).toBe(200);
        const learner = await prisma().learner.findFirstOrThrow({ where: { name: 'first' } });
        await prisma().account.update({ where: { id: accountId }, data: { certificateTemplate: answer.url } });
        await prisma().issuedCertificate.create({ data: { accountId, learnerId: learner.id, token: `suite-${under.driver}` } });
        const issued = await fetch(`${app.url}/certificates/suite-${under.driver}.svg`);
        expect(issued.status).toBe(200);
        expect(await issued.text()).toContain('>first</text>');
      } finally {
        await setAccountStore(null);
      }
    });

    it(`names the S3 upload origin in the page's connect-src ${under.driver === 's3' ? 'now that' : 'only when'} the S3 driver is on`, async () => {
      const policy = (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';
      const connect = policy.split('; ').find((directive) => directive.startsWith('connect-src'));
      expect(connect).toBe(storage.uploadOrigin ? `connect-src 'self' ${storage.uploadOrigin}` : "connect-src 'self'");
      expect(storage.uploadOrigin === null).toBe(under.driver === 'local');
    });
  });
}
