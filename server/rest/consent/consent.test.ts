// Consent over REST (user/updateUserConsent) and GraphQL (updateCookieConsent,
// acceptPolicy), for every caller: a history of rows at the server's time,
// bad shapes refused with a code and nothing saved, the dates the settings
// page reads are the ones recorded. docs/decisions/consent.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

const acme = { 'x-org-alias': 'acme' };
const choice = (functional: boolean, analytics: boolean, extra: Record<string, unknown> = {}) => ({
  timestamp: '2001-01-01T00:00:00.000Z',
  preferences: { essential: true, functional, analytics },
  version: '1.0',
  ...extra,
});
const UPDATE = `mutation ($input: UpdateCookieConsentInput!) { updateCookieConsent(input: $input) {
  __typename ... on MutationUpdateCookieConsentSuccess { data { functional analytics version recordedAt } } ... on AppError { code field } } }`;
const ACCEPT = `mutation ($policy: Policy!) { acceptPolicy(policy: $policy) {
  __typename ... on MutationAcceptPolicySuccess { data { privacyPolicyAccepted privacyPolicyAcceptedAt termsAccepted termsAcceptedAt } } ... on AppError { code field } } }`;
const SETTINGS = '{ viewer { learner { privacyPolicyAcceptedAt termsAcceptedAt cookieConsent { functional analytics recordedAt } } } }';

