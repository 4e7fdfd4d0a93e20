// The organisation holder's settings through the legacy paths and GraphQL:
// each property's rule and code, a refused value changing nothing, who may
// call them, and the verified e-mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const ACME = { 'x-org-alias': 'acme' };

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
  const prisma = app.app.database.prisma;
  const dev = await prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  await prisma.storedFile.createMany({
    data: [
      { organizationId: fx.rows.organizationId, key: 'files/acme/b1/banner.png', fileName: 'banner.png', contentType: 'image/png' },
      { organizationId: fx.rows.organizationId, key: 'files/acme/d1/notes.pdf', fileName: 'notes.pdf', contentType: 'application/pdf' },
      { organizationId: dev.id, key: 'files/dev/x1/other.png', fileName: 'other.png', contentType: 'image/png' },
    ],
  });
  await prisma.learner.update({ where: { id: fx.rows.learnerId }, data: { privacyPolicyAccepted: true, termsAccepted: true } });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const acme = () => app.app.database.prisma.organization.findUniqueOrThrow({ where: { alias: 'acme' } });
const SET = `mutation($input: SetOrganizationPropertyInput!) { setOrganizationProperty(input: $input) {
  ... on MutationSetOrganizationPropertySuccess { data { alias isLive primaryColor socialMedia { facebook } landingPageHtml } } ... on AppError { code field } } }`;
const setThroughGraphql = async (input: Json, caller: Caller = 'acmeHolder') => (await app.gql(SET, { input }, fx.tokens[caller], ACME)).body;
const set = (property: unknown, value: unknown, caller: Caller = 'acmeHolder') => app.rest('admin/setOrgProperty', { property, value }, fx.tokens[caller], ACME);

