// The learners' side of the wire: POST /user/<name> with the organisation
// header and a bearer token, over kept-alive connections (one per request in
// flight, as each browser has its own), timed from the request being sent to
// its answer being parsed. A request fails on a network error, a timeout, a
// status outside 2xx or a { data: { error } } answer.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Sample } from './stats.ts';

const TIMEOUT_MS = 30_000;
// Longer than TIMEOUT_MS on purpose: when the two are equal, Node keeps a
// reused socket's idle timeout instead of setting the request's.
const IDLE_SOCKET_LIMIT_MS = 60_000;

export interface Reply {
  sample: Sample;
  /** the answer's `data` when the request succeeded */
  data?: unknown;
}

export interface LearnerClient {
  post(name: string, body: unknown, token?: string): Promise<Reply>;
  close(): void;
}

function errorOf(status: number, payload: unknown): string | undefined {
  const data = (payload as { data?: { error?: unknown } } | null)?.data;
  const code = typeof data === 'object' && data !== null && typeof data.error === 'string' ? data.error : undefined;
  if (status < 200 || status > 299) return `${status} ${code ?? ''}`.trim();
  return code;
}

export function learnerClient(baseUrl: string, orgAlias: string): LearnerClient {
  // With a timeout set, the agent closes an idle socket a second before the
  // server's announced keep-alive timeout (Node reads its Keep-Alive header),
  // so a request is never sent on a socket the server is closing.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity, timeout: IDLE_SOCKET_LIMIT_MS });
  const base = new URL(baseUrl);

  const post = (name: string, body: unknown, token?: string) =>
    new Promise<Reply>((resolve) => {
      const payload = Buffer.from(JSON.stringify(body));
      const startedAt = performance.now();
      const done = (ok: boolean, error?: string, data?: unknown) =>
        resolve({ sample: { startedAt, durationMs: performance.now() - startedAt, ok, error }, data });

      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port || 80,
          method: 'POST',
          path: `/user/${name}`,
          headers: {
            'content-type': 'application/json',
            'content-length': payload.length,
            'x-org-alias': orgAlias,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => done(false, `network ${error.message}`));
          res.on('end', () => {
            let parsed: unknown;
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              return done(false, `${res.statusCode} not JSON`);
            }
            const error = errorOf(res.statusCode ?? 0, parsed);
            done(error === undefined, error, (parsed as { data?: unknown }).data);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => done(false, `network ${error.code ?? error.message}`));
      req.end(payload);
    });

  return { post, close: () => agent.destroy() };
}
