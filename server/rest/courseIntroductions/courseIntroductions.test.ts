// Course introductions, REST and GraphQL: the holder of the organisation adds,
// lists, changes and deletes them; everyone else is refused with a code and
// changes nothing (the holder of another organisation: invalidUser); the rules
// refuse bad input; the public reads answer the legacy shape.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: NodeFixture;
let introId = '';

const db = () => app.app.database.prisma;
const token = (caller: Caller) => fixture.tokens[caller];

const INTRO = {
  accountName: 'Data science',
  shortDescription: 'Numbers that talk',
  statistics: [{ name: 'Learners', count: 120, icon: 'people' }],
  lecturers: [{ name: 'Dr. Lina', title: 'Professor', pic: '/files/acme/lina.png' }],
  detailedProgramMap: [{ subject: 'Basics', contents: ['Tables', 'Charts'] }],
  introductoryVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  location: 'mix',
  cost: 'paid',
};

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
  const { organizationId, accountId } = fixture.rows;
  introId = (await db().courseIntroduction.create({ data: { organizationId, accountId, accountName: 'Seeded course' } })).id;
});

afterAll(async () => {
  await app?.stop();
});

const rest = async (path: string, body: Json, caller: Caller) => (await app.rest(path, body, token(caller), caller === 'anonymous' ? {} : {})).body.data;

