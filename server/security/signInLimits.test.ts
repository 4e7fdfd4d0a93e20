// Brute force on admin sign-in (REST admin/accountLogin): consecutive failures
// by identity and address block with growing waits (429 + Retry-After); a
// success forgets them. Time is advanced by moving the clock the in-memory
// counters read (Date only), never by waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERNAMES } from '../../prisma/seed.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { RateLimitConfig } from './rateLimits.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.splice(0).map((app) => app.stop()));
});

async function appWith(limits: Partial<RateLimitConfig>, trustProxy = 0) {
  const app = await startTestApp({ rateLimits: { ...GENEROUS_RATE_LIMITS, keyPrefix: `signin-${Date.now()}-${Math.random()}`, ...limits }, trustProxy });
  apps.push(app);
  return app;
}

const owner = DEMO_USERNAMES.owner;
const signIn = (app: TestApp, password: string, headers: Record<string, string> = {}, username: string = owner) =>
  app.post('/admin/accountLogin', { username, password, level: 'account' }, headers);
const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));
/** moves the clock the limiter's in-memory counters read */
function advanceSeconds(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('admin sign-in: consecutive wrong passwords of one identity from one address', { timeout: 120_000 }, () => {
  it('50 wrong passwords: after the 5th every answer is 429 with Retry-After, the right one too; after the block it works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await appWith({ signInFailures: 5, signInBlockSeconds: 60 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const answer = await signIn(app, `wrong-${attempt}`);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ data: { error: 'tooManyRequests' } });
        expect(retryAfter(answer)).toBeGreaterThan(0);
        expect(retryAfter(answer)).toBeLessThanOrEqual(60);
      } else expect(answer.body).toEqual({ data: { error: 'invalidCredentials' } });
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(45).fill(429)]);

    const during = await signIn(app, TEST_PASSWORD);
    expect(during.status).toBe(429);
    expect(during.body).toEqual({ data: { error: 'tooManyRequests' } });

    advanceSeconds(61);
    const after = await signIn(app, TEST_PASSWORD);
    expect(after.status).toBe(200);
    expect(after.body.data.token).toEqual(expect.any(String));
  });

  it('each further block lasts twice as long: 60 s, 120 s, then the 200 s maximum (not 240 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await appWith({ signInFailures: 3, signInBlockSeconds: 60, signInMaxBlockSeconds: 200 });
    const waits: number[] = [];
    for (let block = 0; block < 3; block += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await signIn(app, 'wrong')).status).toBe(401);
      const refused = await signIn(app, 'wrong');
      expect(refused.status).toBe(429);
      waits.push(retryAfter(refused));
      advanceSeconds(retryAfter(refused) + 1);
    }
    expect(waits).toEqual([60, 120, 200]);
    expect(waits[1]).toBeGreaterThan(waits[0]);
  });

  it('a success forgets the failures: 4 wrong, right, 4 wrong, right all answer without a block', async () => {
    const app = await appWith({ signInFailures: 5 });
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(app, 'wrong')).status).toBe(401);
      expect((await signIn(app, TEST_PASSWORD)).status).toBe(200);
    }
    // without the reset the 5th failure (counted over both rounds) would have blocked
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await signIn(app, 'wrong')).status).toBe(401);
  });

  it('another identity from the same address is not blocked by the first one', async () => {
    const app = await appWith({ signInFailures: 2 });
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(app, 'wrong');
    expect((await signIn(app, 'wrong')).status).toBe(429);
    const holder = await app.post('/admin/accountLogin', { username: DEMO_USERNAMES.holder, password: TEST_PASSWORD, level: 'org' });
    expect(holder.status).toBe(200);
  });

  it('an unknown username is counted like a wrong password', async () => {
    const app = await appWith({ signInFailures: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await signIn(app, 'x', {}, 'nobody-here')).status).toBe(401);
    expect((await signIn(app, 'x', {}, 'nobody-here')).status).toBe(429);
  });
});

describe('admin sign-in: the identity from many addresses, and whose address counts', { timeout: 120_000 }, () => {
  it('behind a trusted proxy, failures of one identity from different addresses add up to the identity limit', async () => {
    const app = await appWith({ signInFailures: 100, signInIdentityFailures: 3 }, 1);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await signIn(app, 'wrong', { 'x-forwarded-for': address })).status).toBe(401);
    }
    const fourth = await signIn(app, TEST_PASSWORD, { 'x-forwarded-for': '10.0.0.4' });
    expect(fourth.status).toBe(429);
    expect(retryAfter(fourth)).toBeGreaterThan(0);
  });

  it('behind a trusted proxy, the per-address limit follows X-Forwarded-For', async () => {
    const app = await appWith({ signInFailures: 2 }, 1);
    for (let attempt = 0; attempt < 2; attempt += 1) await signIn(app, 'wrong', { 'x-forwarded-for': '10.0.0.1' });
    expect((await signIn(app, 'wrong', { 'x-forwarded-for': '10.0.0.1' })).status).toBe(429);
    // another client behind the same proxy
    expect((await signIn(app, TEST_PASSWORD, { 'x-forwarded-for': '10.0.0.2' })).status).toBe(200);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For does not escape the block', async () => {
    const app = await appWith({ signInFailures: 2 }, 0);
    for (let attempt = 0; attempt < 2; attempt += 1) await signIn(app, 'wrong', { 'x-forwarded-for': `10.0.0.${attempt}` });
    const forged = await signIn(app, TEST_PASSWORD, { 'x-forwarded-for': '10.9.9.9' });
    expect(forged.status).toBe(429);
  });
});
