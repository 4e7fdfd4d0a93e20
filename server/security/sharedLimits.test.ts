// Several app processes agree on the counts: with the same REDIS_URL (and key
// prefix) failures on one instance count on the other. Needs a real Redis at
// TEST_REDIS_URL (CI sets it: redis://127.0.0.1:6379); without it, the
// memory-only variant shows the same rule within one process (failures over
// REST and GraphQL count as one).
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERNAMES } from '../../prisma/seed.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** the cases that need a real Redis exist only where one is named (CI's server run); none is reported skipped elsewhere */
const onRedis = (name: string, test: () => Promise<void>) => {
  if (redisUrl) it(name, test);
};
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
});

const wrong = { username: DEMO_USERNAMES.owner, password: 'wrong', level: 'account' };
const adminSignIn = `mutation ($input: AdminSignInInput!) { adminSignIn(input: $input) { __typename ... on AppError { code } } }`;
// unique per run: other runs on the same Redis do not see these counters
const rateLimits = () => ({ ...GENEROUS_RATE_LIMITS, signInFailures: 4, keyPrefix: `shared-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}` });

describe('shared sign-in limits', { timeout: 180_000 }, () => {
  onRedis('two app instances on one Redis: failures on one count on the other', async () => {
    const limits = rateLimits();
    // two databases, as two processes on one database would see the same identity anyway: only Redis joins them
    const first = await startTestApp({ redisUrl, rateLimits: limits });
    apps.push(first);
    const second = await startTestApp({ redisUrl, rateLimits: limits });
    apps.push(second);

    expect((await first.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await second.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await first.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await second.gql(adminSignIn, { input: wrong })).body.data.adminSignIn.code).toBe('invalidCredentials');
    for (const app of [first, second]) {
      const refused = await app.post('/admin/accountLogin', { ...wrong, password: TEST_PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  onRedis('another key prefix on the same Redis does not share the counts', async () => {
    const blocked = await startTestApp({ redisUrl, rateLimits: rateLimits() });
    apps.push(blocked);
    for (let attempt = 0; attempt < 4; attempt += 1) await blocked.rest('admin/accountLogin', wrong);
    expect((await blocked.rest('admin/accountLogin', wrong)).status).toBe(429);
    const other = await startTestApp({ redisUrl, rateLimits: rateLimits() });
    apps.push(other);
    expect((await other.rest('admin/accountLogin', { ...wrong, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('an unreachable Redis: the app starts and each process counts in memory (the insurance limiter)', async () => {
    const app = await startTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimits: rateLimits() });
    apps.push(app);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await app.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await app.post('/admin/accountLogin', { ...wrong, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('in memory: failures over REST and GraphQL count as one', async () => {
    const app = await startTestApp({ rateLimits: rateLimits() });
    apps.push(app);
    expect((await app.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await app.gql(adminSignIn, { input: wrong })).body.data.adminSignIn.code).toBe('invalidCredentials');
    expect((await app.rest('admin/accountLogin', wrong)).status).toBe(401);
    expect((await app.gql(adminSignIn, { input: wrong })).body.data.adminSignIn.code).toBe('invalidCredentials');
    expect((await app.post('/admin/accountLogin', { ...wrong, password: TEST_PASSWORD })).status).toBe(429);
  });
});
