// @vitest-environment jsdom
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, postOperation } from './fetchGraphQL.ts';
import { ADMIN_CREDENTIAL } from './requestHeaders.ts';

// as relay-compiler writes a persisted operation: an id and no text
const request: RequestParameters = {
  id: '4f1c0a2e9b7d',
  name: 'ViewerRoleQuery',
  operationKind: 'query',
  text: null,
  metadata: {},
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function headersSent(cacheConfig = {}, sent: RequestParameters = request): Promise<Record<string, string>> {
  const fetchMock = vi.fn(async () => Response.json({ data: { viewer: { role: null } } }));
  vi.stubGlobal('fetch', fetchMock);
  await fetchGraphQL(sent, {}, cacheConfig, null);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/graphql');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    operationName: sent.name,
    variables: {},
    extensions: { persistedQuery: { version: 1, sha256Hash: sent.id } },
  });
  return init.headers as Record<string, string>;
}

describe('GraphQL requests', () => {
  it('carry no credentials for a first visit', async () => {
    const headers = await headersSent();
    expect(headers.Authorization).toBeUndefined();
    expect(headers['x-org-alias']).toBeUndefined();
  });

  it("carry the learner's token and the stored organisation", async () => {
    Object.assign(window.localStorage, { learnerToken: 'learner', adminToken: 'admin', org: 'acme' });
    expect(await headersSent()).toMatchObject({ Authorization: 'Bearer learner', 'x-org-alias': 'acme' });
  });

  it("carry the admin's token for operations of the admin screens", async () => {
    Object.assign(window.localStorage, { learnerToken: 'learner', adminToken: 'admin' });
    expect(await headersSent(ADMIN_CREDENTIAL)).toMatchObject({ Authorization: 'Bearer admin' });
  });

  it("carry the admin's token for the pages an admin screen loads with Relay's loadNext and refetch", async () => {
    Object.assign(window.localStorage, { learnerToken: 'learner', adminToken: 'admin' });
    // Relay passes its own cacheConfig ({ force: true }) for these
    const pagination = { ...request, name: 'SubmissionsTablePaginationAdminRefetchQuery' };
    expect(await headersSent({ force: true }, pagination)).toMatchObject({ Authorization: 'Bearer admin' });
    expect(await headersSent({ force: true })).toMatchObject({ Authorization: 'Bearer learner' });
  });
});

describe('an operation whose answer never comes', () => {
  // a server that never answers: the request ends only when its signal aborts it
  const silentServer = (_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

  it('fails once its time is up instead of waiting for ever', async () => {
    vi.stubGlobal('fetch', silentServer);
    const started = Date.now();
    const failure = await postOperation(request, {}, 'learner', 200).catch((error: unknown) => error);
    expect((failure as DOMException).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  });

  it("is given a time limit (GRAPHQL_TIMEOUT_MS) by Relay's transport", async () => {
    const fetchMock = vi.fn(silentServer);
    vi.stubGlobal('fetch', fetchMock);
    void Promise.resolve(fetchGraphQL(request, {}, {}, null)).catch(() => {});
    const { signal } = fetchMock.mock.calls[0][1];
    expect(signal?.aborted).toBe(false);
  });
});
