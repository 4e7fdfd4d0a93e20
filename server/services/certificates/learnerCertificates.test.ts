// A learner's certificates (learner spec §2 My Certificates, §3 Certificate,
// §7 user/getUserCertificates and user/getAllUserCertificates): uploaded files
// named after the learner's e-mail, in folders of the accounts the learner sees.
// Read through GraphQL Learner.certificates and the legacy REST calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let devId = '';
let demoAccountId = '';
let secondAccountId = '';
const tokens = { learner: '', other: '', nobody: '' };
let sequence = 0;

const db = () => app.app.database.prisma;

/** Certificate files by the account and folder they are in; each answers its download url. */
async function certificateFolder(accountId: string, folder: { name: string; displayName?: string }, fileNames: string[]) {
  const account = await db().account.findUniqueOrThrow({ where: { id: accountId } });
  const created = await db().certificateFolder.create({ data: { accountId, ...folder } });
  const urls: Record<string, string> = {};
  for (const fileName of fileNames) {
    const key = `files/certificates/${++sequence}/${fileName}`;
    const file = await db().storedFile.create({
      data: { organizationId: account.organizationId, key, fileName, contentType: 'application/pdf', uploadedAt: new Date() },
    });
    await db().certificateFile.create({ data: { folderId: created.id, fileName, fileId: file.id } });
    urls[fileName] = `/${key}`;
  }
  return urls;
}

/** A listed url less its signature: the files are handed out as signed read URLs. */
const unsigned = (url: string) => {
  expect(url).toMatch(/\?expires=\d+&signature=/);
  return url.split('?')[0];
};
const unsignedAnswer = (answer: { status: number; body: Json }) =>
  Array.isArray(answer.body?.data)
    ? { ...answer, body: { data: answer.body.data.map((certificate: Json) => ({ ...certificate, url: unsigned(certificate.url) })) } }
    : answer;

const urls = { course: {} as Record<string, string>, second: {} as Record<string, string> };

beforeAll(async () => {
  app = await startTestApp();
  devId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  demoAccountId = (await db().account.findFirstOrThrow({ where: { organizationId: devId, alias: 'Demo Account' } })).id;
  secondAccountId = (await db().account.create({ data: { organizationId: devId, alias: 'Second Account', order: 1 } })).id;
  await db().learner.createMany({
    data: [
      { organizationId: devId, email: 'other@example.com', name: 'Other Learner' },
      { organizationId: devId, email: 'nobody@example.com', name: 'No Certificates' },
    ],
  });

  urls.course = await certificateFolder(demoAccountId, { name: 'course', displayName: 'Course certificate' }, [
    'learner@example.com.pdf',
    'other@example.com.pdf',
    'learner@example.com.backup.pdf',
    'learner@example.community.pdf',
    'xlearner@example.com.pdf',
  ]);
  urls.second = await certificateFolder(secondAccountId, { name: 'advanced-level' }, ['learner@example.com.png']);

  const acme = await db().organization.create({ data: { alias: 'acme', name: 'Acme' } });
  const acmeAccount = await db().account.create({ data: { organizationId: acme.id, alias: 'Acme Account' } });
  await certificateFolder(acmeAccount.id, { name: 'acme', displayName: 'Acme certificate' }, ['learner@example.com.pdf']);

  // Accounts of dev the learner does not see: registration form not registered in, hidden from learners.
  const formAccount = await db().account.create({ data: { organizationId: devId, alias: 'Form Account', useRegForm: true, regFormId: 'form' } });
  await certificateFolder(formAccount.id, { name: 'form', displayName: 'Form certificate' }, ['learner@example.com.pdf']);
  const hiddenAccount = await db().account.create({ data: { organizationId: devId, alias: 'Hidden Account', hideAccountToQuiz: true } });
  await certificateFolder(hiddenAccount.id, { name: 'hidden', displayName: 'Hidden certificate' }, ['learner@example.com.pdf']);

  for (const who of ['learner', 'other', 'nobody'] as const) {
    const { body } = await app.rest('user/login', { email: `${who}@example.com` });
    tokens[who] = body.data.token;
  }
});

afterAll(async () => {
  await app?.stop();
});

const LEARNER_CERTIFICATES = /* GraphQL */ `
  query { viewer { learner { certificates { displayName url domainName domainId } } } }
`;

const ownCertificates = () => [
  { displayName: 'Course certificate', url: urls.course['learner@example.com.pdf'], domainName: 'Demo Account' },
  // a folder without a display name shows its name
  { displayName: 'advanced-level', url: urls.second['learner@example.com.png'], domainName: 'Second Account' },
];

