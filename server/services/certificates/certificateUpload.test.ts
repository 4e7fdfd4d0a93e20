// The certificates upload page's calls (admin spec "Certificates upload page",
// §7): POST /upload with certificateFolder, admin/getCertificatesFolders,
// admin/getCertificatesFiles, admin/deleteAccountCertificates,
// admin/convertSVGToPNG, GraphQL Account.certificateFolders and
// deleteCertificates; and the learner the file is named after reading it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: NodeFixture;
const db = () => app.app.database.prisma;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

async function requestUpload(token: string | undefined, body: Json) {
  const response = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Uploads a certificate as the caller; answers the /upload answer and the PUT's status. */
async function uploadCertificate(caller: Caller, folder: string, fileName: string, bytes = pdf(fileName)) {
  const created = await requestUpload(fx.tokens[caller], { fileName, certificateFolder: folder });
  if (created.status !== 200) return { created, put: 0 };
  const put = await fetch(new URL(created.body.signedUrl, app.url), { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: bytes });
  return { created, put: put.status };
}

const read = async (url: string, token?: string) => {
  const response = await fetch(new URL(url, app.url), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, text: response.status === 200 ? await response.text() : '' };
};

beforeAll(async () => {
  app = await startTestApp();
  fx = await seedNodeFixture(app);
  expect((await uploadCertificate('acmeOwner', 'Course-1 (spring)', 'Victim@Acme.Example.PDF')).put).toBe(200);
  expect((await uploadCertificate('acmeOwner', 'course-1', 'later@acme.example.pdf')).put).toBe(200);
});

afterAll(async () => {
  await app?.stop();
});

describe('POST /upload with certificateFolder', () => {
  it('stores the file privately under files/certificates/hotlink-ok/{account}/{folder}/{lower-cased name}, the folder by the folder-name rule', async () => {
    const folder = await db().certificateFolder.findUniqueOrThrow({
      where: { accountId_name: { accountId: fx.rows.accountId, name: 'Course-1' } },
      include: { files: { include: { file: true }, orderBy: { fileName: 'asc' } } },
    });
    expect(folder.files.map((file) => [file.fileName, file.file.key, file.file.visibility])).toEqual([
      ['victim@acme.example.pdf', `files/certificates/hotlink-ok/${fx.rows.accountId}/Course-1/victim@acme.example.pdf`, 'PRIVATE'],
    ]);
  });

  it('a folder name differing in case is another folder; a re-upload of the same name replaces the file', async () => {
    expect((await uploadCertificate('acmeOwner', 'replace', 'victim@acme.example.pdf', pdf('first'))).put).toBe(200);
    const { created, put } = await uploadCertificate('acmeOwner', 'replace', 'VICTIM@acme.example.pdf', pdf('second'));
    expect(put).toBe(200);
    const files = await db().certificateFile.findMany({ where: { folder: { name: 'replace', accountId: fx.rows.accountId } } });
    expect(files).toHaveLength(1);
    expect((await read(created.body.url)).text).toContain('second');
  });

  it.each([
    ['a folder with nothing English', { fileName: 'victim@acme.example.pdf', certificateFolder: 'شهادات' }, 'certificateFolder'],
    ['a folder that is no text', { fileName: 'victim@acme.example.pdf', certificateFolder: 5 }, 'certificateFolder'],
    ['an SVG', { fileName: 'victim@acme.example.svg', certificateFolder: 'course' }, 'fileName'],
    ['a type not a certificate', { fileName: 'victim@acme.example.exe', certificateFolder: 'course' }, 'fileName'],
    ['no file name', { certificateFolder: 'course' }, 'fileName'],
  ])('%s is 400 invalid_data_entry and creates nothing', async (_case, body, field) => {
    const before = await db().certificateFolder.count();
    expect(await requestUpload(fx.tokens.acmeOwner, body)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field } } });
    expect(await db().certificateFolder.count()).toBe(before);
  });

  it.each([
    ['anonymous', 401, 'unauthenticated'],
    ['acmeLearner', 403, 'forbidden'],
    ['acmeHolder', 403, 'forbidden'],
    ['devHolder', 403, 'forbidden'],
    ['devLearner', 403, 'forbidden'],
    ['platform', 403, 'forbidden'],
  ] as const)('%s may not upload certificates (%s %s)', async (caller, status, error) => {
    const answer = await requestUpload(fx.tokens[caller], { fileName: 'victim@acme.example.pdf', certificateFolder: 'intruder' });
    expect(answer.status).toBe(status);
    expect(answer.body.data.error).toBe(error);
    expect(await db().certificateFolder.count({ where: { name: 'intruder' } })).toBe(0);
  });

  it.each(['acmeNeighbourOwner', 'devOwner'] as const)("%s (the owner of another account) uploads into their own account, never this one's", async (caller) => {
    expect((await uploadCertificate(caller, `other-${caller}`, 'victim@acme.example.pdf')).put).toBe(200);
    const folder = await db().certificateFolder.findFirstOrThrow({ where: { name: `other-${caller}` } });
    expect(folder.accountId).not.toBe(fx.rows.accountId);
  });
});

