// Issue 30: under 20 API-token holders sending maximal allowed queries at once,
// /healthz took up to 7 s. Each token now has a budget of operations and of
// GraphQL cost per minute (429 apiTokenBudgetExceeded with Retry-After), at most
// a few operations in flight, and all tokens together a few executing at once;
// /healthz and /readyz answer first (rateLimits.ts, apiTokenWork.ts, http/health.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { createRequestContext } from '../context.ts';
import { createApiToken } from '../services/integration/apiTokens.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../testing/testApp.ts';
import { GRAPHQL_LIMITS } from './graphqlLimits.ts';
import type { RateLimitConfig } from './rateLimits.ts';

/** Armor's cost 10.25 + 100.6875 × first (first: 49 just under the limit of 5,000, 50 over it) */
const MAXIMAL = `{ viewer { role username account { alias programs(first: 49) { totalCount edges { node { id name closed order readOnly banner primaryColor accountName disableDownloads domainId } } } } } }`;
const MAXIMAL_COST = 4943.9375;
const CHEAP = '{ viewer { role } }';
const codeOf = (body: Json) => body?.errors?.[0]?.extensions?.code;

async function appWith(limits: Partial<RateLimitConfig>) {
  return startTestApp({ rateLimits: { ...GENEROUS_RATE_LIMITS, keyPrefix: `budget-${process.pid}-${Date.now()}-${Math.random()}`, ...limits } });
}

/** API tokens of the demo owner's account, and one of another organisation's holder */
async function tokensOf(app: TestApp, count: number) {
  const prisma = app.app.database.prisma;
  const session = await app.adminToken('demo-owner', 'account');
  const ctx = await createRequestContext(prisma, loadConfig({}), { authorization: `Bearer ${session}` });
  const own: string[] = [];
  for (let index = 0; index < count; index += 1) {
    own.push((await createApiToken(ctx, { name: `Integrator ${index}`, scope: 'READ_ONLY', expiresInDays: 1 })).secret);
  }
  const acme = await prisma.organization.create({ data: { alias: `acme-${Math.random().toString(36).slice(2, 8)}`, name: 'Acme' } });
  const holder = await prisma.adminIdentity.create({
    data: { role: 'ORG_HOLDER', username: `${acme.alias}-holder`, passwordHash: await hashPassword(TEST_PASSWORD), organizationId: acme.id },
  });
  const holderSession = await app.rest('admin/accountLogin', { username: holder.username, password: TEST_PASSWORD, level: 'org' }, undefined, { 'x-org-alias': acme.alias });
  const holderCtx = await createRequestContext(prisma, loadConfig({}), { authorization: `Bearer ${holderSession.body.data.token}` });
  const other = (await createApiToken(holderCtx, { name: 'Other organisation', scope: 'READ_ONLY', expiresInDays: 1 })).secret;
  return { own, other };
}

async function ask(app: TestApp, token: string, query: string) {
  const { status, body, headers } = await app.post('/graphql', { query }, { authorization: `Bearer ${token}` });
  return { status, body, retryAfter: Number(headers.get('retry-after')) };
}

describe('the maximal document', { timeout: 120_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await appWith({});
  });
  afterAll(async () => {
    await app?.stop();
  });

  it(`costs ${MAXIMAL_COST}, under the limit of ${GRAPHQL_LIMITS.cost}; one more page is refused`, async () => {
    const { own } = await tokensOf(app, 1);
    const answer = await ask(app, own[0], MAXIMAL);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.viewer.account.programs.totalCount).toBeGreaterThan(0);
    const over = await ask(app, own[0], MAXIMAL.replace('first: 49', 'first: 50'));
    expect(codeOf(over.body)).toBe('queryTooCostly');
    expect(over.body.errors[0].message).toMatch(/found 5044\.625/);
  });
});

