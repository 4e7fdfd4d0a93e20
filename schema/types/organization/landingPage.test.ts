// The public landing page read: anyone reads a live page by its alias, the
// stored HTML comes out sanitised, the mode follows landingPageMode, a page
// that is not live shows nothing but its alias, name and isLive, and archived
// accounts' courses are not advertised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
/** every kind of caller: the page is public, and the same for each */
const tokens: Record<string, string | undefined> = { anonymous: undefined };

const LANDING_PAGE = `query($alias: String!) { landingPage(alias: $alias) {
  alias name isLive mode html supportLink socialMedia { facebook }
  template { banner introduction programsIntroductionText primaryColor statistics { name count icon } }
  courses { id accountName accountPicture category cost location organizationAlias } } }`;

beforeAll(async () => {
  app = await startTestApp();
  const prisma = app.app.database.prisma;
  const template = {
    banner: '/files/globex/banner.png',
    introduction: 'Learn **well**',
    programsIntroductionText: 'Our courses',
    primaryColor: '#00796B',
    statistics: [{ name: 'Learners', count: 120, icon: 'people' }],
  };
  const live = await prisma.organization.create({
    data: { alias: 'globex', name: 'Globex', isLive: true, landingPageTemplate: template, supportLink: 'https://t.me/globex', socialMedia: { facebook: 'https://facebook.com/globex' } },
  });
  const account = await prisma.account.create({ data: { organizationId: live.id, alias: 'Globex Account' } });
  const archived = await prisma.account.create({ data: { organizationId: live.id, alias: 'Old Account', order: 1, archivedAt: new Date() } });
  await prisma.courseIntroduction.create({ data: { organizationId: live.id, accountId: account.id, accountName: 'Arabic for beginners', category: 'Language', cost: 'paid', location: 'mix' } });
  await prisma.courseIntroduction.create({ data: { organizationId: live.id, accountId: archived.id, accountName: 'Archived course' } });

  await prisma.organization.create({
    data: { alias: 'initech', name: 'Initech', isLive: true, landingPageHtml: '<h1 onclick="alert(1)">Initech</h1><script>alert(2)</script><img src="x" onerror="alert(3)">' },
  });
  await prisma.organization.create({ data: { alias: 'scripted', name: 'Scripted', isLive: true, landingPageHtml: '<script>alert(1)</script>', landingPageTemplate: template } });
  const hidden = await prisma.organization.create({
    data: { alias: 'hidden', name: 'Hidden', isLive: false, landingPageHtml: '<p>secret plans</p>', supportLink: 'https://t.me/hidden' },
  });
  const hiddenAccount = await prisma.account.create({ data: { organizationId: hidden.id, alias: 'Hidden Account' } });
  await prisma.courseIntroduction.create({ data: { organizationId: hidden.id, accountId: hiddenAccount.id, accountName: 'Hidden course' } });
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.accountOwner = await app.adminToken('demo-owner', 'account');
  tokens.holderOfAnotherOrganisation = await app.adminToken('demo-org', 'org');
  tokens.platformAdmin = await app.adminToken('platform-admin', 'admin');
});

afterAll(async () => {
  await app?.stop();
});

const read = async (alias: string, token?: string) => {
  const { status, body } = await app.gql(LANDING_PAGE, { alias }, token);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data.landingPage;
};

describe('landingPage(alias)', () => {
  it.each(['anonymous', 'learner', 'accountOwner', 'holderOfAnotherOrganisation', 'platformAdmin'])(
    '%s reads a live page in template mode, with its statistics and the courses of accounts that are not archived',
    async (caller) => {
      const page = await read(' Globex ', tokens[caller]);
      expect(page).toMatchObject({
        alias: 'globex',
        name: 'Globex',
        isLive: true,
        mode: 'TEMPLATE',
        html: null,
        supportLink: 'https://t.me/globex',
        socialMedia: { facebook: 'https://facebook.com/globex' },
        template: { introduction: 'Learn **well**', primaryColor: '#00796B', statistics: [{ name: 'Learners', count: 120, icon: 'people' }] },
      });
      expect(page.courses).toEqual([
        expect.objectContaining({ accountName: 'Arabic for beginners', accountPicture: null, category: 'Language', cost: 'paid', location: 'mix', organizationAlias: 'globex' }),
      ]);
    },
  );

  it('html mode answers the stored HTML sanitised: no script, no event handler', async () => {
    const page = await read('initech');
    expect(page.mode).toBe('HTML');
    expect(page.template).toBeNull();
    expect(page.html).toContain('<h1>Initech</h1>');
    expect(page.html).not.toMatch(/script|onclick|onerror|alert/i);
  });

  it('HTML that sanitises to nothing leaves the page in template mode', async () => {
    const page = await read('scripted');
    expect(page).toMatchObject({ mode: 'TEMPLATE', html: null, template: { introduction: 'Learn **well**' } });
  });

  it('a page that is not live answers only its alias, name and isLive', async () => {
    expect(await read('hidden')).toEqual({
      alias: 'hidden',
      name: 'Hidden',
      isLive: false,
      mode: null,
      html: null,
      supportLink: null,
      socialMedia: null,
      template: null,
      courses: [],
    });
  });

  it.each(['nowhere', 'acme;drop', '', 'x'.repeat(5000)])('an unknown or malformed alias (%j) answers null', async (alias) => {
    expect(await read(alias)).toBeNull();
  });
});