describe("the learner the file is named after, and nobody else, reads it", () => {
  it('is listed with the folder name (no display name yet) and a signed URL that opens', async () => {
    const { body } = await app.rest('user/getAllUserCertificates', {}, fx.tokens.acmeLearner);
    const listed = body.data.find((certificate: Json) => certificate.displayName === 'Course-1');
    expect(listed.url).toMatch(/\?expires=\d+&signature=/);
    expect(await read(listed.url)).toEqual({ status: 200, text: pdf('Victim@Acme.Example.PDF').toString() });
  });

  it('shows the display name the owner set in folderDisplayNames', async () => {
    await app.rest('admin/setAccountProperty', { property: 'folderDisplayNames', value: { 'Course-1': 'دورة ١' } }, fx.tokens.acmeOwner);
    const { body } = await app.gql('query { viewer { learner { certificates { displayName url } } } }', {}, fx.tokens.acmeLearner);
    expect(body.data.viewer.learner.certificates.map((certificate: Json) => certificate.displayName)).toContain('دورة ١');
  });

  it('another learner of the organisation does not see it, and the unsigned file is refused to them and to anonymous', async () => {
    const { body } = await app.rest('user/getAllUserCertificates', {}, fx.tokens.acmeNeighbour);
    expect(body.data).toEqual([]);
    const key = `/files/certificates/hotlink-ok/${fx.rows.accountId}/Course-1/victim@acme.example.pdf`;
    expect((await read(key, fx.tokens.acmeNeighbour)).status).toBe(403);
    expect((await read(key)).status).toBe(401);
    expect((await read(key, fx.tokens.acmeOwner)).status).toBe(200);
    expect((await read(key, fx.tokens.acmeHolder)).status).toBe(200);
    expect((await read(key, fx.tokens.acmeNeighbourOwner)).status).toBe(403);
  });

  it('a learner who registers later matches a file uploaded before', async () => {
    await db().learner.create({ data: { organizationId: fx.rows.organizationId, email: 'later@acme.example', name: 'Later' } });
    const { body } = await app.rest('user/login', { email: 'later@acme.example' }, undefined, { 'x-org-alias': 'acme' });
    const listed = await app.rest('user/getAllUserCertificates', {}, body.data.token);
    expect(listed.body.data.map((certificate: Json) => certificate.displayName)).toEqual(['course-1']);
    await db().learner.delete({ where: { organizationId_email: { organizationId: fx.rows.organizationId, email: 'later@acme.example' } } });
  });
});