describe('admin/setOrgProperty: each property by its rule', () => {
  const accepted: [string, unknown, Record<string, unknown>][] = [
    ['banner', '/files/acme/b1/banner.png', { banner: '/files/acme/b1/banner.png' }],
    ['banner', 'http://127.0.0.1:3000/files/acme/b1/banner.png', { banner: 'http://127.0.0.1:3000/files/acme/b1/banner.png' }],
    ['background', 'https://cdn.example/bg.jpg', { background: 'https://cdn.example/bg.jpg' }],
    ['background', '', { background: null }],
    ['primaryColor', 'rgba(10, 20, 30, 0.5)', { primaryColor: 'rgba(10, 20, 30, 0.5)' }],
    ['primaryColor', '#FF5722FF', { primaryColor: '#FF5722FF' }],
    ['supportLink', 'https://t.me/acme_help', { supportLink: 'https://t.me/acme_help' }],
    ['availableProgramsMsg', '  Open now  ', { availableProgramsMsg: 'Open now' }],
    ['introductionMsg', 'مرحبا <b>بكم</b>', { introductionMsg: 'مرحبا <b>بكم</b>' }],
    ['socialMedia', { facebook: 'https://facebook.com/acme', whatsapp: 'https://wa.me/123', youtube: '' }, { socialMedia: { facebook: 'https://facebook.com/acme', whatsapp: 'https://wa.me/123' } }],
    ['isLive', true, { isLive: true }],
    ['isLive', false, { isLive: false }],
    ['landingPageHtml', '<h1 onclick="alert(1)">Hi</h1><script>alert(2)</script><a href="javascript:alert(3)">x</a>', { landingPageHtml: '<h1>Hi</h1><a>x</a>' }],
    ['landingPageHtml', '<script>alert(1)</script>', { landingPageHtml: null }],
  ];
  it.each(accepted.map((row, index) => [index, ...row] as const))('#%i %s is saved', async (_index, property, value, saved) => {
    const { status, body } = await set(property, value);
    expect(status).toBe(200);
    expect(body.data).toBe(true);
    expect(await acme()).toMatchObject(saved);
  });

  it('a landing template is parsed and saved with its defaults', async () => {
    const template = { introduction: 'We **teach**', statistics: [{ name: 'Learners', count: 120, icon: 'people' }] };
    expect((await set('landingPageTemplate', template)).body.data).toBe(true);
    expect((await acme()).landingPageTemplate).toEqual({
      banner: null,
      introduction: 'We **teach**',
      programsIntroductionText: '',
      primaryColor: '#1976D2',
      statistics: [{ name: 'Learners', count: 120, icon: 'people' }],
    });
  });

  const refused: [string, unknown, number, string, string][] = [
    ['banner', '/files/dev/x1/other.png', 404, 'notFound', 'banner'],
    ['banner', '/files/acme/d1/notes.pdf', 400, 'invalid_image_type', 'banner'],
    ['banner', '/files/acme/../dev/x1/other.png', 404, 'notFound', 'banner'],
    ['background', 'javascript:alert(1)', 400, 'invalidLink', 'background'],
    ['background', 'https://cdn.example/page.html', 400, 'invalid_image_type', 'background'],
    ['background', '/etc/passwd', 400, 'invalid_data_entry', 'background'],
    ['primaryColor', 'not a colour', 400, 'invalidColor', 'primaryColor'],
    ['primaryColor', 12, 400, 'invalidColor', 'primaryColor'],
    ['supportLink', 'ftp://example.com', 400, 'invalidLink', 'supportLink'],
    ['supportLink', 'javascript:alert(1)', 400, 'invalidLink', 'supportLink'],
    ['availableProgramsMsg', 'x'.repeat(1_001), 400, 'invalid_data_entry', 'availableProgramsMsg'],
    ['introductionMsg', { text: 'x' }, 400, 'invalid_data_entry', 'introductionMsg'],
    ['socialMedia', { facebook: 'not a url' }, 400, 'invalidLink', 'socialMedia.facebook'],
    ['socialMedia', { instagram: 'https://instagram.com/acme', myspace: 'https://myspace.com/acme' }, 400, 'invalid_data_entry', 'socialMedia'],
    ['socialMedia', ['https://facebook.com/acme'], 400, 'invalid_data_entry', 'socialMedia'],
    ['isLive', 'yes', 400, 'invalid_data_entry', 'isLive'],
    ['landingPageHtml', 'x'.repeat(100_001), 400, 'invalid_data_entry', 'landingPageHtml'],
    ['landingPageTemplate', { statistics: [{ name: 'Learners', count: -1, icon: 'people' }] }, 400, 'invalid_data_entry', 'landingPageTemplate.statistics.0.count'],
    ['landingPageTemplate', { introduction: 'x', mode: 'html' }, 400, 'invalid_data_entry', 'landingPageTemplate'],
    ['landingPageTemplate', { statistics: [{ name: 'A', count: 1, icon: 'rocket-launcher' }] }, 400, 'invalid_data_entry', 'landingPageTemplate.statistics.0.icon'],
    ['landingPageTemplate', { primaryColor: 'hsl(1, 2%, 3%)' }, 400, 'invalidColor', 'landingPageTemplate.primaryColor'],
    ['landingPageTemplate', { banner: 'javascript:alert(1)' }, 400, 'invalidLink', 'landingPageTemplate.banner'],
    ['landingPageTemplate', 'text', 400, 'invalid_data_entry', 'landingPageTemplate'],
    ['name', 'Renamed', 400, 'invalid_data_entry', 'property'],
    ['tier', 'gold', 400, 'invalid_data_entry', 'property'],
  ];
  it.each(refused.map((row, index) => [index, ...row] as const))('#%i %s is refused with %i %s (%s) and changes nothing', async (_index, property, value, status, code, field) => {
    const before = await acme();
    const answer = await set(property, value);
    expect(answer.status).toBe(status);
    // the edge guard names the field of a value too long for any path
    expect(answer.body.data).toEqual(expect.objectContaining({ error: code }));
    if (property !== 'name' && property !== 'tier') {
      // GraphQL names the field too (its enum refuses an unknown property before the service)
      expect((await setThroughGraphql({ property, value })).data.setOrganizationProperty).toEqual({ code, field });
    }
    expect(await acme()).toEqual(before);
  });
});