describe('the holder through the legacy REST paths', () => {
  it('adds an introduction to an account of the organisation (courseIntro.author), with the defaults and the video id', async () => {
    const added = await rest('admin/addCourseIntroduction', { courseIntro: { ...INTRO, author: fixture.rows.accountId } }, 'acmeHolder');
    expect(added).toMatchObject({
      accountName: 'Data science',
      accountColor: '#1976D2',
      accountPicture: '/default-course.jpg',
      introductoryVideo: 'dQw4w9WgXcQ',
      location: 'mix',
      cost: 'paid',
      statistics: INTRO.statistics,
      lecturers: INTRO.lecturers,
      detailedProgramMap: INTRO.detailedProgramMap,
      author: fixture.rows.accountId,
    });
    const row = await db().courseIntroduction.findUniqueOrThrow({ where: { id: added._id } });
    expect(row).toMatchObject({ organizationId: fixture.rows.organizationId, accountId: fixture.rows.accountId, accountPicture: null });

    const listed = await rest('admin/getCourseIntroductions', { accountId: fixture.rows.accountId }, 'acmeHolder');
    expect(listed.map((intro: Json) => intro._id)).toEqual([introId, added._id]);

    const updated = await rest(
      'admin/updateCourseIntroduction',
      { courseIntro: { ...added, accountName: 'Data science II', accountPicture: '/files/acme/p.jpg' } },
      'acmeHolder',
    );
    expect(updated).toMatchObject({ _id: added._id, accountName: 'Data science II', accountPicture: '/files/acme/p.jpg' });

    const publicRead = (await app.rest('user/getCourseIntroduction', { courseIntroId: added._id })).body.data;
    expect(publicRead).toEqual(updated);
    const byOrg = (await app.rest('user/getCourseIntroductionsByOrg', { orgAlias: 'ACME' })).body.data;
    expect(byOrg.map((intro: Json) => intro._id)).toEqual([introId, added._id]);

    expect(await rest('admin/deleteCourseIntroduction', { courseIntroId: added._id }, 'acmeHolder')).toEqual({ courseIntroId: added._id });
    expect(await db().courseIntroduction.findUnique({ where: { id: added._id } })).toBeNull();
    const gone = await app.rest('user/getCourseIntroduction', { courseIntroId: added._id });
    expect([gone.status, gone.body.data.error]).toEqual([404, 'notFound']);
  });

  it.each([
    [{ accountName: '   ' }, 'invalid_data_entry', 'accountName', 'required'],
    [{ statistics: [{ name: 'Learners', count: -1 }] }, 'invalid_data_entry', 'statistics.0.count', 'countMustBePositive'],
    [{ statistics: [{ name: '', count: 1 }] }, 'invalid_data_entry', 'statistics.0.name', 'required'],
    [{ lecturers: [{ name: ' ' }] }, 'invalid_data_entry', 'lecturers.0.name', 'required'],
    [{ detailedProgramMap: [{ subject: '', contents: [] }] }, 'invalid_data_entry', 'detailedProgramMap.0.subject', 'required'],
    [{ location: 'moon' }, 'invalid_data_entry', 'location', 'invalid'],
    [{ cost: 'cheap' }, 'invalid_data_entry', 'cost', 'invalid'],
    [{ numberOfHours: -2 }, 'invalid_data_entry', 'numberOfHours', 'notANumber'],
    [{ accountPicture: 'javascript:alert(1)' }, 'invalidLink', 'accountPicture', 'invalidLink'],
    [{ introductoryVideo: 'https://vimeo.com/1' }, 'invalid_youtube_video', 'introductoryVideo', 'invalid_youtube_video'],
    [{ accountColor: 'blurple' }, 'invalidColor', 'accountColor', 'invalidColor'],
  ])('refuses %j with %s and changes nothing', async (change, code, field, problem) => {
    const before = await tableChecksums(db());
    for (const [path, extra] of [
      ['admin/addCourseIntroduction', { author: fixture.rows.accountId }],
      ['admin/updateCourseIntroduction', { _id: introId }],
    ] as const) {
      const { status, body } = await app.rest(path, { courseIntro: { ...INTRO, ...extra, ...change } }, token('acmeHolder'));
      expect([status, body.data]).toEqual([400, { error: code, field, problem }]);
    }
    expect(await tableChecksums(db())).toEqual(before);
  });

  it("takes the spec's author, the account uid: the one admin/accountLogin answers the owner and the one of the holder's account list", async () => {
    const signIn = await app.rest('admin/accountLogin', { username: 'acme-owner', password: TEST_PASSWORD, level: 'account' });
    const { uid, _id } = signIn.body.data;
    expect(uid).not.toBe(_id);
    const byLoginUid = await rest('admin/addCourseIntroduction', { courseIntro: { ...INTRO, accountName: 'By uid', author: uid } }, 'acmeHolder');
    expect(byLoginUid).toMatchObject({ accountName: 'By uid', author: fixture.rows.accountId });
    const accounts = await rest('admin/getAccountsDetailsByOrg', { org: 'acme' }, 'acmeHolder');
    const listed = accounts.find((account: Json) => account._id === fixture.rows.accountId);
    const byListUid = await rest('admin/addCourseIntroduction', { courseIntro: { ...INTRO, accountName: 'By list uid', author: listed.uid } }, 'acmeHolder');
    expect(byListUid).toMatchObject({ author: fixture.rows.accountId });
    // an update names the author the same way
    const moved = await rest('admin/updateCourseIntroduction', { courseIntro: { ...INTRO, _id: byListUid._id, author: uid } }, 'acmeHolder');
    expect(moved).toMatchObject({ _id: byListUid._id, author: fixture.rows.accountId });
    for (const id of [byLoginUid._id, byListUid._id]) await db().courseIntroduction.delete({ where: { id } });
  });

  it('refuses an author that is not an account of the organisation, and an archived account', async () => {
    const other = await db().account.findFirstOrThrow({ where: { organization: { alias: 'dev' } } });
    const archived = await db().account.create({ data: { organizationId: fixture.rows.organizationId, alias: 'Old', archivedAt: new Date() } });
    // nor the uid of another organisation's account owner (the uid admin/accountLogin answers)
    const otherOwner = await db().adminIdentity.findFirstOrThrow({ where: { accountId: other.id } });
    const before = await tableChecksums(db());
    for (const author of [other.id, archived.id, 'nope', otherOwner.id]) {
      const { status, body } = await app.rest('admin/addCourseIntroduction', { courseIntro: { ...INTRO, author } }, token('acmeHolder'));
      expect([status, body.data]).toEqual([404, { error: 'notFound', field: 'author' }]);
    }
    const missing = await app.rest('admin/addCourseIntroduction', { courseIntro: INTRO }, token('acmeHolder'));
    expect([missing.status, missing.body.data]).toEqual([400, { error: 'invalid_data_entry', field: 'author' }]);
    const unknown = await app.rest('admin/updateCourseIntroduction', { courseIntro: { ...INTRO, _id: 'nope' } }, token('acmeHolder'));
    expect([unknown.status, unknown.body.data.error]).toEqual([404, 'notFound']);
    expect(await tableChecksums(db())).toEqual(before);
  });

  it("hides an archived account's introductions from the public reads", async () => {
    const archived = await db().account.create({ data: { organizationId: fixture.rows.organizationId, alias: 'Gone', archivedAt: new Date() } });
    const hidden = await db().courseIntroduction.create({ data: { organizationId: fixture.rows.organizationId, accountId: archived.id, accountName: 'Hidden' } });
    expect((await app.rest('user/getCourseIntroduction', { courseIntroId: hidden.id })).status).toBe(404);
    const byOrg = (await app.rest('user/getCourseIntroductionsByOrg', { orgAlias: 'acme' })).body.data;
    expect(byOrg.map((intro: Json) => intro._id)).not.toContain(hidden.id);
    expect((await app.rest('user/getCourseIntroductionsByOrg', { orgAlias: 'no-such-org' })).body.data).toEqual([]);
    expect((await app.rest('user/getCourseIntroductionsByOrg', { orgAlias: '../x' })).status).toBe(400);
  });
});

