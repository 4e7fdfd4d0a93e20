// An organisation's change shows on the next request of every server process:
// the writer announces it, each process forgets its cached organisations. Within
// one process through the in-memory pub/sub; with TEST_DATABASE_URL and
// TEST_REDIS_URL (CI's server run) across two servers on one database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_CACHE_MS } from '../db/organizationCache.ts';
import { describeAcrossServers } from '../testing/acrossServers.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { announceOrganizationChange } from './organizationChanges.ts';

// admin/getOrgData answers the organisation the request resolved: the cached row.
const holderTokens = new Map<TestApp, string>();
const colorSeenBy = async (app: TestApp) => {
  if (!holderTokens.has(app)) holderTokens.set(app, await app.adminToken('demo-org', 'org'));
  return (await app.rest('admin/getOrgData', {}, holderTokens.get(app), { 'x-org-alias': 'dev' })).body.data.primaryColor;
};
const setColor = (app: TestApp, primaryColor: string) => app.app.database.prisma.organization.update({ where: { alias: 'dev' }, data: { primaryColor } });
const announce = async (app: TestApp) => {
  const { id } = await app.app.database.prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  announceOrganizationChange({ prisma: app.app.database.prisma, pubsub: app.app.pubsub.pubsub }, id);
};
/** reads until the color shows, well within the cache's lifetime, or gives up */
const colorWithin = async (app: TestApp, expected: string, ms: number) => {
  const until = Date.now() + ms;
  let seen = await colorSeenBy(app);
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await colorSeenBy(app);
  }
  return seen;
};

describe('organisation changes within one server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({});
  }, 60_000);
  afterAll(() => app?.stop());

  it('serves the cached row until a change is announced, then the new one at once', async () => {
    await setColor(app, '#111111ff');
    await announce(app);
    expect(await colorSeenBy(app)).toBe('#111111ff');
    await setColor(app, '#222222ff');
    // not announced: the cached row is still served
    expect(await colorSeenBy(app)).toBe('#111111ff');
    await announce(app);
    expect(await colorSeenBy(app)).toBe('#222222ff');
  });
});

describe('organisation changes while Redis cannot be reached', () => {
  let app: TestApp;
  const unhandled: unknown[] = [];
  const keep = (reason: unknown) => unhandled.push(reason);
  beforeAll(async () => {
    process.on('unhandledRejection', keep);
    app = await startTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    process.off('unhandledRejection', keep);
  });

  it('still forgets at once in this process, and the lost publish and subscribe reject nothing unhandled', async () => {
    await setColor(app, '#555555ff');
    await announce(app);
    expect(await colorSeenBy(app)).toBe('#555555ff');
    // the client gives up on its commands after its retries
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(unhandled).toEqual([]);
  });
});

describeAcrossServers('organisation changes across servers through Redis', (servers) => {
  it("shows the other server's change on this server's next request, before its cache expires", async () => {
    await setColor(servers.writer, '#333333ff');
    await announce(servers.writer);
    expect(await colorWithin(servers.reader, '#333333ff', ORGANIZATION_CACHE_MS * 3)).toBe('#333333ff');
    await setColor(servers.writer, '#444444ff');
    await announce(servers.writer);
    // the reader had just cached the old row: only the announcement makes it forget it this soon
    expect(await colorWithin(servers.reader, '#444444ff', ORGANIZATION_CACHE_MS / 4)).toBe('#444444ff');
  });
});
