// `npm run bench:api-tokens [-- --tokens 20 --inflight 4 --seconds 10]` (DATABASE_URL: a PostgreSQL server; else embedded)
// Issue 30: `tokens` API-token holders each keep `inflight` documents of the
// largest allowed cost (4,944 of 5,000) in flight for `seconds`, honouring
// Retry-After when refused, while /healthz (and, at the same moments, a path
// that does no work) is polled every 20 ms. Prints the latency percentiles and
// the operations served and refused.
// The server runs in this process (server/testing/testApp.ts), so its event loop
// also carries the clients: the figures are an upper bound. docs/benchmarks.md.
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { createRequestContext } from '../server/context.ts';
import { createApiToken } from '../server/services/integration/apiTokens.ts';
import { DEFAULT_RATE_LIMITS } from '../server/security/rateLimits.ts';
import { GENEROUS_RATE_LIMITS, startTestApp } from '../server/testing/testApp.ts';

const { values } = parseArgs({
  options: { tokens: { type: 'string', default: '20' }, inflight: { type: 'string', default: '4' }, seconds: { type: 'string', default: '10' } },
});
const tokenCount = Number(values.tokens);
const inflight = Number(values.inflight);
const seconds = Number(values.seconds);
if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;

const MAXIMAL = `{ viewer { role username account { alias programs(first: 49) { totalCount edges { node { id name closed order readOnly banner primaryColor accountName disableDownloads domainId } } } } } }`;
const { apiTokenRequestsPerMinute, apiTokenCostPerMinute, apiTokenConcurrent, apiTokenWorkers } = DEFAULT_RATE_LIMITS;
// the default budgets of API tokens; everything else generous (one address sends it all)
const app = await startTestApp({
  rateLimits: { ...GENEROUS_RATE_LIMITS, apiTokenRequestsPerMinute, apiTokenCostPerMinute, apiTokenConcurrent, apiTokenWorkers, keyPrefix: `bench-${Date.now()}` },
});
try {
  const session = await app.adminToken('demo-owner', 'account');
  const ctx = await createRequestContext(app.app.database.prisma, loadConfig({}), { authorization: `Bearer ${session}` });
  const tokens: string[] = [];
  for (let index = 0; index < tokenCount; index += 1) {
    tokens.push((await createApiToken(ctx, { name: `Bench ${index}`, scope: 'READ_ONLY', expiresInDays: 1 })).secret);
  }
  const timeHealth = async (path = '/healthz') => {
    const started = performance.now();
    const response = await fetch(`${app.url}${path}`);
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  };
  const idle: number[] = [];
  for (let index = 0; index < 50; index += 1) idle.push((await timeHealth()).ms);

  let running = true;
  const counts = { served: 0, refusedConcurrency: 0, refusedBudget: 0, other: 0 };
  const clients = tokens.flatMap((token) =>
    Array.from({ length: inflight }, async () => {
      while (running) {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: MAXIMAL }),
        });
        const body = (await response.json()) as { errors?: { extensions?: { details?: { budget?: string } } }[] };
        if (response.status === 200) counts.served += 1;
        else if (response.status === 429) {
          if (body.errors?.[0]?.extensions?.details?.budget === 'concurrency') counts.refusedConcurrency += 1;
          else counts.refusedBudget += 1;
          await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
        } else counts.other += 1;
      }
    }),
  );
  const loaded: number[] = [];
  // a path that does no work (404), asked at the same moment: what the loaded process makes any request wait
  const noWork: number[] = [];
  let unhealthy = 0;
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const [{ ms, ok }, baseline] = await Promise.all([timeHealth(), timeHealth('/no-such-page')]);
    loaded.push(ms);
    noWork.push(baseline.ms);
    if (!ok) unhealthy += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  running = false;
  await Promise.all(clients);

  const percentile = (samples: number[], p: number) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1);
  };
  const line = (label: string, samples: number[]) =>
    `${label}: ${samples.length} checks, p50 ${percentile(samples, 0.5)} ms, p95 ${percentile(samples, 0.95)} ms, p99 ${percentile(samples, 0.99)} ms, max ${percentile(samples, 1)} ms`;
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}; ${tokenCount} tokens × ${inflight} maximal documents in flight for ${seconds} s`);
  console.log(`budgets: ${apiTokenRequestsPerMinute} operations and ${apiTokenCostPerMinute} cost a minute per token, ${apiTokenConcurrent} in flight per token, ${apiTokenWorkers} token operations executing per process`);
  console.log(line('/healthz idle', idle));
  console.log(line('/healthz under load', loaded));
  console.log(line('a 404 at the same moments', noWork));
  console.log(`unhealthy answers: ${unhealthy}`);
  console.log(
    `operations: ${counts.served} served (${(counts.served / seconds).toFixed(1)}/s), ${counts.refusedConcurrency} refused (in flight), ${counts.refusedBudget} refused (budget), ${counts.other} other`,
  );
} finally {
  await app.stop();
}
