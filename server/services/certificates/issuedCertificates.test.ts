// Certificates released by an account's criteria (learner spec: "Results and
// certificates ... released by the account's criteria, downloadable from the
// home"): issued once every criterion quiz is passed, rendered from the
// account's uploaded SVG template at /certificates/<token>.svg, and listed with
// the learner's other certificates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../db/generated/client.ts';
import { quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { releaseCertificates } from './issuedCertificates.ts';
import { renderPng } from '../../certificates/renderPng.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let ownerToken = '';
let sequence = 0;

const TEMPLATE = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">',
  '<text x="10" y="40">{{name}}</text>',
  '<text x="10" y="80" data-email="{{email}}">{{date}} {{account}}</text>',
  '<text x="10" y="120">COURSE_NAME by {{director}}</text>',
  '</svg>',
].join('\n');

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  ownerToken = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

type Learner = Awaited<ReturnType<typeof fx.learner>>;

/** Uploads an SVG through POST /upload and the signed PUT; answers the url /upload gave. */
async function uploadSvg(svg: string): Promise<string> {
  const upload = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ fileName: 'template.svg' }),
  });
  const { signedUrl, url } = await upload.json();
  const put = await fetch(new URL(signedUrl, app.url), { method: 'PUT', headers: { 'content-type': 'image/svg+xml' }, body: svg });
  expect(put.status).toBe(200);
  return url;
}

/** An account of dev with `criteria` quizzes (passGrade 4 of 6) as its release criteria, and an uploaded template. */
async function certifyingAccount(criteria: number, settings: Partial<Prisma.AccountUncheckedCreateInput> = {}) {
  const { organizationId } = await fx.dev();
  const account = await fx.db().account.create({
    data: {
      organizationId,
      alias: `Certifying ${++sequence}`,
      order: 10 + sequence,
      useCertificateTemplate: true,
      certificateTemplate: await uploadSvg(TEMPLATE),
      ...settings,
    },
  });
  const quizzes = [];
  for (let i = 0; i < criteria; i++) quizzes.push(await fx.quiz({ accountId: account.id }));
  await fx.db().account.update({ where: { id: account.id }, data: { certificateReleaseCriteria: quizzes.map((quiz) => quiz.id) } });
  return { account, quizzes };
}

const wrongAnswers = { ...rightAnswers, q1: { selectedAnswer: 1 }, q2: { textAnswer: 'red' } };

