// The admin roles' legacy REST reads: the account owner's account and programs,
// the organisation holder's organisation, the platform admin's overview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
const tokens = { owner: '', holder: '', platform: '' };

beforeAll(async () => {
  app = await startTestApp();
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
  await app.app.database.prisma.organization.create({ data: { alias: 'acme', name: 'Acme' } });
});

afterAll(async () => {
  await app?.stop();
});

interface Item {
  name: string;
  itemType: string;
  children?: Item[];
}

/** The tree reduced to names, types and nesting. */
const outline = (items: Item[]): unknown[] =>
  items.map((item) => (item.children ? [item.name, item.itemType, outline(item.children)] : [item.name, item.itemType]));

describe('admin/getAccountData answers the account fields of the spec', () => {
  it('for demo-owner, every field the account home reads, with the seeded values', async () => {
    const { status, body } = await app.rest('admin/getAccountData', {}, tokens.owner);
    expect(status).toBe(200);
    const account = await app.app.database.prisma.account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });
    expect(body.data).toEqual(
      expect.objectContaining({
        _id: account.id,
        username: 'demo-owner',
        email: 'owner@example.com',
        alias: 'Demo Account',
        banner: null,
        primaryColor: '#1976D2FF',
        isTimed: false,
        enableVideo: true,
        useRegForm: false,
        regForm: null,
        hideAccountToQuiz: false,
        accountClosed: false,
        disableDownloads: false,
        usersCount: 0,
        completionDays: null,
        timedAccountCompletionCriteria: [],
        certificateTemplate: null,
        useCertificateTemplate: false,
        certificateReleaseCriteria: [],
        certificateTemplateUserKeywords: {},
        folderDisplayNames: {},
      }),
    );
  });

  it('usersCount counts the registrations of the account, and folderDisplayNames maps folder names to display names', async () => {
    const prisma = app.app.database.prisma;
    const org = await prisma.organization.create({ data: { alias: 'counted', name: 'Counted' } });
    const account = await prisma.account.create({
      data: {
        organizationId: org.id,
        alias: 'Counted Account',
        certificateFolders: { create: [{ name: 'level_1', displayName: 'Level one' }, { name: 'level_2' }] },
      },
    });
    await prisma.adminIdentity.create({
      data: { role: 'ACCOUNT_OWNER', username: 'counted-owner', passwordHash: (await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } })).passwordHash, organizationId: org.id, accountId: account.id },
    });
    for (const email of ['a@example.com', 'b@example.com']) {
      const learner = await prisma.learner.create({ data: { organizationId: org.id, email } });
      await prisma.registration.create({ data: { accountId: account.id, learnerId: learner.id } });
    }
    const token = await app.adminToken('counted-owner', 'account');
    const { body } = await app.rest('admin/getAccountData', {}, token);
    expect(body.data).toMatchObject({ alias: 'Counted Account', usersCount: 2, folderDisplayNames: { level_1: 'Level one', level_2: 'level_2' } });
  });
});

