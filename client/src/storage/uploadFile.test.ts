// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startUploadTestServer, type UploadTestServer } from '../features/quiz/questions/uploadTestServer.ts';
import { acceptAttribute, acceptedTypes, storeFile, UploadError } from './uploadFile.ts';

let server: UploadTestServer;
beforeEach(async () => {
  server = await startUploadTestServer();
});
afterEach(async () => {
  window.localStorage.clear();
  await server.close();
});

const images = acceptedTypes(['png', 'jpg']);
const banner = () => new File(['png bytes'], 'banner.png', { type: 'image/png' });

describe('the upload transport', () => {
  it('asks for the signed URL with the session of the given credential', async () => {
    window.localStorage.setItem('learnerToken', 'learner-token');
    window.localStorage.setItem('adminToken', 'admin-token');
    await storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl });
    expect(server.received[0].headers.authorization).toBe('Bearer admin-token');
  });

  it('refuses an extension outside the accepted ones without asking the server', async () => {
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    await expect(storeFile(pdf, { accepted: images, credential: 'admin', baseUrl: server.baseUrl })).rejects.toEqual(
      new UploadError('fileTypeNotAllowed'),
    );
    expect(server.received).toEqual([]);
  });

  it('URLs the server answers relative to itself are PUT there and resolved to its address', async () => {
    server.relativeUrls = true;
    const url = await storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl });
    expect(server.received.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /upload', 'PUT /files/dev/1/answer.pdf?expires=1&signature=abc']);
    expect(url).toBe(`${server.baseUrl}/files/dev/1/answer.pdf`);
  });

  it.each([
    ['fileContentMismatch', 415, 'fileContentMismatch'],
    ['fileTooLarge', 413, 'uploadFailed'],
  ])('a PUT refused with %s rejects with %s', async (serverCode, status, code) => {
    server.statuses.put = status;
    server.putError = serverCode;
    await expect(storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl })).rejects.toEqual(new UploadError(code as 'uploadFailed'));
  });

  it('names the content type it will send when asking for the URL', async () => {
    await storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl });
    expect(JSON.parse(server.received[0].body)).toEqual({ fileName: 'banner.png', contentType: 'image/png' });
  });

  it('an answer for a direct upload into S3: PUT with the content type it names, then POST its completeUrl', async () => {
    server.direct = true;
    server.relativeUrls = true;
    const url = await storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl });
    expect(server.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /upload',
      'PUT /bucket/files/dev/1/answer.pdf?X-Amz-Signature=abc',
      'POST /upload/complete?key=files%2Fdev%2F1%2Fanswer.pdf&expires=1&signature=abc',
    ]);
    expect(server.received[1].headers['content-type']).toBe('image/jpeg');
    expect(server.received[1].body).toBe('png bytes');
    expect(url).toBe(`${server.baseUrl}/files/dev/1/answer.pdf`);
  });

  it.each([
    ['fileContentMismatch', 415, 'fileContentMismatch'],
    ['fileTooLarge', 413, 'uploadFailed'],
  ])('a completion refused with %s rejects with %s', async (serverCode, status, code) => {
    server.direct = true;
    server.complete = { status, error: serverCode };
    await expect(storeFile(banner(), { accepted: images, credential: 'admin', baseUrl: server.baseUrl })).rejects.toEqual(new UploadError(code as 'uploadFailed'));
  });

  it('offers the accepted extensions to the file chooser', () => {
    expect(acceptAttribute(images)).toBe('.png,.jpg');
  });
});
