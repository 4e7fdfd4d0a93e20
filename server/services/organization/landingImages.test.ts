// The landing page loads images only from the platform's own files and the
// IMAGE_HOSTS origins (issue 30): a tracking pixel in the landing HTML is
// removed when saved and when shown, a landing banner elsewhere is refused,
// and what was saved before the rule is no longer shown (the HTML's image, the
// template's banner, a course introduction's pictures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_PICTURE } from '../../../domain/courseIntroductions/courseIntroduction.ts';
import { seedNodeFixture, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const ACME = { 'x-org-alias': 'acme' };
const TRACKER = 'https://tracker.example/pixel.gif?visitor=1';
const LISTED = 'https://images.example.org/banner.png';

beforeAll(async () => {
  app = await startTestApp({ imageHosts: ['https://images.example.org'] });
  fx = await seedNodeFixture(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const prisma = () => app.app.database.prisma;
const acme = () => prisma().organization.findUniqueOrThrow({ where: { alias: 'acme' } });
const set = (property: string, value: unknown) => app.rest('admin/setOrgProperty', { property, value }, fx.tokens.acmeHolder, ACME);
const template = (banner: string | null) => ({ banner, introduction: 'Welcome', programsIntroductionText: '', primaryColor: '#1976D2', statistics: [] });
const LANDING = `query { landingPage(alias: "acme") { mode html template { banner } courses { accountPicture accountLogo introductoryPoster lecturers { pic } } } }`;

describe('saving the landing page', () => {
  it("removes a tracking pixel from the HTML and keeps the platform's files and IMAGE_HOSTS images", async () => {
    const html = `<p>Hi</p><img src="${TRACKER}" width="1" height="1"><img src="/files/acme/a.png" alt="a"><img src="${LISTED}" alt="b">`;
    expect(await set('landingPageHtml', html)).toEqual({ status: 200, body: { data: true } });
    expect((await acme()).landingPageHtml).toBe(`<p>Hi</p><img src="/files/acme/a.png" alt="a"><img src="${LISTED}" alt="b">`);
  });

  it('refuses a template banner elsewhere with invalidLink at the field, and changes nothing', async () => {
    const before = (await acme()).landingPageTemplate;
    const answer = await set('landingPageTemplate', template('https://tracker.example/banner.png'));
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidLink', field: 'landingPageTemplate.banner' } } });
    expect((await acme()).landingPageTemplate).toEqual(before);
  });

  it('takes a template banner on an IMAGE_HOSTS origin', async () => {
    expect(await set('landingPageTemplate', template(LISTED))).toEqual({ status: 200, body: { data: true } });
    expect((await acme()).landingPageTemplate).toMatchObject({ banner: LISTED });
  });
});

describe('what was saved before the rule is not shown', () => {
  beforeAll(async () => {
    const org = await acme();
    await prisma().organization.update({
      where: { id: org.id },
      data: { isLive: true, landingPageHtml: `<h1>Old</h1><img src="${TRACKER}">`, landingPageTemplate: template('https://tracker.example/banner.png') },
    });
    await prisma().courseIntroduction.create({
      data: {
        organizationId: org.id,
        accountId: fx.rows.accountId,
        accountName: 'Old course',
        accountPicture: 'https://tracker.example/picture.jpg',
        accountLogo: '/files/acme/logo.png',
        introductoryPoster: 'https://tracker.example/poster.jpg',
        lecturers: [{ name: 'Lina', pic: 'https://tracker.example/lina.jpg' }, { name: 'Omar', pic: LISTED }],
      },
    });
  });

  it("the landing page's HTML, without the pixel", async () => {
    const { body } = await app.gql(LANDING);
    expect(body.data.landingPage).toMatchObject({ mode: 'HTML', html: '<h1>Old</h1>' });
  });

  it("the holder's own reads (admin/getOrgData, GraphQL organization) without the pixel or the banner", async () => {
    const { body } = await app.rest('admin/getOrgData', {}, fx.tokens.acmeHolder, ACME);
    expect(body.data).toMatchObject({ landingPageHtml: '<h1>Old</h1>', landingPageTemplate: { banner: null, introduction: 'Welcome' } });
    const graphql = await app.gql('query { organization { landingPageHtml landingPageTemplate } }', {}, fx.tokens.acmeHolder, ACME);
    expect(graphql.body.data.organization).toMatchObject({ landingPageHtml: '<h1>Old</h1>', landingPageTemplate: { banner: null } });
  });

  it("the template's banner, in template mode and in the public organisation data", async () => {
    await prisma().organization.update({ where: { alias: 'acme' }, data: { landingPageHtml: null } });
    const { body } = await app.gql(LANDING);
    expect(body.data.landingPage).toMatchObject({ mode: 'TEMPLATE', template: { banner: null } });
    const legacy = await app.rest('user/getOrgDataByAlias', { alias: 'acme' });
    expect(legacy.body.data.landingPageTemplate).toMatchObject({ banner: null, introduction: 'Welcome' });
  });

  it("a course card's pictures elsewhere, keeping those of the platform and IMAGE_HOSTS", async () => {
    const { body } = await app.gql(LANDING);
    expect(body.data.landingPage.courses).toEqual([
      { accountPicture: null, accountLogo: '/files/acme/logo.png', introductoryPoster: null, lecturers: [{ pic: null }, { pic: LISTED }] },
    ]);
  });

  it("a course introduction's pictures elsewhere in the legacy public reads: the default picture instead", async () => {
    const { body } = await app.rest('user/getCourseIntroductionsByOrg', { orgAlias: 'acme' });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      accountPicture: DEFAULT_COURSE_PICTURE,
      accountLogo: '/files/acme/logo.png',
      introductoryPoster: null,
      lecturers: [{ name: 'Lina', pic: null }, { name: 'Omar', pic: LISTED }],
    });
    const one = await app.rest('user/getCourseIntroduction', { courseIntroId: body.data[0]._id });
    expect(one.body.data).toEqual(body.data[0]);
  });
});