describe('admin/getPrograms answers the account programs with their nested item trees', () => {
  it('the seeded program: folders Lessons (with Reading inside), Assessment and Exam day, children in order, every item type', async () => {
    const { status, body } = await app.rest('admin/getPrograms', {}, tokens.owner);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [program] = body.data;
    expect(program).toMatchObject({ name: 'Getting started', hidden: false, closed: false, order: 0 });
    expect(outline(program.items)).toEqual([
      [
        'Lessons',
        'folder',
        [
          ['Introduction video', 'video'],
          ['Reading', 'folder', [['Program guide', 'attachment']]],
          ['Welcome message', 'audio'],
          ['Course website', 'link'],
          ['Recorded lecture', 'youtube-video'],
        ],
      ],
      ['Assessment', 'folder', [['Introduction quiz', 'quiz']]],
      [
        'Exam day',
        'folder',
        [
          ['Demo exam', 'quiz'],
          ['Feedback form', 'quiz'],
        ],
      ],
    ]);
  });

  it('items carry src, type and the legacy itemName; the quiz item names its quiz; headingProgress names the first-level folders', async () => {
    const { body } = await app.rest('admin/getPrograms', {}, tokens.owner);
    const [program] = body.data;
    const [lessons, assessment] = program.items;
    const video = lessons.children[0];
    expect(video).toMatchObject({ itemName: 'Introduction video', src: '/files/dev/seed/intro-video.mp4', type: 'video/mp4', addToCompletion: true });
    expect(lessons.children[4].src).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10');
    const quiz = await app.app.database.prisma.quiz.findFirstOrThrow({ where: { name: 'Introduction quiz' } });
    expect(assessment.children[0].quizId).toBe(quiz.id);
    expect(program.headingProgress).toEqual([lessons.id, assessment.id]);
    expect(video).not.toHaveProperty('children');
  });

  it("lists only the owner's own account's programs", async () => {
    const prisma = app.app.database.prisma;
    const dev = await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    const other = await prisma.account.create({ data: { organizationId: dev.id, alias: 'Other Account', order: 5 } });
    await prisma.program.create({ data: { organizationId: dev.id, accountId: other.id, name: 'Not the owner’s program' } });
    const { body } = await app.rest('admin/getPrograms', {}, tokens.owner);
    expect(body.data.map((program: { name: string }) => program.name)).toEqual(['Getting started']);
  });
});

describe('admin/getOrgData answers the organisation of the holder', () => {
  it('for demo-org: the public fields plus alias, landingPageHtml, landingPageTemplate and isLive', async () => {
    const { status, body } = await app.rest('admin/getOrgData', {}, tokens.holder);
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.objectContaining({
        alias: 'dev',
        name: 'Demo Academy',
        banner: '/files/dev/seed/banner.svg',
        background: null,
        primaryColor: '#1976D2',
        supportLink: 'https://t.me/demo_support',
        tier: 'free',
        availableProgramsMsg: 'Programs open for registration',
        introductionMsg: expect.stringContaining('Welcome'),
        socialMedia: { facebook: 'https://facebook.com/demo', youtube: 'https://youtube.com/@demo', telegram: 'https://t.me/demo' },
        landingPageHtml: null,
        landingPageTemplate: null,
        isLive: false,
      }),
    );
  });

  it("answers the holder's organisation even when the request names another", async () => {
    const { body } = await app.rest('admin/getOrgData', { org: 'acme' }, tokens.holder, { 'x-org-alias': 'acme' });
    expect(body.data.alias).toBe('dev');
  });
});

describe('admin/getAdminData answers the platform admin every organisation and account', () => {
  it('orgs and accounts, each account naming its organisation and owner', async () => {
    const { status, body } = await app.rest('admin/getAdminData', {}, tokens.platform);
    expect(status).toBe(200);
    expect(body.data.orgs).toEqual(expect.arrayContaining([expect.objectContaining({ alias: 'dev', name: 'Demo Academy', tier: 'free', isLive: false })]));
    expect(body.data.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ alias: 'Demo Account', org: 'dev', username: 'demo-owner', email: 'owner@example.com', enableVideo: true, isTimed: false }),
        expect.objectContaining({ alias: 'Evening School', org: 'dev', username: null, email: null, order: 1 }),
      ]),
    );
    for (const account of body.data.accounts) expect(account._id).toEqual(expect.any(String));
  });

  it('includes organisations and accounts created after the seed', async () => {
    const prisma = app.app.database.prisma;
    const org = await prisma.organization.create({ data: { alias: 'later', name: 'Later' } });
    await prisma.account.create({ data: { organizationId: org.id, alias: 'Later Account' } });
    const { body } = await app.rest('admin/getAdminData', {}, tokens.platform);
    expect(body.data.orgs.map((o: { alias: string }) => o.alias)).toContain('later');
    expect(body.data.accounts).toEqual(expect.arrayContaining([expect.objectContaining({ alias: 'Later Account', org: 'later', username: null })]));
  });
});
