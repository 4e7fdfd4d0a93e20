// Membership enumeration: learner sign-in, user/checkIfUserExists and the
// GraphQL learnerExists are limited per address (every lookup, and unknown
// e-mails per day); other unauthenticated paths per address, generously;
// signed-in traffic never. Plus the GraphQL answers: tooManyRequests, 429, Retry-After.
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_EMAIL, DEMO_USERNAMES } from '../../prisma/seed.ts';
import { GENEROUS_RATE_LIMITS, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/testApp.ts';
import type { RateLimitConfig } from './rateLimits.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.stop()));
});

async function appWith(limits: Partial<RateLimitConfig>) {
  const app = await startTestApp({ rateLimits: { ...GENEROUS_RATE_LIMITS, keyPrefix: `lookup-${Date.now()}-${Math.random()}`, ...limits } });
  apps.push(app);
  return app;
}

const unknown = (n: number) => `nobody-${n}@example.com`;
const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

describe('learner lookups per address', { timeout: 120_000 }, () => {
  it('unknown e-mails (checkIfUserExists false, login userNotFound) count per address: then even a known e-mail answers 429', async () => {
    const app = await appWith({ addressFailuresPerDay: 3 });
    expect(await app.rest('user/checkIfUserExists', { email: unknown(1) })).toEqual({ status: 200, body: { data: false } });
    expect((await app.rest('user/login', { email: unknown(2) })).status).toBe(404);
    expect(await app.rest('user/checkIfUserExists', { email: DEMO_LEARNER_EMAIL })).toEqual({ status: 200, body: { data: true } });
    expect(await app.rest('user/checkIfUserExists', { email: unknown(3) })).toEqual({ status: 200, body: { data: false } });

    // the answer no longer tells members from strangers
    for (const email of [DEMO_LEARNER_EMAIL, unknown(4)]) {
      const exists = await app.post('/user/checkIfUserExists', { email });
      expect(exists.status).toBe(429);
      expect(exists.body).toEqual({ data: { error: 'tooManyRequests' } });
      expect(retryAfter(exists)).toBeGreaterThan(0);
      expect((await app.post('/user/login', { email })).status).toBe(429);
    }
    const graphql = await app.post('/graphql', { query: 'query ($email: String!) { learnerExists(email: $email) }', variables: { email: DEMO_LEARNER_EMAIL } });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'tooManyRequests' });
    expect(retryAfter(graphql)).toBeGreaterThan(0);
  });

  it('every lookup counts per minute, known e-mails too: login of one real learner 4 times, the 4th is 429', async () => {
    const app = await appWith({ lookupsPerMinute: 3 });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await app.rest('user/login', { email: DEMO_LEARNER_EMAIL })).status).toBe(200);
    const refused = await app.post('/user/login', { email: DEMO_LEARNER_EMAIL });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
  });

  it('registration of a taken e-mail counts as a failure', async () => {
    const app = await appWith({ addressFailuresPerDay: 1 });
    const taken = await app.rest('user/setUserInfo', { email: DEMO_LEARNER_EMAIL, name: 'X', privacyPolicyAccepted: true, termsAccepted: true });
    expect(taken).toEqual({ status: 409, body: { data: { error: 'userAlreadyRegistered', field: 'email' } } });
    expect((await app.rest('user/checkIfUserExists', { email: DEMO_LEARNER_EMAIL })).status).toBe(429);
  });
});