describe('who may set, read and download', () => {
  const refusedCallers: [Caller, number][] = [
    ['anonymous', 401],
    ['acmeLearner', 403],
    ['acmeOwner', 403],
    ['platform', 403],
  ];
  it.each(refusedCallers)('%s may not set a property (%i), nor read the organisation data or the e-mails', async (caller, status) => {
    const before = await acme();
    expect((await set('supportLink', 'https://evil.example', caller)).status).toBe(status);
    expect((await app.rest('admin/getOrgData', {}, fx.tokens[caller], ACME)).status).toBe(status);
    expect((await app.rest('admin/getOrgVerifiedEmails', { alias: 'acme' }, fx.tokens[caller], ACME)).status).toBe(status);
    expect(await acme()).toEqual(before);
  });

  it("the holder of another organisation changes their own organisation, never this one, and may not download this one's e-mails", async () => {
    const before = await acme();
    expect((await set('supportLink', 'https://dev.example/help', 'devHolder')).status).toBe(200);
    expect(await acme()).toEqual(before);
    const dev = await app.app.database.prisma.organization.findUniqueOrThrow({ where: { alias: 'dev' } });
    expect(dev.supportLink).toBe('https://dev.example/help');
    const answer = await app.rest('admin/getOrgVerifiedEmails', { alias: 'acme' }, fx.tokens.devHolder, ACME);
    expect(answer.status).toBe(403);
    expect(answer.body.data).toEqual({ error: 'forbidden', field: 'alias' });
  });

  it('the holder downloads the e-mails of the learners who accepted the policies, not of those who did not', async () => {
    const { status, body } = await app.rest('admin/getOrgVerifiedEmails', { alias: 'acme' }, fx.tokens.acmeHolder, ACME);
    expect(status).toBe(200);
    expect(body.data).toEqual(['victim@acme.example']);
  });

  it('admin/getOrgData answers the spec fields with the landing HTML sanitised again as it is read', async () => {
    await app.app.database.prisma.organization.update({ where: { alias: 'acme' }, data: { landingPageHtml: '<p>ok</p><img src=x onerror="alert(1)">' } });
    await set('isLive', true);
    const { body } = await app.rest('admin/getOrgData', {}, fx.tokens.acmeHolder, ACME);
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(['banner', 'background', 'primaryColor', 'supportLink', 'tier', 'availableProgramsMsg', 'introductionMsg', 'socialMedia', 'alias', 'landingPageHtml', 'landingPageTemplate', 'isLive']),
    );
    expect(body.data.alias).toBe('acme');
    expect(body.data.landingPageHtml).toBe('<p>ok</p><img src="x">');
  });
});

describe('setOrganizationProperty through GraphQL', () => {
  const gql = setThroughGraphql;

  it('answers the saved organisation, and an AppError with the field for a refused value', async () => {
    expect((await gql({ property: 'primaryColor', value: 'rgba(1, 2, 3, 1)' })).data.setOrganizationProperty.data).toMatchObject({ alias: 'acme', primaryColor: 'rgba(1, 2, 3, 1)' });
    expect((await gql({ property: 'socialMedia', value: { facebook: 'nope' } })).data.setOrganizationProperty).toEqual({ code: 'invalidLink', field: 'socialMedia.facebook' });
  });

  it.each(['anonymous', 'acmeLearner', 'acmeOwner', 'platform'] as Caller[])('%s is refused', async (caller) => {
    const before = await acme();
    const answer = await gql({ property: 'isLive', value: !before.isLive }, caller);
    expect(answer.data).toBeNull();
    expect(answer.errors[0].extensions.code).toBe(caller === 'anonymous' ? 'unauthenticated' : 'forbidden');
    expect(await acme()).toEqual(before);
  });

  it('verifiedLearnerEmails is the holder’s only', async () => {
    const QUERY = '{ viewer { organization { verifiedLearnerEmails } } }';
    expect((await app.gql(QUERY, {}, fx.tokens.acmeHolder, ACME)).body.data.viewer.organization.verifiedLearnerEmails).toEqual(['victim@acme.example']);
    const owner = await app.gql(QUERY, {}, fx.tokens.acmeOwner, ACME);
    expect(owner.body.data?.viewer.organization?.verifiedLearnerEmails ?? null).toBeNull();
  });
});
