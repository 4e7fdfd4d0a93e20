// An administrator's upload in a test, as the client does it: POST /upload for
// a signed URL, then PUT the bytes there. Answers the file's address.
import type { TestApp } from './testApp.ts';

/** The smallest valid PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a0ce0000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export async function requestUpload(app: TestApp, token: string, fileName: string): Promise<{ signedUrl: string; url: string }> {
  const response = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ fileName }),
  });
  if (response.status !== 200) throw new Error(`/upload of ${fileName}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { signedUrl: string; url: string };
}

export async function uploadFile(app: TestApp, token: string, fileName: string, bytes: Buffer, contentType: string): Promise<string> {
  const { signedUrl, url } = await requestUpload(app, token, fileName);
  const put = await fetch(new URL(signedUrl, app.url), { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`PUT of ${fileName}: ${put.status} ${await put.text()}`);
  return url;
}
