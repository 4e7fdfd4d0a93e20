// The organisation of a request is read from a short-lived cache: a change
// shows after ORGANIZATION_CACHE_MS, or at once after forgetOrganizations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { cachedOrganizationByAlias, forgetOrganizations, ORGANIZATION_CACHE_MS } from './organizationCache.ts';

let app: TestApp;
const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.stop();
});

describe('cachedOrganizationByAlias', () => {
  it('keeps a row for ORGANIZATION_CACHE_MS, then reads it again', async () => {
    await db().organization.create({ data: { alias: 'cached', name: 'Before' } });
    const now = Date.now();
    expect((await cachedOrganizationByAlias(db(), 'cached', now))?.name).toBe('Before');
    await db().organization.update({ where: { alias: 'cached' }, data: { name: 'After' } });
    expect((await cachedOrganizationByAlias(db(), 'cached', now + ORGANIZATION_CACHE_MS - 1))?.name).toBe('Before');
    expect((await cachedOrganizationByAlias(db(), 'cached', now + ORGANIZATION_CACHE_MS))?.name).toBe('After');
  });

  it('forgets every row at once after forgetOrganizations', async () => {
    await db().organization.create({ data: { alias: 'forgotten', name: 'Before' } });
    const now = Date.now();
    await cachedOrganizationByAlias(db(), 'forgotten', now);
    await db().organization.update({ where: { alias: 'forgotten' }, data: { name: 'After' } });
    forgetOrganizations(db());
    expect((await cachedOrganizationByAlias(db(), 'forgotten', now))?.name).toBe('After');
  });

  it('does not remember an alias that names no organisation', async () => {
    const now = Date.now();
    expect(await cachedOrganizationByAlias(db(), 'newcomer', now)).toBeNull();
    await db().organization.create({ data: { alias: 'newcomer', name: 'New' } });
    expect((await cachedOrganizationByAlias(db(), 'newcomer', now))?.name).toBe('New');
  });
});