type Code = 'unauthenticated' | 'forbidden' | 'invalidUser' | 'notFound';
const NOT_HOLDERS: Record<string, Code> = {
  anonymous: 'unauthenticated',
  devLearner: 'forbidden',
  acmeLearner: 'forbidden',
  devOwner: 'forbidden',
  acmeOwner: 'forbidden',
  platform: 'forbidden',
};

const CREATE = `mutation ($input: CreateCourseIntroductionInput!) { createCourseIntroduction(input: $input) {
  __typename ... on MutationCreateCourseIntroductionSuccess { data { id accountName location cost } } ... on AppError { code field } } }`;
const UPDATE = `mutation ($input: UpdateCourseIntroductionInput!) { updateCourseIntroduction(input: $input) {
  __typename ... on MutationUpdateCourseIntroductionSuccess { data { id accountName } } ... on AppError { code field } } }`;
const DELETE = `mutation ($input: DeleteCourseIntroductionInput!) { deleteCourseIntroduction(input: $input) {
  __typename ... on MutationDeleteCourseIntroductionSuccess { data { id } } ... on AppError { code field } } }`;
const HOLDER_LIST = `query { viewer { organization { courseIntroductions { id accountName } } } }`;

const gqlCode = async (query: string, variables: Json, caller: Caller) => {
  const { body } = await app.gql(query, variables, token(caller));
  const result = body.data ? (Object.values(body.data)[0] as Json) : null;
  return (result?.code ?? body.errors?.[0]?.extensions?.code) as string | undefined;
};

const accountGid = () => encodeGlobalID('Account', fixture.rows.accountId);
const introGid = (id: string) => encodeGlobalID('CourseIntroduction', id);
const gqlIntro = { accountName: 'GraphQL course', statistics: [{ name: 'Hours', count: 3 }] };

