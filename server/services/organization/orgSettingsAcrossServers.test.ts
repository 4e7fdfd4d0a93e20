// A holder's change through admin/setOrgProperty shows on the very next request,
// not when the organisation cache expires: on the same server, and (with
// TEST_DATABASE_URL and TEST_REDIS_URL, CI's server run) on another server of
// the same database and Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAcrossServers } from '../../testing/acrossServers.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

const holderTokens = new Map<TestApp, string>();
const seenBy = async (app: TestApp) => {
  if (!holderTokens.has(app)) holderTokens.set(app, await app.adminToken('demo-org', 'org'));
  return (await app.rest('admin/getOrgData', {}, holderTokens.get(app))).body.data;
};
const setThrough = async (app: TestApp, property: string, value: unknown) => {
  if (!holderTokens.has(app)) holderTokens.set(app, await app.adminToken('demo-org', 'org'));
  const { body } = await app.rest('admin/setOrgProperty', { property, value }, holderTokens.get(app));
  expect(body.data).toBe(true);
};

describe('a setting on one server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({});
  }, 60_000);
  afterAll(() => app?.stop());

  it('is read back at once although the organisation was just cached', async () => {
    expect((await seenBy(app)).supportLink).toBe('https://t.me/demo_support');
    await setThrough(app, 'supportLink', 'https://help.example/one');
    expect((await seenBy(app)).supportLink).toBe('https://help.example/one');
    await setThrough(app, 'isLive', true);
    expect((await seenBy(app)).isLive).toBe(true);
  });
});

describeAcrossServers('a setting across servers through Redis', (servers) => {
  it("shows the writer's setOrgProperty on the reader's next requests, before the reader's cache expires", async () => {
    // the reader caches the organisation
    expect((await seenBy(servers.reader)).primaryColor).toBe('#1976D2');
    await setThrough(servers.writer, 'primaryColor', 'rgba(255, 87, 34, 1)');
    // the announcement travels through Redis: a few milliseconds, far less than the cache's lifetime
    const until = Date.now() + 500;
    let seen = (await seenBy(servers.reader)).primaryColor;
    while (seen !== 'rgba(255, 87, 34, 1)' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await seenBy(servers.reader)).primaryColor;
    }
    expect(seen).toBe('rgba(255, 87, 34, 1)');
  });
});
