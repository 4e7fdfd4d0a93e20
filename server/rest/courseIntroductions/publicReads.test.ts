// The public course introduction reads, REST and GraphQL on the same cases
// (issue 31: one read, one place): both call the service, so both hide the
// introductions of unpublished and archived accounts, list the rest oldest
// first, answer none for an unknown alias and invalid_data_entry for a
// malformed one. The landing page's courses follow the same rule.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: NodeFixture;
const ids = { first: '', second: '', unpublished: '', archived: '' };

const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
  const { organizationId, accountId } = fixture.rows;
  const unpublished = await db().account.create({ data: { organizationId, alias: 'Soon', publishedAt: null } });
  const archived = await db().account.create({ data: { organizationId, alias: 'Gone', archivedAt: new Date() } });
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
  // created out of order: the reads sort by creation
  ids.second = (await db().courseIntroduction.create({ data: { organizationId, accountId, accountName: 'Second', createdAt: at(2) } })).id;
  ids.first = (await db().courseIntroduction.create({ data: { organizationId, accountId, accountName: 'First', createdAt: at(1) } })).id;
  ids.unpublished = (await db().courseIntroduction.create({ data: { organizationId, accountId: unpublished.id, accountName: 'Unpublished' } })).id;
  ids.archived = (await db().courseIntroduction.create({ data: { organizationId, accountId: archived.id, accountName: 'Archived' } })).id;
  await db().organization.update({ where: { id: organizationId }, data: { isLive: true } });
});

afterAll(async () => {
  await app?.stop();
});

const BY_ID = 'query ($id: ID!) { courseIntroduction(id: $id) { id accountName } }';
const BY_ORG = 'query ($orgAlias: String!) { courseIntroductions(orgAlias: $orgAlias) { id accountName } }';
const LANDING = 'query ($alias: String!) { landingPage(alias: $alias) { courses { id accountName } } }';

async function restById(id: string): Promise<string | null> {
  const { status, body } = await app.rest('user/getCourseIntroduction', { courseIntroId: id });
  if (status === 404) return null;
  expect(status).toBe(200);
  return body.data.accountName as string;
}

async function gqlById(id: string): Promise<string | null> {
  const { body } = await app.gql(BY_ID, { id: encodeGlobalID('CourseIntroduction', id) });
  expect(body.errors).toBeUndefined();
  return (body.data.courseIntroduction?.accountName as string | undefined) ?? null;
}

async function restByOrg(orgAlias: string): Promise<string[] | string> {
  const { body } = await app.rest('user/getCourseIntroductionsByOrg', { orgAlias });
  return Array.isArray(body.data) ? body.data.map((intro: Json) => intro.accountName as string) : (body.data.error as string);
}

async function gqlByOrg(orgAlias: string): Promise<string[] | string> {
  const { body } = await app.gql(BY_ORG, { orgAlias });
  if (body.errors) return body.errors[0].extensions.code as string;
  return body.data.courseIntroductions.map((intro: Json) => intro.accountName as string);
}

describe('the public course introduction reads, REST and GraphQL alike', () => {
  it.each([
    ['a published account’s', 'first', 'First'],
    ['an unpublished account’s', 'unpublished', null],
    ['an archived account’s', 'archived', null],
  ] as const)('by id: %s introduction (%s) is the same in both', async (_what, key, expected) => {
    expect(await restById(ids[key])).toBe(expected);
    expect(await gqlById(ids[key])).toBe(expected);
  });

  it('by id: an unknown id is none in both', async () => {
    expect(await restById('no-such-introduction')).toBeNull();
    expect(await gqlById('no-such-introduction')).toBeNull();
  });

  it.each([
    ['the organisation’s alias', 'acme', ['First', 'Second']],
    ['its alias in capitals, padded', '  ACME ', ['First', 'Second']],
    ['an unknown alias', 'no-such-org', []],
    ['a malformed alias', '../x', 'invalid_data_entry'],
    ['an alias over 200 characters', 'a'.repeat(201), 'invalid_data_entry'],
  ] as const)('by organisation: %s answers the same in both', async (_what, alias, expected) => {
    expect(await restByOrg(alias)).toEqual(expected);
    expect(await gqlByOrg(alias)).toEqual(expected);
  });

  it('the live landing page lists the same introductions, in the same order', async () => {
    const { body } = await app.gql(LANDING, { alias: 'acme' });
    expect(body.data.landingPage.courses.map((course: Json) => course.accountName)).toEqual(['First', 'Second']);
  });
});
