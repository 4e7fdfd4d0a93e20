// Test helper: a real HTTP server on 127.0.0.1 standing in for /upload and
// the signed PUT, so the browser's XMLHttpRequest (jsdom's) does the real
// thing: CORS preflight, headers, body, progress. The page is on another
// origin (jsdom's http://localhost:3000), hence the CORS answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface UploadTestServer {
  baseUrl: string;
  received: ReceivedRequest[];
  /** the status of the next answers to POST /upload and to the PUT (200 by default) */
  statuses: { upload: number; put: number };
  /** when set, the PUT's answer is held (headers sent, body not ended) until the promise resolves */
  holdPut: Promise<void> | null;
  /** the error code of a refused PUT */
  putError: string;
  /** answer URLs relative to the server, as the app does without PUBLIC_URL */
  relativeUrls: boolean;
  /** answer as the S3 driver does: a presigned URL into /bucket/..., the content type to send, and a completeUrl */
  direct: boolean;
  /** the status of the answer to POST /upload/complete (direct), and its error code */
  complete: { status: number; error: string };
  close: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startUploadTestServer(): Promise<UploadTestServer> {
  const state: Omit<UploadTestServer, 'baseUrl' | 'close'> = { received: [], statuses: { upload: 200, put: 200 }, holdPut: null, relativeUrls: false, putError: 'fileTooLarge', direct: false, complete: { status: 200, error: 'fileContentMismatch' } };
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-methods', 'POST, PUT');
    res.setHeader('access-control-allow-headers', 'content-type, authorization, x-org-alias');
  };
  const server = createServer(async (req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const path = req.url ?? '/';
    state.received.push({ method: req.method ?? '', path, headers: req.headers, body: await readBody(req) });
    if (req.method === 'POST' && path === '/upload') {
      if (state.statuses.upload !== 200) return res.writeHead(state.statuses.upload).end('{"data":{"error":"unknown"}}');
      const url = `${state.relativeUrls ? '' : baseUrl}/files/dev/1/answer.pdf`;
      res.writeHead(200, { 'content-type': 'application/json' });
      if (state.direct) {
        const completeUrl = `${state.relativeUrls ? '' : baseUrl}/upload/complete?key=files%2Fdev%2F1%2Fanswer.pdf&expires=1&signature=abc`;
        return res.end(JSON.stringify({ signedUrl: `${baseUrl}/bucket/files/dev/1/answer.pdf?X-Amz-Signature=abc`, contentType: 'image/jpeg', completeUrl, url }));
      }
      return res.end(JSON.stringify({ signedUrl: `${url}?expires=1&signature=abc`, url }));
    }
    if (req.method === 'POST' && path.startsWith('/upload/complete')) {
      const { status, error } = state.complete;
      res.writeHead(status, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(status === 200 ? { url: '/files/dev/1/answer.pdf' } : { data: { error } }));
    }
    if (req.method === 'PUT') {
      res.writeHead(state.statuses.put, { 'content-type': 'application/json' });
      res.flushHeaders();
      if (state.holdPut) await state.holdPut;
      return res.end(state.statuses.put === 200 ? '{"url":"stored"}' : JSON.stringify({ data: { error: state.putError } }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
