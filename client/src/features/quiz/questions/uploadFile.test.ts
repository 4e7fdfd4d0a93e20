// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UploadError, uploadContentType, uploadFile } from './uploadFile.ts';
import { startUploadTestServer, type UploadTestServer } from './uploadTestServer.ts';

let server: UploadTestServer;
beforeEach(async () => {
  server = await startUploadTestServer();
});
afterEach(async () => {
  window.localStorage.clear();
  await server.close();
});

const pdf = () => new File(['%PDF-1.4 the answer'], 'my answer.pdf', { type: 'application/pdf' });

describe('uploading a file answer', () => {
  it('asks /upload for a signed URL with the learner’s headers, PUTs the file there and resolves with its URL', async () => {
    window.localStorage.setItem('learnerToken', 'token-1');
    window.localStorage.setItem('org', 'dev');
    const url = await uploadFile(pdf(), { baseUrl: server.baseUrl });

    expect(url).toBe(`${server.baseUrl}/files/dev/1/answer.pdf`);
    const [ask, put] = server.received;
    expect(ask).toMatchObject({ method: 'POST', path: '/upload', body: JSON.stringify({ fileName: 'my answer.pdf', contentType: 'application/pdf' }) });
    expect(ask.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-org-alias': 'dev', 'content-type': 'application/json' });
    expect(put).toMatchObject({ method: 'PUT', path: '/files/dev/1/answer.pdf?expires=1&signature=abc', body: '%PDF-1.4 the answer' });
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers.authorization).toBeUndefined();
  });

  it('reports the progress of the PUT up to 100', async () => {
    const progress: number[] = [];
    await uploadFile(pdf(), { baseUrl: server.baseUrl, onProgress: (percent) => progress.push(percent) });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it.each([
    ['/upload answers 500', { upload: 500, put: 200 }],
    ['the PUT answers 500', { upload: 200, put: 500 }],
  ])('fails with uploadFailed when %s', async (_case, statuses) => {
    server.statuses = statuses;
    await expect(uploadFile(pdf(), { baseUrl: server.baseUrl })).rejects.toEqual(new UploadError('uploadFailed'));
  });

  it('refuses a file of a type the server does not take, without asking it', async () => {
    const script = new File(['x'], 'run.exe', { type: 'application/octet-stream' });
    await expect(uploadFile(script, { baseUrl: server.baseUrl })).rejects.toEqual(new UploadError('fileTypeNotAllowed'));
    expect(server.received).toEqual([]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(pdf(), { baseUrl: server.baseUrl, signal: controller.signal })).rejects.toEqual(new UploadError('uploadAborted'));
  });
});

describe('the content type sent with the file', () => {
  it.each([
    ['photo.JPG', 'image/jpeg', 'image/jpeg'],
    ['notes.docx', '', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['clip.mov', 'video/quicktime', 'video/quicktime'],
    ['clip.mp4', 'application/octet-stream', 'video/mp4'],
    ['page.svg', 'image/svg+xml', null],
  ])('%s given as %j is sent as %j', (name, type, sent) => {
    expect(uploadContentType(new File(['x'], name, { type }))).toBe(sent);
  });
});