/** Opens and submits the quiz through user/takeQuiz and user/submitQuiz. */
async function answer(learner: Learner, quizId: string, answers: Json = rightAnswers) {
  const taken = await app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  const submitted = await app.rest(
    'user/submitQuiz',
    { email: learner.email, quizId, attemptId: taken.body.data.attempt.id, answers, submitKey: `k-${++sequence}` },
    learner.token,
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

const issued = (accountId: string, learnerId: string) => fx.db().issuedCertificate.findMany({ where: { accountId, learnerId } });

const download = (token: string) => fetch(`${app.url}/certificates/${token}.svg`);

describe('a certificate is released once every criterion quiz is passed', () => {
  it('nothing is released while a criterion is not passed or not taken', async () => {
    const { account, quizzes } = await certifyingAccount(3);
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    expect(await issued(account.id, learner.id)).toEqual([]);
    expect((await answer(learner, quizzes[1].id, wrongAnswers)).passed).toBe(false);
    expect(await issued(account.id, learner.id)).toEqual([]);
  });

  it('the submission that passes the last criterion releases the certificate', async () => {
    const { account, quizzes } = await certifyingAccount(2);
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    await answer(learner, quizzes[1].id);
    const [certificate] = await issued(account.id, learner.id);
    expect(certificate.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is released once, even when an editable quiz is submitted again', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    await fx.db().quiz.update({ where: { id: quizzes[0].id }, data: { editableAnswers: true } });
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    const [first] = await issued(account.id, learner.id);
    await answer(learner, quizzes[0].id);
    expect(await issued(account.id, learner.id)).toEqual([first]);
  });

  it('concurrent releases issue one certificate and none fails', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    const learner = await fx.learner();
    await fx.db().externalGrade.create({ data: { quizId: quizzes[0].id, email: learner.email, grade: 6 } });
    const released = await Promise.all(
      Array.from({ length: 5 }, () => releaseCertificates(fx.db(), account.id, learner.id, new Date())),
    );
    expect(released).toEqual([true, true, true, true, true]);
    expect(await issued(account.id, learner.id)).toHaveLength(1);
  });

  it.each([
    ['an external grade at the pass grade counts as passed', 4, 0, 1],
    ['an external grade below the pass grade does not', 3, 0, 0],
    ['an external grade below the pass grade with an offset reaching it counts (externalResultOf)', 3, 1, 1],
    ['an external grade at the pass grade with an offset below it does not', 4, -1, 0],
  ])('%s', async (_rule, grade, offset, released) => {
    const { account, quizzes } = await certifyingAccount(2);
    await fx.db().quiz.update({ where: { id: quizzes[1].id }, data: { externalGrades: true, maxGradeExternal: 6 } });
    const learner = await fx.learner();
    await fx.db().externalGrade.create({ data: { quizId: quizzes[1].id, email: learner.email, grade } });
    if (offset) await fx.db().gradeOffset.create({ data: { quizId: quizzes[1].id, learnerId: learner.id, offset } });
    await answer(learner, quizzes[0].id);
    expect(await issued(account.id, learner.id)).toHaveLength(released);
  });

  it('criteria naming deleted or unknown quizzes are ignored', async () => {
    const { account, quizzes } = await certifyingAccount(2);
    await fx.db().quiz.update({ where: { id: quizzes[1].id }, data: { deletedAt: new Date() } });
    await fx.db().account.update({
      where: { id: account.id },
      data: { certificateReleaseCriteria: [quizzes[0].id, quizzes[1].id, 'no-such-quiz'] },
    });
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    expect(await issued(account.id, learner.id)).toHaveLength(1);
  });

  it.each([
    ['useCertificateTemplate is false', { useCertificateTemplate: false }],
    ['there is no template', { certificateTemplate: null }],
    ['there is no criterion', { certificateReleaseCriteria: [] }],
    ['every criterion names a deleted or unknown quiz', { certificateReleaseCriteria: ['no-such-quiz'] }],
  ])('nothing is released when %s', async (_rule, settings: Prisma.AccountUpdateInput) => {
    const { account, quizzes } = await certifyingAccount(1);
    await fx.db().account.update({ where: { id: account.id }, data: settings });
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    expect(await issued(account.id, learner.id)).toEqual([]);
  });
});

describe('GET /certificates/<token>.svg renders the template for the learner', () => {
  it('fills in name, e-mail, date, account and the account keywords, XML-escaped, as an SVG attachment', async () => {
    const { account, quizzes } = await certifyingAccount(1, {
      alias: 'Tom & Jerry School',
      certificateTemplateUserKeywords: { COURSE_NAME: 'Algebra <1>', '{{director}}': `Dr. "O'Neil"` },
    });
    const learner = await fx.learner('Ali <&> Hassan');
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);

    const response = await download(certificate.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="certificate.svg"');
    expect(await response.text()).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">',
        '<text x="10" y="40">Ali &lt;&amp;&gt; Hassan</text>',
        `<text x="10" y="80" data-email="${learner.email}">${certificate.issuedAt.toISOString().slice(0, 10)} Tom &amp; Jerry School</text>`,
        // the sanitiser writes quotes in text as they are
        `<text x="10" y="120">Algebra &lt;1&gt; by Dr. "O'Neil"</text>`,
        '</svg>',
      ].join('\n'),
    );
  });

  it('/certificates/<token>.png draws the same certificate as a PNG attachment, an Arabic name included', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    const learner = await fx.learner('محمد عبد الله');
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);
    const svg = await (await download(certificate.token)).text();
    const response = await fetch(`${app.url}/certificates/${certificate.token}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="certificate.png"');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png).toEqual(renderPng(svg));
    const { body } = await app.gql('query { viewer { learner { certificates { url pngUrl } } } }', {}, learner.token);
    expect(body.data.viewer.learner.certificates).toContainEqual({
      url: `/certificates/${certificate.token}.svg`,
      pngUrl: `/certificates/${certificate.token}.png`,
    });
  });

  it('a template given as a path (/files/...) is read the same way', async () => {
    const url = await uploadSvg('<svg>{{name}}</svg>');
    const { account, quizzes } = await certifyingAccount(1, { certificateTemplate: new URL(url, app.url).pathname });
    const learner = await fx.learner('Mona');
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);
    expect(await (await download(certificate.token)).text()).toBe('<svg>Mona</svg>');
  });

  it('a template carrying a script, an event handler, a foreign object or a javascript: link comes out without them, sandboxed', async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">',
      '<script>alert(localStorage.token)</script>',
      '<text x="10" y="40" onclick="alert(2)">{{name}}</text>',
      '<a href="javascript:alert(3)"><rect width="5" height="5"/></a>',
      '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
      '</svg>',
    ].join('');
    const { account, quizzes } = await certifyingAccount(1, { certificateTemplate: await uploadSvg(hostile) });
    const learner = await fx.learner('Salma');
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);
    const response = await download(certificate.token);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text x="10" y="40">Salma</text><a><rect width="5" height="5"></rect></a></svg>',
    );
  });

  it.each(['no-such-token', 'a.b', 'x'.repeat(101)])('an unknown or malformed token (%s) is 404 notFound, as SVG and as PNG', async (token) => {
    expect((await fetch(`${app.url}/certificates/${token}.png`)).status).toBe(404);
    const response = await download(token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ data: { error: 'notFound' } });
  });

  it('a template that is no longer there is 404 notFound', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);
    await fx.db().account.update({ where: { id: account.id }, data: { certificateTemplate: '/files/dev/missing/template.svg' } });
    const response = await download(certificate.token);
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 404, body: { data: { error: 'notFound' } } });
  });
});

describe('a released certificate is listed with the learner’s certificates', () => {
  it('in user/getAllUserCertificates, user/getUserCertificates and GraphQL Learner.certificates, named by the account', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    const [certificate] = await issued(account.id, learner.id);
    const url = `/certificates/${certificate.token}.svg`;

    const all = await app.rest('user/getAllUserCertificates', { email: learner.email }, learner.token);
    expect(all.body.data).toContainEqual({ displayName: account.alias, url, domainName: account.alias });
    const one = await app.rest('user/getUserCertificates', { email: learner.email, account: account.id }, learner.token);
    expect(one.body.data).toEqual([{ displayName: account.alias, url }]);
    const { body } = await app.gql('query { viewer { learner { certificates { displayName url domainName } } } }', {}, learner.token);
    expect(body.data.viewer.learner.certificates).toContainEqual({ displayName: account.alias, url, domainName: account.alias });
    expect((await download(certificate.token)).status).toBe(200);
  });

  it('not when the account is hidden from learners', async () => {
    const { account, quizzes } = await certifyingAccount(1);
    const learner = await fx.learner();
    await answer(learner, quizzes[0].id);
    await fx.db().account.update({ where: { id: account.id }, data: { hideAccountToQuiz: true } });
    const all = await app.rest('user/getAllUserCertificates', { email: learner.email }, learner.token);
    expect(all.body.data.map((listed: Json) => listed.domainName)).not.toContain(account.alias);
  });
});
