// GraphQL over WebSocket (graphql-ws) shares the HTTP path's context: the
// connection's authorization parameter decides the viewer. Only /graphql upgrades.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let wsBase = '';
const tokens = { anonymous: '', 'invalid token': 'not-a-token-anyone-was-given', learner: '', owner: '', holder: '', platform: '' };

beforeAll(async () => {
  app = await startTestApp();
  wsBase = app.url.replace(/^http/, 'ws');
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
});

afterAll(async () => {
  await app?.stop();
});

/** Runs one operation over a fresh graphql-ws connection and answers its single result. */
async function overWebSocket(query: string, connectionParams?: Record<string, unknown>) {
  const client = createClient({ url: `${wsBase}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true });
  try {
    return await new Promise<unknown>((resolve, reject) => {
      let result: unknown;
      client.subscribe({ query }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
    });
  } finally {
    await client.dispose();
  }
}

describe('viewer over WebSocket answers the role of the connection token', () => {
  it.each([
    ['anonymous', null],
    ['invalid token', null],
    ['learner', 'LEARNER'],
    ['owner', 'ACCOUNT_OWNER'],
    ['holder', 'ORG_HOLDER'],
    ['platform', 'PLATFORM_ADMIN'],
  ] as const)('%s: role %s', async (caller, role) => {
    const token = tokens[caller];
    const result = await overWebSocket('{ viewer { role } }', token ? { authorization: `Bearer ${token}` } : undefined);
    expect(result).toEqual({ data: { viewer: { role } } });
  });

  it('the same query over HTTP answers the same', async () => {
    const http = await app.gql('{ viewer { role username } }', {}, tokens.owner);
    const ws = await overWebSocket('{ viewer { role username } }', { authorization: `Bearer ${tokens.owner}` });
    expect(ws).toEqual(http.body);
  });

  it('the orgAlias connection parameter names the organisation, as x-org-alias does over HTTP', async () => {
    await app.app.database.prisma.organization.upsert({ where: { alias: 'acme' }, update: {}, create: { alias: 'acme', name: 'Acme' } });
    expect(await overWebSocket('{ organization { alias } }', { orgAlias: 'acme' })).toEqual({ data: { organization: { alias: 'acme' } } });
    expect(await overWebSocket('{ organization { alias } }')).toEqual({ data: { organization: { alias: 'dev' } } });
  });

  it('an operation that does not validate is refused with its validation error', async () => {
    await expect(overWebSocket('{ viewer { noSuchField } }')).rejects.toEqual([
      expect.objectContaining({ message: expect.stringContaining('noSuchField') }),
    ]);
  });
});

describe('only /graphql accepts a WebSocket', () => {
  it.each(['/other', '/graphql/more', '/', '/user/getUserData'])('a connection to %s is refused', async (path) => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${wsBase}${path}`, 'graphql-transport-ws');
      socket.on('open', () => {
        socket.close();
        resolve('opened');
      });
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('a connection to /graphql opens (the refusal above is about the path)', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = new WebSocket(`${wsBase}/graphql`, 'graphql-transport-ws');
      socket.on('open', () => {
        socket.close();
        resolve('opened');
      });
      socket.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('opened');
  });
});