describe('admin/getCertificatesFolders and admin/getCertificatesFiles', () => {
  const expectedFolder = { name: 'Course-1', displayName: 'دورة ١', fileCount: 1, unmatchedCount: 0 };

  it('the owner reads their account’s folders with counts (files matching no learner yet counted apart) and files', async () => {
    const folders = await app.rest('admin/getCertificatesFolders', {}, fx.tokens.acmeOwner);
    expect(folders.status).toBe(200);
    expect(folders.body.data).toContainEqual(expectedFolder);
    expect(folders.body.data).toContainEqual({ name: 'course-1', displayName: 'course-1', fileCount: 1, unmatchedCount: 1 });
    const files = await app.rest('admin/getCertificatesFiles', {}, fx.tokens.acmeOwner);
    const file = files.body.data.find((listed: Json) => listed.folder === 'Course-1');
    expect(file).toMatchObject({ fileName: 'victim@acme.example.pdf', path: 'Course-1/victim@acme.example.pdf', matched: true });
    expect((await read(file.url)).status).toBe(200);
  });

  it.each(['acmeHolder', 'platform'] as const)('%s reads a named account of the organisation', async (caller) => {
    const folders = await app.rest('admin/getCertificatesFolders', { account: fx.rows.accountId }, fx.tokens[caller]);
    expect(folders.body.data).toContainEqual(expectedFolder);
  });

  it.each([
    ['anonymous', 401, 'unauthenticated'],
    ['acmeLearner', 403, 'forbidden'],
    ['acmeNeighbourOwner', 403, 'forbidden'],
    ['devHolder', 404, 'notFound'],
    ['devOwner', 403, 'forbidden'],
  ] as const)('%s does not read this account (%s %s)', async (caller, status, error) => {
    for (const path of ['admin/getCertificatesFolders', 'admin/getCertificatesFiles']) {
      const answer = await app.rest(path, { account: fx.rows.accountId }, fx.tokens[caller]);
      expect({ path, status: answer.status, error: answer.body.data.error }).toEqual({ path, status, error });
    }
  });

  it('a holder naming no account is 400 invalid_data_entry', async () => {
    expect((await app.rest('admin/getCertificatesFolders', {}, fx.tokens.acmeHolder)).body).toEqual({ data: { error: 'invalid_data_entry', field: 'account' } });
  });
});

describe('GraphQL Account.certificateFolders and deleteCertificates', () => {
  const FOLDERS = 'query($id: ID!) { node(id: $id) { ... on Account { certificateFolders { name displayName fileCount unmatchedCount files { fileName matched } } } } }';
  const DELETE = `mutation($input: DeleteCertificatesInput!) { deleteCertificates(input: $input) {
    __typename ... on MutationDeleteCertificatesSuccess { data { deletedFiles account { certificateFolders { name } } } } ... on AppError { code field } } }`;
  const accountGid = () => encodeGlobalID('Account', fx.rows.accountId);

  it.each(['acmeOwner', 'acmeHolder', 'platform'] as const)('%s reads the folders', async (caller) => {
    const { body } = await app.gql(FOLDERS, { id: accountGid() }, fx.tokens[caller]);
    expect(body.data.node.certificateFolders).toContainEqual({
      name: 'Course-1',
      displayName: 'دورة ١',
      fileCount: 1,
      unmatchedCount: 0,
      files: [{ fileName: 'victim@acme.example.pdf', matched: true }],
    });
  });

  it.each(['anonymous', 'acmeLearner', 'acmeNeighbourOwner', 'devOwner', 'devHolder'] as const)('%s does not', async (caller) => {
    const { body } = await app.gql(FOLDERS, { id: accountGid() }, fx.tokens[caller]);
    expect(body.data?.node?.certificateFolders).toBeUndefined();
  });

  it.each(['anonymous', 'acmeLearner', 'acmeNeighbourOwner', 'devOwner', 'devHolder', 'platform'] as const)('%s may not delete; nothing changes', async (caller) => {
    const { body } = await app.gql(DELETE, { input: { accountId: accountGid(), path: 'Course-1' } }, fx.tokens[caller]);
    expect(body.data?.deleteCertificates?.__typename).not.toBe('MutationDeleteCertificatesSuccess');
    expect(await db().certificateFolder.count({ where: { accountId: fx.rows.accountId, name: 'Course-1' } })).toBe(1);
  });

  it('a path naming nothing of the account is notFound; a malformed one invalid_data_entry', async () => {
    for (const [path, code] of [['no-such', 'notFound'], ['Course-1/nobody@acme.example.pdf', 'notFound'], ['a/b/c', 'invalid_data_entry'], ['../x', 'invalid_data_entry']]) {
      const { body } = await app.gql(DELETE, { input: { accountId: accountGid(), path } }, fx.tokens.acmeOwner);
      expect(body.data.deleteCertificates).toEqual({ __typename: 'AppError', code, field: 'path' });
    }
  });

  it.each([
    ['a raw row id', () => fx.rows.accountId],
    ['an id of another type', () => encodeGlobalID('Program', fx.rows.accountId)],
  ])('deleteCertificates takes the account\'s global id: %s is notFound naming accountId', async (_case, accountId) => {
    const { body } = await app.gql(DELETE, { input: { accountId: accountId(), path: 'Course-1' } }, fx.tokens.acmeOwner);
    expect(body.data.deleteCertificates).toEqual({ __typename: 'AppError', code: 'notFound', field: 'accountId' });
    expect(await db().certificateFolder.count({ where: { accountId: fx.rows.accountId, name: 'Course-1' } })).toBe(1);
  });

  it('the holder deletes one file, the owner a folder: rows and bytes go', async () => {
    await uploadCertificate('acmeOwner', 'to-delete', 'a@acme.example.pdf');
    const { created } = await uploadCertificate('acmeOwner', 'to-delete', 'b@acme.example.pdf');
    const one = await app.gql(DELETE, { input: { accountId: accountGid(), path: 'to-delete/A@acme.example.pdf' } }, fx.tokens.acmeHolder);
    expect(one.body.data.deleteCertificates.data.deletedFiles).toBe(1);
    const all = await app.rest('admin/deleteAccountCertificates', { path: 'to-delete' }, fx.tokens.acmeOwner);
    expect(all).toEqual({ status: 200, body: { data: { deletedFiles: 1 } } });
    expect(await db().certificateFolder.count({ where: { name: 'to-delete' } })).toBe(0);
    expect((await read(created.body.url)).status).toBe(404);
  });

  it.each([
    ['anonymous', 401],
    ['acmeLearner', 403],
    ['platform', 403],
    ['devHolder', 404],
    ['devOwner', 403],
    ['acmeNeighbourOwner', 403],
  ] as const)('admin/deleteAccountCertificates by %s is %s and deletes nothing', async (caller, status) => {
    const answer = await app.rest('admin/deleteAccountCertificates', { account: fx.rows.accountId, path: 'Course-1' }, fx.tokens[caller]);
    expect(answer.status).toBe(status);
    expect(await db().certificateFolder.count({ where: { accountId: fx.rows.accountId, name: 'Course-1' } })).toBe(1);
  });
});

