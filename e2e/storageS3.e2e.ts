// Uploads into S3 from a real browser (issue 14, object storage): the app runs
// on the S3 driver against s3rver (started here, CORS open for PUT); the account
// owner uploads a certificate on the certificates upload page. The browser
// PUTs the file straight to the presigned S3 URL, which the page's CSP allows
// (connect-src names the S3 origin), completes it, and the file lands in the
// bucket; no CSP violation is reported.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type StorageConfig } from '../server/config.ts';
import { createFileStorage } from '../server/storage/fileStorage.ts';
import { signInAccountOwner } from './accountOwner.ts';
import { startStack, type Stack } from './harness.ts';
import { textsOf } from './texts.ts';

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`;

let stack: Stack;
let s3rver: S3rver;
let directory = '';
let s3Origin = '';
const stackStorage = (): StorageConfig => ({
  driver: 's3',
  s3: { endpoint: s3Origin, bucket: 'e2e-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
});

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-e2e-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'e2e-files', configs: [CORS] }] });
  s3Origin = `http://127.0.0.1:${(await s3rver.run()).port}`;
  stack = await startStack({ storage: stackStorage() });
});

afterAll(async () => {
  await stack?.stop();
  await s3rver?.close();
  rmSync(directory, { recursive: true, force: true });
});

const pdf = Buffer.from('%PDF-1.4\n% certificate\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

describe('uploads on the S3 driver', () => {
  test('the owner uploads a certificate: the browser PUTs it into the bucket, completes it, and the page allows it', async () => {
    const t = textsOf('en');
    const owner = await stack.newPage({ locale: 'en', width: 1280 });
    const puts: string[] = [];
    owner.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const page = await owner.goto('/');
    expect(page?.headers()['content-security-policy']).toContain(`connect-src 'self' ${s3Origin}`);
    await signInAccountOwner(owner, 'en');
    await owner.getByRole('link', { name: t('certificatesUpload.open'), exact: true }).click();
    await owner.waitForURL(/#\/CertificatesUpload$/);
    const email = `s3-${Date.now()}@example.com`;
    await owner.getByTestId('certificate-files').setInputFiles([{ name: `${email}.pdf`, mimeType: 'application/pdf', buffer: pdf }]);
    await owner.getByText(t('certificatesUpload.upload.chosen', { count: 1 }), { exact: true }).waitFor();
    const folder = `s3_${Date.now()}`;
    await owner.getByRole('textbox', { name: t('certificatesUpload.upload.folderName') }).fill(folder);
    await owner.getByRole('textbox', { name: t('certificatesUpload.upload.displayName') }).fill('S3 certificate');
    await owner.getByRole('button', { name: t('certificatesUpload.upload.send'), exact: true }).click();
    await owner.getByRole('status').getByText(t('certificatesUpload.upload.done', { uploaded: 1, total: 1 }), { exact: true }).waitFor();

    expect(puts).toHaveLength(1);
    expect(puts[0].startsWith(`${s3Origin}/e2e-files/files/certificates/`)).toBe(true);
    const file = await stack.prisma.storedFile.findFirstOrThrow({ where: { fileName: `${email}.pdf` } });
    expect(file.uploadedAt).not.toBeNull();
    expect(file.size).toBe(pdf.length);
    const bucket = createFileStorage(loadConfig({}, { dataDir: null, storage: stackStorage() }));
    expect(await bucket.size(file.key)).toBe(pdf.length);
    expect(stack.cspViolations).toEqual([]);
  });
});