describe('who may call them', () => {
  const operations: { name: string; refused: Record<string, Code>; call(caller: Caller): Promise<string | undefined> }[] = [
    {
      name: 'admin/getCourseIntroductions',
      refused: { ...NOT_HOLDERS, devHolder: 'notFound' },
      call: async (caller) => (await rest('admin/getCourseIntroductions', { accountId: fixture.rows.accountId }, caller))?.error,
    },
    {
      name: 'admin/addCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'notFound' },
      call: async (caller) => (await rest('admin/addCourseIntroduction', { courseIntro: { ...INTRO, author: fixture.rows.accountId } }, caller))?.error,
    },
    {
      name: 'admin/updateCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'invalidUser' },
      call: async (caller) => (await rest('admin/updateCourseIntroduction', { courseIntro: { ...INTRO, _id: introId } }, caller))?.error,
    },
    {
      name: 'admin/deleteCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'invalidUser' },
      call: async (caller) => (await rest('admin/deleteCourseIntroduction', { courseIntroId: introId }, caller))?.error,
    },
    {
      name: 'createCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'notFound' },
      call: (caller) => gqlCode(CREATE, { input: { accountId: accountGid(), introduction: gqlIntro } }, caller),
    },
    {
      name: 'updateCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'invalidUser' },
      call: (caller) => gqlCode(UPDATE, { input: { id: introGid(introId), introduction: gqlIntro } }, caller),
    },
    {
      name: 'deleteCourseIntroduction',
      refused: { ...NOT_HOLDERS, devHolder: 'invalidUser' },
      call: (caller) => gqlCode(DELETE, { input: { id: introGid(introId) } }, caller),
    },
  ];

  it.each(operations)('$name: refuses everyone but the holder of the organisation, changing nothing', async (operation) => {
    const before = await tableChecksums(db());
    const answers: Record<string, string | undefined> = {};
    for (const caller of Object.keys(operation.refused) as Caller[]) answers[caller] = await operation.call(caller);
    expect(answers).toEqual(operation.refused);
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('lets the holder create, change and delete through GraphQL, and lists them on the organisation for the holder only', async () => {
    const created = (await app.gql(CREATE, { input: { accountId: accountGid(), introduction: gqlIntro } }, token('acmeHolder'))).body.data
      .createCourseIntroduction;
    expect(created.data).toMatchObject({ accountName: 'GraphQL course', location: 'online', cost: 'free' });
    const id = created.data.id;
    const updated = (await app.gql(UPDATE, { input: { id: introGid(id), introduction: { ...gqlIntro, accountName: 'Renamed' } } }, token('acmeHolder'))).body.data
      .updateCourseIntroduction;
    expect(updated.data).toEqual({ id, accountName: 'Renamed' });

    const asHolder = (await app.gql(HOLDER_LIST, {}, token('acmeHolder'))).body.data.viewer.organization.courseIntroductions;
    expect(asHolder.map((intro: Json) => intro.id)).toContain(id);
    const asOwner = (await app.gql(HOLDER_LIST, {}, token('acmeOwner'))).body.data.viewer.organization.courseIntroductions;
    expect(asOwner).toEqual([]);

    const refused = (await app.gql(UPDATE, { input: { id: introGid(id), introduction: { accountName: ' ' } } }, token('acmeHolder'))).body.data.updateCourseIntroduction;
    expect(refused).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'accountName' });

    const deleted = (await app.gql(DELETE, { input: { id: introGid(id) } }, token('acmeHolder'))).body.data.deleteCourseIntroduction;
    expect(deleted.data).toEqual({ id });
    expect(await db().courseIntroduction.findUnique({ where: { id } })).toBeNull();
  });
});

describe('GraphQL takes global ids and the dialog\'s rules at the edge', () => {
  it.each([
    ['update, a raw id', UPDATE, () => ({ id: introId, introduction: gqlIntro }), 'id'],
    ['update, an id of another type', UPDATE, () => ({ id: encodeGlobalID('Account', introId), introduction: gqlIntro }), 'id'],
    ['update, an author of another type', UPDATE, () => ({ id: introGid(introId), accountId: introGid(introId), introduction: gqlIntro }), 'accountId'],
    ['delete, a raw id', DELETE, () => ({ id: introId }), 'id'],
    ['create, a raw account id', CREATE, () => ({ accountId: fixture.rows.accountId, introduction: gqlIntro }), 'accountId'],
  ])('%s is notFound naming the argument, changing nothing', async (_case, query, input, field) => {
    const before = await tableChecksums(db());
    const { body } = await app.gql(query, { input: input() }, token('acmeHolder'));
    expect(Object.values(body.data)[0]).toEqual({ __typename: 'AppError', code: 'notFound', field });
    expect(await tableChecksums(db())).toEqual(before);
  });

  it('a refused field of a list is named by its path, with the problem, as over REST', async () => {
    const introduction = { ...gqlIntro, statistics: [{ name: 'Hours', count: -1 }] };
    const { body } = await app.gql(CREATE, { input: { accountId: accountGid(), introduction } }, token('acmeHolder'));
    expect(body.data.createCourseIntroduction).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'statistics.0.count' });
  });
});
