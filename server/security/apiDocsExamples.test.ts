// docs/api.md's "first query" for integrators, run as written with an API token
// against a strict production server: the documentation stays true.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createRequestContext } from '../context.ts';
import { createApiToken } from '../services/integration/apiTokens.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ production: true, freeGraphqlDocuments: false });
});

afterAll(async () => {
  await app?.stop();
});

function firstQueryOfTheDocs(): string {
  const docs = readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
  const integrators = docs.slice(docs.indexOf('## Integrators'));
  const block = /```graphql\n([\s\S]*?)```/.exec(integrators);
  if (!block) throw new Error('docs/api.md has no graphql block under "Integrators"');
  return block[1];
}

it("docs/api.md's first query answers the token's account over HTTP", async () => {
  const session = await app.adminToken('demo-owner', 'account');
  const ctx = await createRequestContext(app.app.database.prisma, loadConfig({}), { authorization: `Bearer ${session}` });
  const { secret } = await createApiToken(ctx, { name: 'Quickstart', scope: 'READ_ONLY', expiresInDays: 1 });

  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: firstQueryOfTheDocs() }),
  });
  const body = await response.json();
  expect(response.status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data.viewer).toMatchObject({ role: 'ACCOUNT_OWNER', username: 'demo-owner' });
  expect(body.data.viewer.account.programs.totalCount).toBeGreaterThan(0);
});