describe('admin/convertSVGToPNG', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text x="10" y="50" font-size="30">محمد</text></svg>';

  it.each([
    ['SVG text', svg],
    ['base64', Buffer.from(svg).toString('base64')],
    ["a Buffer's JSON", Buffer.from(svg).toJSON()],
  ])('takes %s and answers the PNG as base64', async (_form, svgBuffer) => {
    const answer = await app.rest('admin/convertSVGToPNG', { svgBuffer }, fx.tokens.acmeOwner);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ contentType: 'image/png', width: 200, height: 80 });
    expect(Buffer.from(answer.body.data.png, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it.each(['acmeOwner', 'acmeNeighbourOwner', 'acmeHolder', 'devHolder', 'platform', 'devOwner'] as const)('%s may convert', async (caller) => {
    expect((await app.rest('admin/convertSVGToPNG', { svgBuffer: svg }, fx.tokens[caller])).status).toBe(200);
  });

  it.each([['anonymous', 401], ['acmeLearner', 403], ['devLearner', 403]] as const)('%s may not (%s)', async (caller, status) => {
    expect((await app.rest('admin/convertSVGToPNG', { svgBuffer: svg }, fx.tokens[caller])).status).toBe(status);
  });

  it.each([['no svg', undefined], ['not SVG', 'hello!'], ['a number', 5], ['bytes out of range', { type: 'Buffer', data: [300] }]])(
    '%s is 400 invalid_data_entry',
    async (_case, svgBuffer) => {
      expect(await app.rest('admin/convertSVGToPNG', { svgBuffer }, fx.tokens.acmeOwner)).toEqual({
        status: 400,
        body: { data: { error: 'invalid_data_entry', field: 'svgBuffer' } },
      });
    },
  );
});
