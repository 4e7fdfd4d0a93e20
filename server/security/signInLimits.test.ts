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

// Issue 30: anyone who knows an administrator's username could lock them out
// with failures from many addresses. A browser the administrator signed in
// from before (its device cookie, deviceCookies.ts) still signs in with the
// right password; every other address stays blocked.
describe('admin sign-in: a known device is not locked out by failures from other addresses', { timeout: 120_000 }, () => {
  /** the cookie a sign-in set, as a browser sends it back (name=value) */
  const cookieOf = (answer: { headers: Headers }) => {
    const set = answer.headers.get('set-cookie');
    if (!set) throw new Error('no device cookie was set');
    return set.split(';')[0];
  };
  const from = (address: string, cookie?: string) => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
  /** 25 wrong passwords of the owner, each from another address: past the identity's 20 */
  async function attack(app: TestApp) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) statuses.push((await signIn(app, `guess-${attempt}`, from(`10.9.${attempt}.1`))).status);
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
  }
  const attacked = () => appWith({ signInFailures: 5, signInIdentityFailures: 20 }, 1);

  it('the attack blocks an unknown address, while the owner signs in with the right password from a browser known before', async () => {
    const app = await attacked();
    const before = await signIn(app, TEST_PASSWORD, from('10.1.0.1'));
    expect(before.status).toBe(200);
    const set = before.headers.get('set-cookie')!;
    expect(set).toMatch(/^qzd_[A-Za-z0-9_-]{16}=[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+; Path=\/admin\/accountLogin; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    const device = cookieOf(before);

    await attack(app);
    // the real owner on a new browser, and anyone else, waits for the identity's block
    const unknown = await signIn(app, TEST_PASSWORD, from('10.2.0.1'));
    expect(unknown.status).toBe(429);
    expect(retryAfter(unknown)).toBeGreaterThan(0);
    // the known browser, from its address and from another network
    const known = await signIn(app, TEST_PASSWORD, from('10.1.0.1', device));
    expect(known.status).toBe(200);
    expect(known.body.data.token).toEqual(expect.any(String));
    expect(cookieOf(known).split('=')[0]).toBe(device.split('=')[0]);
    expect((await signIn(app, TEST_PASSWORD, from('10.3.0.1', device))).status).toBe(200);
    // the owner's success does not lift the block for the others
    expect((await signIn(app, TEST_PASSWORD, from('10.2.0.2'))).status).toBe(429);
  });

  it('a wrong password from the known device still counts: 5 of them, from any addresses, block the device too', async () => {
    const app = await attacked();
    const device = cookieOf(await signIn(app, TEST_PASSWORD, from('10.1.0.1')));
    await attack(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(app, `wrong-${attempt}`, from(`10.4.${attempt}.1`, device))).status).toBe(401);
    }
    const blocked = await signIn(app, TEST_PASSWORD, from('10.1.0.1', device));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ data: { error: 'tooManyRequests' } });
  });

  it("the known device still waits for its own address's block", async () => {
    const app = await attacked();
    const device = cookieOf(await signIn(app, TEST_PASSWORD, from('10.1.0.1')));
    // someone else behind the owner's address guesses 5 times
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(app, 'wrong', from('10.1.0.1'))).status).toBe(401);
    expect((await signIn(app, TEST_PASSWORD, from('10.1.0.1', device))).status).toBe(429);
    expect((await signIn(app, TEST_PASSWORD, from('10.5.0.1', device))).status).toBe(200);
  });

  it("a forged cookie, another identity's, or an expired one does not pass the block", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await attacked();
    const device = cookieOf(await signIn(app, TEST_PASSWORD, from('10.1.0.1')));
    const holderAnswer = await app.post('/admin/accountLogin', { username: DEMO_USERNAMES.holder, password: TEST_PASSWORD, level: 'org' }, from('10.1.0.1'));
    const holderDevice = cookieOf(holderAnswer);
    await attack(app);
    const [name, value] = device.split('=');
    const [id, expires, signature] = value.split('.');
    const forgeries = [
      `${name}=${id}.${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${name}=${id}.${Number(expires) + 86_400}.${signature}`,
      `${name}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${expires}.${signature}`,
      `${name}=${holderDevice.split('=')[1]}`,
      holderDevice,
      `${name}=`,
      `${name}=${value}.extra`,
    ];
    for (const cookie of forgeries) expect({ cookie, status: (await signIn(app, TEST_PASSWORD, from('10.1.0.1', cookie))).status }).toEqual({ cookie, status: 429 });
    // the genuine one passes (the block is the attack's), until it expires after 30 days
    expect((await signIn(app, TEST_PASSWORD, from('10.1.0.1', device))).status).toBe(200);
    // 31 days on (the attack's counts are gone too), the same cookie is no longer known
    advanceSeconds(31 * 24 * 60 * 60);
    await attack(app);
    expect((await signIn(app, TEST_PASSWORD, from('10.1.0.1', device))).status).toBe(429);
  });

  it('over GraphQL: adminSignIn sets the cookie for /graphql, and the known browser signs in past the block there', async () => {
    const app = await attacked();
    const mutation = `mutation ($input: AdminSignInInput!) { adminSignIn(input: $input) { __typename ... on AppError { code } } }`;
    const input = { username: owner, password: TEST_PASSWORD, level: 'account' };
    const first = await app.post('/graphql', { query: mutation, variables: { input } }, from('10.1.0.1'));
    expect(first.body.data.adminSignIn.__typename).toBe('MutationAdminSignInSuccess');
    expect(first.headers.get('set-cookie')).toMatch(/; Path=\/graphql; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    const device = cookieOf(first);
    await attack(app);
    const unknown = await app.post('/graphql', { query: mutation, variables: { input } }, from('10.2.0.1'));
    expect(unknown.status).toBe(429);
    expect(unknown.body.data.adminSignIn.code).toBe('tooManyRequests');
    const known = await app.post('/graphql', { query: mutation, variables: { input } }, from('10.1.0.1', device));
    expect(known.status).toBe(200);
    expect(known.body.data.adminSignIn.__typename).toBe('MutationAdminSignInSuccess');
  });

  it('the cookie is Secure when PUBLIC_URL is https', async () => {
    const app = await startTestApp({ publicUrl: 'https://quiz.example.org', rateLimits: { ...GENEROUS_RATE_LIMITS, keyPrefix: `secure-${Date.now()}` } });
    apps.push(app);
    const answer = await signIn(app, TEST_PASSWORD);
    expect(answer.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