describe("GraphQL Learner.certificates lists only the learner's own certificates", () => {
  it('the files named after the e-mail, in the accounts the learner sees, in account order', async () => {
    const { status, body } = await app.gql(LEARNER_CERTIFICATES, {}, tokens.learner);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const certificates = body.data.viewer.learner.certificates;
    expect(certificates.map(({ displayName, url, domainName }: Json) => ({ displayName, url: unsigned(url), domainName }))).toEqual(ownCertificates());
  });

  it('each names its account by the Domain global id', async () => {
    const { body } = await app.gql(LEARNER_CERTIFICATES, {}, tokens.learner);
    const [first] = body.data.viewer.learner.certificates;
    const domain = await app.gql('query($id: ID!) { node(id: $id) { ... on Domain { name } } }', { id: first.domainId }, tokens.learner);
    expect(domain.body.data.node).toEqual({ name: 'Demo Account' });
  });

  it("another learner sees their own and not this learner's", async () => {
    const { body } = await app.gql(LEARNER_CERTIFICATES, {}, tokens.other);
    expect(body.data.viewer.learner.certificates.map(({ displayName, url }: Json) => ({ displayName, url: unsigned(url) }))).toEqual([
      { displayName: 'Course certificate', url: urls.course['other@example.com.pdf'] },
    ]);
  });

  it('a learner without certificate files gets an empty list', async () => {
    const { body } = await app.gql(LEARNER_CERTIFICATES, {}, tokens.nobody);
    expect(body.data.viewer.learner.certificates).toEqual([]);
  });
});

describe('the REST certificate calls answer the same certificates', () => {
  it("user/getAllUserCertificates lists the learner's own with displayName, url and domainName", async () => {
    const answer = await app.rest('user/getAllUserCertificates', { email: 'learner@example.com' }, tokens.learner);
    expect(unsignedAnswer(answer)).toEqual({ status: 200, body: { data: ownCertificates() } });
  });

  it('user/getAllUserCertificates with accountIds keeps those accounts only', async () => {
    const answer = await app.rest('user/getAllUserCertificates', { email: 'learner@example.com', accountIds: [secondAccountId] }, tokens.learner);
    expect(unsignedAnswer(answer).body.data).toEqual([ownCertificates()[1]]);
  });

  it.each([
    ['the Demo Account', () => demoAccountId, () => [{ displayName: 'Course certificate', url: urls.course['learner@example.com.pdf'] }]],
    ['the Second Account', () => secondAccountId, () => [{ displayName: 'advanced-level', url: urls.second['learner@example.com.png'] }]],
    ['an account of no certificate', () => 'no-such-account', () => []],
  ])('user/getUserCertificates {account} keeps %s only, as displayName and url', async (_rule, account, expected) => {
    const answer = await app.rest('user/getUserCertificates', { email: 'learner@example.com', account: account() }, tokens.learner);
    expect(unsignedAnswer(answer)).toEqual({ status: 200, body: { data: expected() } });
  });

  it('user/getUserCertificates without an account is 400 invalid_data_entry', async () => {
    const answer = await app.rest('user/getUserCertificates', { email: 'learner@example.com' }, tokens.learner);
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'account' } } });
  });

  it.each(['user/getUserCertificates', 'user/getAllUserCertificates'])("%s with another learner's e-mail is 403 forbidden", async (path) => {
    const answer = await app.rest(path, { email: 'other@example.com', account: demoAccountId }, tokens.learner);
    expect(answer).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
  });

  it.each(['user/getUserCertificates', 'user/getAllUserCertificates'])('%s with neither a token nor an e-mail is 401 unauthenticated', async (path) => {
    const answer = await app.rest(path, { account: demoAccountId });
    expect(answer).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });

  it.each(['user/getUserCertificates', 'user/getAllUserCertificates'])("%s with the spec's body (the e-mail, no token) answers that learner's certificates", async (path) => {
    const withToken = await app.rest(path, { email: 'learner@example.com', account: demoAccountId }, tokens.learner);
    const byEmail = await app.rest(path, { email: 'learner@example.com', account: demoAccountId });
    expect(byEmail).toEqual(withToken);
    expect(byEmail.status).toBe(200);
  });
});

describe("a file is the learner's only when its name less the extension is the e-mail", () => {
  it.each([
    ['learner@example.com.backup.pdf', 'a second extension'],
    ['learner@example.community.pdf', 'a longer domain'],
    ['xlearner@example.com.pdf', 'a longer local part'],
  ])('%s (%s) is not the learner’s', async (fileName) => {
    const { body } = await app.rest('user/getAllUserCertificates', { email: 'learner@example.com' }, tokens.learner);
    expect(body.data.map((certificate: Json) => unsigned(certificate.url))).not.toContain(urls.course[fileName]);
  });

  it('certificates of accounts of another organisation, of accounts the learner is not registered in, or hidden from learners are not listed', async () => {
    const { body } = await app.rest('user/getAllUserCertificates', { email: 'learner@example.com' }, tokens.learner);
    const names = body.data.map((certificate: Json) => certificate.displayName);
    for (const foreign of ['Acme certificate', 'Form certificate', 'Hidden certificate']) expect(names).not.toContain(foreign);
  });

  it("asking for another organisation's account by id does not reach its certificates", async () => {
    const acmeAccount = await db().account.findFirstOrThrow({ where: { alias: 'Acme Account' } });
    const answer = await app.rest('user/getUserCertificates', { email: 'learner@example.com', account: acmeAccount.id }, tokens.learner);
    expect(unsignedAnswer(answer)).toEqual({ status: 200, body: { data: [] } });
  });
});