describe('per-token budgets per minute', { timeout: 180_000 }, () => {
  let app: TestApp;
  let own: string[];
  let other: string;
  beforeAll(async () => {
    // 6 operations and 3 maximal documents' cost (plus a little) a minute
    app = await appWith({ apiTokenRequestsPerMinute: 6, apiTokenCostPerMinute: Math.ceil(3.5 * MAXIMAL_COST) });
    ({ own, other } = await tokensOf(app, 3));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('the 7th operation of a minute is 429 apiTokenBudgetExceeded (requests) with Retry-After; another token and a session are unaffected', async () => {
    for (let index = 0; index < 6; index += 1) {
      const answer = await ask(app, own[0], CHEAP);
      expect({ index, status: answer.status, data: answer.body.data }).toEqual({ index, status: 200, data: { viewer: { role: 'ACCOUNT_OWNER' } } });
    }
    const refused = await ask(app, own[0], CHEAP);
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe('apiTokenBudgetExceeded');
    expect(refused.body.errors[0].extensions.details).toEqual({ budget: 'requests', limit: 6 });
    expect(refused.body.errors[0].message).toMatch(/6 operations a minute/);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.data).toBeUndefined();
    // a second token of the same account, another organisation's token, and the owner's session
    expect((await ask(app, own[1], CHEAP)).status).toBe(200);
    expect((await ask(app, other, CHEAP)).body.data.viewer.role).toBe('ORG_HOLDER');
    const session = await app.adminToken('demo-owner', 'account');
    for (let index = 0; index < 8; index += 1) expect((await app.gql(CHEAP, {}, session)).status).toBe(200);
  });

  it('the cost: 3 maximal documents pass, the 4th is 429 apiTokenBudgetExceeded (cost); cheap ones of another organisation still run', async () => {
    for (let index = 0; index < 3; index += 1) expect((await ask(app, own[2], MAXIMAL)).body.errors).toBeUndefined();
    const refused = await ask(app, own[2], MAXIMAL);
    expect(refused.status).toBe(429);
    expect(codeOf(refused.body)).toBe('apiTokenBudgetExceeded');
    expect(refused.body.errors[0].extensions.details).toEqual({ budget: 'cost', limit: Math.ceil(3.5 * MAXIMAL_COST) });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // the cheap document fits in what is left
    expect((await ask(app, own[2], CHEAP)).status).toBe(200);
    expect((await ask(app, other, CHEAP)).body.data.viewer.role).toBe('ORG_HOLDER');
  });
});

describe('20 tokens sending maximal documents at once', { timeout: 240_000 }, () => {
  let app: TestApp;
  let own: string[];
  let other: string;
  beforeAll(async () => {
    app = await appWith({ apiTokenConcurrent: 2, apiTokenWorkers: 4 });
    ({ own, other } = await tokensOf(app, 20));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('/healthz and /readyz answer within 100 ms throughout; a token past 2 operations in flight gets 429 (concurrency); another organisation is answered', async () => {
    let running = true;
    const outcomes: { status: number; code?: string; retryAfter: number }[] = [];
    // a load balancer polls all along: the check made before the load is the first answer it may fall back on
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    // each token keeps 4 maximal documents in flight for 4 s; a refused one waits its Retry-After
    const load = own.flatMap((token) =>
      Array.from({ length: 4 }, async () => {
        while (running) {
          const answer = await ask(app, token, MAXIMAL);
          outcomes.push({ status: answer.status, code: codeOf(answer.body), retryAfter: answer.retryAfter });
          if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
        }
      }),
    );
    // Each round asks a health path and, at the same moment, a path that does no
    // work (404): its time is what the machine makes any request wait (this
    // process also runs the 80 clients), the health answer's extra is its own.
    const health: { path: string; status: number; ms: number; extra: number }[] = [];
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${app.url}${path}`);
      await response.text();
      return { status: response.status, ms: Math.round(performance.now() - started) };
    };
    const poll = (async () => {
      for (let index = 0; running; index += 1) {
        const path = index % 2 ? '/readyz' : '/healthz';
        const [answer, noWork] = await Promise.all([timed(path), timed('/no-such-page')]);
        health.push({ path, status: answer.status, ms: answer.ms, extra: answer.ms - noWork.ms });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const otherAnswer = await ask(app, other, '{ viewer { role username } }');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    running = false;
    await Promise.all([...load, poll]);

    expect(health.length).toBeGreaterThan(10);
    expect(health.filter((answer) => answer.status !== 200)).toEqual([]);
    // Within 100 ms beyond what the machine makes a request that does no work wait,
    // 9 in 10 (a shared CI machine stalls a request now and then), none near a
    // second (before: a median of 2.8 s, up to 7 s). On a quiet machine every
    // answer is within 100 ms outright (npm run bench:api-tokens,
    // docs/benchmarks/history.md#api-tokens-under-load-issue-30).
    const extras = health.map((answer) => answer.extra).sort((a, b) => a - b);
    const p90 = extras[Math.floor(extras.length * 0.9)];
    expect({ p90: p90 < 100 ? 'under 100 ms' : health }).toEqual({ p90: 'under 100 ms' });
    const slowest = Math.max(...health.map((answer) => answer.ms));
    expect({ slowest: slowest < 1000 ? 'under 1 s' : health }).toEqual({ slowest: 'under 1 s' });

    expect(otherAnswer.status).toBe(200);
    expect(otherAnswer.body.data.viewer.role).toBe('ORG_HOLDER');
    const served = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status === 429);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((outcome) => outcome.code))).toEqual(new Set(['apiTokenBudgetExceeded']));
    expect(refused.every((outcome) => outcome.retryAfter >= 1)).toBe(true);
    expect(outcomes.length).toBe(served.length + refused.length);
  });
});
