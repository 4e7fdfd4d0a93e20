// Who may publish an account (publishAccount, issue 30): its owner and the
// holder of its organisation (and their read-write API tokens); every other
// caller is refused and nothing changes. Bad input answers a code, never 5xx.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, newApiToken } from '../../auth/tokens.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const db = () => app.app.database.prisma;
const acme = { 'x-org-alias': 'acme' };

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
});

afterAll(async () => {
  await app?.stop();
});

// the victim's account starts unpublished in every test
beforeEach(async () => {
  await db().account.update({ where: { id: fx.rows.accountId }, data: { publishedAt: null, archivedAt: null } });
});

const PUBLISH = 'mutation($input: PublishAccountInput!) { publishAccount(input: $input) { ... on AppError { code field } ... on MutationPublishAccountSuccess { data { id publishedAt } } } }';

/** The answer's data, or its error code (from the union or from the errors list), and the HTTP status. */
async function publish(accountId: unknown, token: string | undefined): Promise<{ status: number; answer: Json }> {
  const { status, body } = await app.gql(PUBLISH, { input: { accountId } }, token, acme);
  const answer = body.data?.publishAccount;
  if (answer?.data) return { status, answer: answer.data };
  if (answer?.code) return { status, answer: { code: answer.code } };
  return { status, answer: { code: body.errors?.[0]?.extensions?.code ?? JSON.stringify(body) } };
}

const published = async () => (await db().account.findUniqueOrThrow({ where: { id: fx.rows.accountId } })).publishedAt;
const victim = () => encodeGlobalID('Account', fx.rows.accountId);

async function apiToken(username: string, scope: 'READ_ONLY' | 'READ_WRITE'): Promise<string> {
  const identity = await db().adminIdentity.findUniqueOrThrow({ where: { username } });
  const token = newApiToken();
  await db().apiToken.create({
    data: {
      organizationId: identity.organizationId!,
      accountId: identity.accountId,
      createdById: identity.id,
      name: `${username} ${scope}`,
      tokenHash: hashToken(token),
      scope,
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  return token;
}

describe('publishAccount: who may', () => {
  it.each(['acmeOwner', 'acmeHolder'] as const)('%s publishes the account', async (caller) => {
    const { answer } = await publish(victim(), fx.tokens[caller]);
    expect(answer).toMatchObject({ id: victim(), publishedAt: expect.any(String) });
    expect(await published()).toBeInstanceOf(Date);
  });

  const refused: [Caller, string][] = [
    ['anonymous', 'unauthenticated'],
    ['acmeLearner', 'forbidden'],
    ['acmeNeighbour', 'forbidden'],
    // another owner of the same organisation: the account is not theirs, answered as missing
    ['acmeNeighbourOwner', 'notFound'],
    // the platform admin manages accounts with their own calls (decisions/platformAdmin.md)
    ['platform', 'forbidden'],
    ['devLearner', 'forbidden'],
    // another organisation's owner and holder: an account outside their organisation is missing to them
    ['devOwner', 'notFound'],
    ['devHolder', 'notFound'],
  ];
  it.each(refused)('%s is refused (%s) and nothing changes', async (caller, code) => {
    expect(callers[caller]).toBeTruthy();
    const { status, answer } = await publish(victim(), fx.tokens[caller]);
    expect(answer).toEqual({ code });
    expect(status).toBeLessThan(500);
    expect(await published()).toBeNull();
  });

  it("another organisation's holder publishing an account of its own organisation's id space: the victim's id is missing to them", async () => {
    // devHolder addressed to their own organisation (no acme header)
    const { body } = await app.gql(PUBLISH, { input: { accountId: victim() } }, fx.tokens.devHolder);
    expect(body.data.publishAccount).toEqual({ code: 'notFound', field: 'accountId' });
    expect(await published()).toBeNull();
  });

  it("the owner's and the holder's read-write API tokens publish; read-only ones are refused", async () => {
    const ownerReadOnly = await apiToken('acme-owner', 'READ_ONLY');
    const holderReadOnly = await apiToken('acme-holder', 'READ_ONLY');
    for (const token of [ownerReadOnly, holderReadOnly]) {
      const { status, answer } = await publish(victim(), token);
      expect(answer).toEqual({ code: 'forbidden' });
      expect(status).toBe(403);
      expect(await published()).toBeNull();
    }
    expect((await publish(victim(), await apiToken('acme-owner', 'READ_WRITE'))).answer).toMatchObject({ publishedAt: expect.any(String) });
    await db().account.update({ where: { id: fx.rows.accountId }, data: { publishedAt: null } });
    expect((await publish(victim(), await apiToken('acme-holder', 'READ_WRITE'))).answer).toMatchObject({ publishedAt: expect.any(String) });
  });
});

describe('publishAccount: bad input answers a code and changes nothing', () => {
  const bad: [string, unknown][] = [
    ['an empty id', ''],
    ['a malformed id', 'not-a-global-id'],
    ['another type\'s id', encodeGlobalID('Program', 'x')],
    ['a raw database id', 'c'.repeat(25)],
    ['an account that does not exist', encodeGlobalID('Account', 'missing')],
  ];
  it.each(bad)('%s is notFound', async (_what, accountId) => {
    const { status, answer } = await publish(accountId, fx.tokens.acmeHolder);
    expect(answer).toEqual({ code: 'notFound' });
    expect(status).toBeLessThan(500);
    expect(await published()).toBeNull();
  });

  it('a very long id is invalid_data_entry', async () => {
    const { status, answer } = await publish(encodeGlobalID('Account', 'x'.repeat(5000)), fx.tokens.acmeHolder);
    expect(answer).toEqual({ code: 'invalid_data_entry' });
    expect(status).toBeLessThan(500);
    expect(await published()).toBeNull();
  });

  it('a number or null for the id is refused by the schema (a coded error, not 5xx)', async () => {
    for (const accountId of [null, 12, { id: 'x' }]) {
      const { status, answer } = await publish(accountId, fx.tokens.acmeHolder);
      expect(status).toBeLessThan(500);
      expect(answer).not.toHaveProperty('publishedAt');
    }
    expect(await published()).toBeNull();
  });

  it('an archived account is missing', async () => {
    await db().account.update({ where: { id: fx.rows.accountId }, data: { archivedAt: new Date() } });
    expect((await publish(victim(), fx.tokens.acmeHolder)).answer).toEqual({ code: 'notFound' });
    expect(await published()).toBeNull();
  });
});