describe('other unauthenticated paths per address; signed-in traffic never', { timeout: 120_000 }, () => {
  it('anonymous public REST, GraphQL and /upload share the per-address budget; a signed-in learner and admin are not limited', async () => {
    const app = await appWith({ publicPerMinute: 3 });
    // tokens first: sign-in is itself an unauthenticated request
    const learner = (await app.rest('user/login', { email: DEMO_LEARNER_EMAIL })).body.data.token as string;
    const owner = await app.adminToken(DEMO_USERNAMES.owner, 'account');
    // one left
    expect((await app.rest('user/getOrgDataByAlias', { alias: 'dev' })).status).toBe(200);

    const rest = await app.post('/user/getOrgDataByHostname', { hostname: 'dev.example.com' });
    expect(rest.status).toBe(429);
    expect(rest.body).toEqual({ data: { error: 'tooManyRequests' } });
    expect(retryAfter(rest)).toBeGreaterThan(0);
    const graphql = await app.post('/graphql', { query: '{ __typename }' });
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'tooManyRequests' });
    expect(retryAfter(graphql)).toBeGreaterThan(0);
    const upload = await app.post('/upload', { fileName: 'a.png' });
    expect(upload.status).toBe(429);
    expect(retryAfter(upload)).toBeGreaterThan(0);

    // a class behind one address keeps working once signed in
    for (let request = 0; request < 10; request += 1) {
      expect((await app.rest('user/getUserData', { email: DEMO_LEARNER_EMAIL }, learner)).status).toBe(200);
      expect((await app.gql('{ viewer { role } }', {}, learner)).status).toBe(200);
      expect((await app.rest('admin/getAccountData', {}, owner)).status).toBe(200);
    }
  });
});

describe('GraphQL sign-in mutations', { timeout: 120_000 }, () => {
  const adminSignIn = `mutation ($input: AdminSignInInput!) {
    adminSignIn(input: $input) { __typename ... on AppError { code } ... on MutationAdminSignInSuccess { data { token } } }
  }`;

  it('adminSignIn answers tooManyRequests as its AppError member, with HTTP 429 and Retry-After; REST failures count too', async () => {
    const app = await appWith({ signInFailures: 3 });
    const wrong = { username: DEMO_USERNAMES.owner, password: 'wrong', level: 'account' };
    // the same rule whatever the transport: two failures over REST, one over GraphQL
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await app.rest('admin/accountLogin', wrong)).status).toBe(401);
    const third = await app.post('/graphql', { query: adminSignIn, variables: { input: wrong } });
    expect(third.status).toBe(200);
    expect(third.body.data.adminSignIn).toEqual({ __typename: 'AppError', code: 'invalidCredentials' });

    const refused = await app.post('/graphql', { query: adminSignIn, variables: { input: { ...wrong, password: TEST_PASSWORD } } });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(refused.body).toEqual({ data: { adminSignIn: { __typename: 'AppError', code: 'tooManyRequests' } } });
  });

  it('learnerSignIn answers tooManyRequests with 429 once the address used its lookups', async () => {
    const app = await appWith({ lookupsPerMinute: 1 });
    const learnerSignIn = `mutation ($email: String!) { learnerSignIn(input: { email: $email }) { __typename ... on AppError { code } } }`;
    expect((await app.post('/graphql', { query: learnerSignIn, variables: { email: DEMO_LEARNER_EMAIL } })).status).toBe(200);
    const refused = await app.post('/graphql', { query: learnerSignIn, variables: { email: DEMO_LEARNER_EMAIL } });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(refused.body.data.learnerSignIn).toEqual({ __typename: 'AppError', code: 'tooManyRequests' });
  });
});

describe("the spec's e-mail bodies on learner paths", { timeout: 120_000 }, () => {
  it('unknown e-mails count as failures of the address, so the paths cannot enumerate learners; known ones are not counted per minute', async () => {
    const app = await appWith({ addressFailuresPerDay: 2, lookupsPerMinute: 1 });
    // a learner named by e-mail on every call is not a lookup: more calls than lookupsPerMinute pass
    for (let call = 0; call < 3; call += 1) expect((await app.rest('user/getUserData', { email: DEMO_LEARNER_EMAIL })).status).toBe(200);
    expect((await app.rest('user/getUserData', { email: unknown(1) })).status).toBe(404);
    expect((await app.rest('user/getUserData', { email: unknown(2) })).status).toBe(404);
    // the address is now refused, members and strangers alike
    for (const email of [DEMO_LEARNER_EMAIL, unknown(3)]) {
      const refused = await app.post('/user/getUserData', { email });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ data: { error: 'tooManyRequests' } });
      expect(retryAfter(refused)).toBeGreaterThan(0);
    }
  });
});