describe('consent records', () => {
  let app: TestApp;
  let fx: NodeFixture;
  const prisma = () => app.app.database.prisma;
  const tokenOf = (caller: Caller) => fx.tokens[caller];
  const rows = () => prisma().consentRecord.findMany({ where: { learnerId: fx.rows.learnerId }, orderBy: { createdAt: 'asc' } });
  const allRows = () => prisma().consentRecord.count();
  const victim = () => prisma().learner.findUniqueOrThrow({ where: { id: fx.rows.learnerId } });

  beforeAll(async () => {
    app = await startTestApp();
    fx = await seedNodeFixture(app);
  }, 60_000);
  afterAll(() => app?.stop());

  describe('user/updateUserConsent with consentData', () => {
    it("records each choice as a new 'cookies' row at the server's time, never overwriting the last", async () => {
      const before = (await rows()).length;
      const started = Date.now();
      const first = await app.rest('user/updateUserConsent', { email: 'victim@acme.example', org: 'acme', consentData: choice(true, false) }, tokenOf('acmeLearner'), acme);
      expect(first).toEqual({ status: 200, body: { data: { success: true } } });
      const second = await app.rest('user/updateUserConsent', { consentData: choice(false, false) }, tokenOf('acmeLearner'), acme);
      expect(second.status).toBe(200);
      const after = await rows();
      expect(after).toHaveLength(before + 2);
      const [a, b] = after.slice(-2);
      expect(a).toMatchObject({ kind: 'cookies', version: '1.0', preferences: { essential: true, functional: true, analytics: false } });
      expect(b).toMatchObject({ kind: 'cookies', version: '1.0', preferences: { essential: true, functional: false, analytics: false } });
      // the client's timestamp (2001) is not the one recorded
      for (const row of [a, b]) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
      const settings = await app.gql(SETTINGS, {}, tokenOf('acmeLearner'), acme);
      expect(settings.body.data.viewer.learner.cookieConsent).toMatchObject({ functional: false, analytics: false });
    });

    it.each<[unknown, string]>([
      [undefined, 'consentData'],
      ['yes', 'consentData'],
      [[choice(true, true)], 'consentData'],
      [choice(true, true, { version: '2.0' }), 'version'],
      [choice(true, true, { version: 1 }), 'version'],
      [{ ...choice(true, true), version: undefined }, 'version'],
      [choice(true, true, { timestamp: 'yesterday' }), 'timestamp'],
      [choice(true, true, { preferences: null }), 'preferences'],
      [choice(true, true, { preferences: { essential: false, functional: true, analytics: true } }), 'essential'],
      [choice(true, true, { preferences: { essential: true, functional: 'true', analytics: true } }), 'functional'],
      [choice(true, true, { preferences: { essential: true, functional: true } }), 'analytics'],
      [choice(true, true, { preferences: { essential: true, functional: true, analytics: false, marketing: true } }), 'marketing'],
    ])('refuses consentData %j with invalidConsent (field %s), saving nothing', async (consentData, field) => {
      const before = await allRows();
      const body = consentData === undefined ? { consentData: null } : { consentData };
      const answer = await app.rest('user/updateUserConsent', body, tokenOf('acmeLearner'), acme);
      expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidConsent', field } } });
      expect(await allRows()).toBe(before);
    });
  });

  describe('user/updateUserConsent with policy acceptances', () => {
    it("records the acceptance at the server's time, not the client's date, and the settings page reads those dates", async () => {
      const started = Date.now();
      const answer = await app.rest(
        'user/updateUserConsent',
        { email: 'victim@acme.example', org: 'acme', termsAccepted: true, termsAcceptedDate: '2001-01-01T00:00:00.000Z', privacyPolicyAccepted: true, privacyPolicyAcceptedDate: '2001-01-01' },
        tokenOf('acmeLearner'),
        acme,
      );
      expect(answer).toEqual({ status: 200, body: { data: { success: true } } });
      const learner = await victim();
      expect(learner.termsAccepted && learner.privacyPolicyAccepted).toBe(true);
      expect(learner.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(learner.privacyPolicyAcceptedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
      const last = (await rows()).at(-1)!;
      expect(last).toMatchObject({ kind: 'policies', preferences: { termsAccepted: true, privacyPolicyAccepted: true } });
      const settings = await app.gql(SETTINGS, {}, tokenOf('acmeLearner'), acme);
      expect(settings.body.data.viewer.learner).toMatchObject({
        termsAcceptedAt: learner.termsAcceptedAt!.toISOString(),
        privacyPolicyAcceptedAt: learner.privacyPolicyAcceptedAt!.toISOString(),
      });
    });

    it.each<[Record<string, unknown>, string]>([
      [{}, 'consentData'],
      [{ termsAccepted: false }, 'termsAccepted'],
      [{ termsAccepted: 'true' }, 'termsAccepted'],
      [{ privacyPolicyAccepted: 1 }, 'privacyPolicyAccepted'],
      [{ termsAccepted: true, termsAcceptedDate: 'not a date' }, 'termsAcceptedDate'],
      [{ privacyPolicyAccepted: true, privacyPolicyAcceptedDate: 20240101 }, 'privacyPolicyAcceptedDate'],
    ])('refuses %j with invalidConsent, changing nothing', async (body, field) => {
      const [before, learner] = [await allRows(), await victim()];
      expect(await app.rest('user/updateUserConsent', body, tokenOf('acmeLearner'), acme)).toEqual({ status: 400, body: { data: { error: 'invalidConsent', field } } });
      expect(await allRows()).toBe(before);
      expect(await victim()).toEqual(learner);
    });
  });

  describe('who may call', () => {
    const admins: Caller[] = ['devOwner', 'devHolder', 'acmeOwner', 'acmeNeighbourOwner', 'acmeHolder', 'platform'];

    it.each(admins)('refuses %s (an administrator is not a learner) on REST and GraphQL, saving nothing', async (caller) => {
      const before = await allRows();
      expect((await app.rest('user/updateUserConsent', { consentData: choice(true, true) }, tokenOf(caller), acme)).body).toEqual({ data: { error: 'forbidden' } });
      const graph = await app.gql(UPDATE, { input: { functional: true, analytics: true, version: '1.0' } }, tokenOf(caller), acme);
      expect(graph.body.errors?.[0]?.message ?? graph.body.data?.updateCookieConsent?.code).toBeTruthy();
      expect(graph.body.data?.updateCookieConsent?.__typename).not.toBe('MutationUpdateCookieConsentSuccess');
      const accept = await app.gql(ACCEPT, { policy: 'TERMS' }, tokenOf(caller), acme);
      expect(accept.body.data?.acceptPolicy?.__typename).not.toBe('MutationAcceptPolicySuccess');
      expect(await allRows()).toBe(before);
    });

    it('refuses an anonymous caller without an e-mail (unauthenticated), saving nothing', async () => {
      const before = await allRows();
      expect(await app.rest('user/updateUserConsent', { consentData: choice(true, true) }, undefined, acme)).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
      const graph = await app.gql(UPDATE, { input: { functional: true, analytics: true, version: '1.0' } }, undefined, acme);
      expect(graph.body.data?.updateCookieConsent?.__typename).not.toBe('MutationUpdateCookieConsentSuccess');
      expect(await allRows()).toBe(before);
    });

    it("refuses a learner naming another learner's e-mail (forbidden), of this organisation or another", async () => {
      const before = await allRows();
      const neighbour = await app.rest('user/updateUserConsent', { email: 'victim@acme.example', consentData: choice(true, true) }, tokenOf('acmeNeighbour'), acme);
      expect(neighbour.body).toEqual({ data: { error: 'forbidden', field: 'email' } });
      const outsider = await app.rest('user/updateUserConsent', { email: 'victim@acme.example', consentData: choice(true, true) }, tokenOf('devLearner'), acme);
      expect(outsider.status).toBeGreaterThanOrEqual(400);
      expect(await allRows()).toBe(before);
    });

    it("records a learner's choice on their own record only: another organisation's learner writes to theirs", async () => {
      const victimRows = (await rows()).length;
      const answer = await app.rest('user/updateUserConsent', { consentData: choice(true, true) }, tokenOf('devLearner'));
      expect(answer.status).toBe(200);
      expect(await rows()).toHaveLength(victimRows);
      const dev = await prisma().learner.findFirstOrThrow({ where: { email: 'learner@example.com', organization: { alias: 'dev' } } });
      expect(await prisma().consentRecord.findFirst({ where: { learnerId: dev.id, kind: 'cookies' }, orderBy: { createdAt: 'desc' } })).toMatchObject({
        preferences: { functional: true, analytics: true },
      });
    });

    it("reads the newest cookie choice only for the learner, their organisation's holder and a platform admin", async () => {
      const q = (id: string) => `{ node(id: "${id}") { ... on Learner { cookieConsent { functional } } } }`;
      const id = fx.recipes.Learner.id;
      for (const caller of ['acmeLearner', 'acmeHolder', 'platform'] as Caller[]) {
        expect((await app.gql(q(id), {}, tokenOf(caller), acme)).body.data.node).not.toBeNull();
      }
      for (const caller of ['acmeNeighbour', 'devLearner', 'devHolder', 'acmeOwner'] as Caller[]) {
        expect((await app.gql(q(id), {}, tokenOf(caller), acme)).body.data?.node ?? null).toBeNull();
      }
    });
  });

  describe('GraphQL', () => {
    it("updateCookieConsent adds a row at the server's time; a bad version is refused and saves nothing", async () => {
      const before = (await rows()).length;
      const ok = await app.gql(UPDATE, { input: { functional: false, analytics: true, version: '1.0' } }, tokenOf('acmeLearner'), acme);
      expect(ok.body.data.updateCookieConsent).toMatchObject({ __typename: 'MutationUpdateCookieConsentSuccess', data: { functional: false, analytics: true, version: '1.0' } });
      expect(await rows()).toHaveLength(before + 1);
      const bad = await app.gql(UPDATE, { input: { functional: false, analytics: true, version: '0.9' } }, tokenOf('acmeLearner'), acme);
      expect(bad.body.data.updateCookieConsent).toEqual({ __typename: 'AppError', code: 'invalidConsent', field: 'version' });
      expect(await rows()).toHaveLength(before + 1);
    });

    it('acceptPolicy sets only the named policy, at the server time, with a policies row', async () => {
      const learner = await victim();
      const answer = await app.gql(ACCEPT, { policy: 'PRIVACY_POLICY' }, tokenOf('acmeLearner'), acme);
      const data = answer.body.data.acceptPolicy.data;
      expect(new Date(data.privacyPolicyAcceptedAt).getTime()).toBeGreaterThan(learner.privacyPolicyAcceptedAt?.getTime() ?? 0);
      expect(data.termsAcceptedAt).toBe(learner.termsAcceptedAt?.toISOString() ?? null);
      expect((await rows()).at(-1)).toMatchObject({ kind: 'policies', preferences: { privacyPolicyAccepted: true } });
    });
  });
});
