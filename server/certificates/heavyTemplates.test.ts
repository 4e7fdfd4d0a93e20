// Issue 30: one certificate template froze the whole server (a 245-byte blur
// kept /healthz waiting 1.6 s, a 4000×4000 one over 6 minutes). Templates are
// now drawn off the event loop, refused past the work limits, cut off at the
// drawing's time limit, and an issued certificate's PNG is drawn once.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../testing/quizFixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { DRAW_TIME_LIMIT_MS, renderPoolDrawings } from './renderPool.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let ownerToken = '';
let sequence = 0;

/** 1000×1000 behind a blur as wide as the picture: 245 bytes. */
const BLUR_1000 =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><filter id="b"><feGaussianBlur stdDeviation="400"/></filter>' +
  '<rect width="1000" height="1000" fill="#0a6" filter="url(#b)"/><text x="100" y="500" font-size="80">{{name}}</text></svg>';

/** 4000×4000, filters stacked: blurs, morphologies and turbulence over three layers. */
const STACKED_4000 = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">',
  '<filter id="s" x="-1" y="-1" width="3" height="3">',
  '<feTurbulence baseFrequency="0.01" numOctaves="4"/><feGaussianBlur stdDeviation="90"/><feMorphology radius="9"/>',
  '<feGaussianBlur stdDeviation="90"/><feMorphology operator="dilate" radius="9"/><feGaussianBlur stdDeviation="90"/>',
  '</filter>',
  '<g filter="url(#s)"><rect width="4000" height="4000" fill="#c00"/></g>',
  '<g filter="url(#s)"><rect width="4000" height="4000" fill="#0c0" opacity="0.5"/></g>',
  '<g filter="url(#s)"><text x="400" y="2000" font-size="300">{{name}}</text></g>',
  '</svg>',
].join('');

/** Within every static limit, and still minutes of drawing: 3,000 translucent gradients over 4000×4000 (176 kB). */
const SLOW_4000 = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000">',
  '<radialGradient id="g"><stop offset="0" stop-color="#fc0"/><stop offset="1" stop-color="#03c" stop-opacity="0.4"/></radialGradient>',
  '<rect width="4000" height="4000" fill="url(#g)" opacity=".6"/>'.repeat(3000),
  '</svg>',
].join('');

const CERTIFICATE = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><text x="20" y="100" font-size="40">{{name}}</text></svg>';

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  ownerToken = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

/** Uploads the template as the account owner; answers the URL /upload gave. */
async function uploadTemplate(template: string): Promise<string> {
  const upload = await fetch(`${app.url}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({ fileName: 'template.svg' }),
  });
  const { signedUrl, url } = await upload.json();
  const put = await fetch(new URL(signedUrl, app.url), { method: 'PUT', headers: { 'content-type': 'image/svg+xml' }, body: template });
  expect(put.status).toBe(200);
  return url;
}

/** Uploads the template and issues its certificate to a new learner (of a new account using it); answers the certificate's token. */
async function issuedCertificate(template: string, learnerName = 'Salma'): Promise<{ token: string; learnerId: string }> {
  const url = await uploadTemplate(template);
  const { organizationId } = await fx.dev();
  const account = await fx.db().account.create({
    data: { organizationId, alias: `Heavy ${++sequence}`, order: 50 + sequence, useCertificateTemplate: true, certificateTemplate: url },
  });
  const learner = await fx.learner(learnerName);
  const token = `heavy-${sequence}-${Date.now()}`;
  await fx.db().issuedCertificate.create({ data: { accountId: account.id, learnerId: learner.id, token } });
  return { token, learnerId: learner.id };
}

/** Polls /healthz every 20 ms until `work` settles; answers each poll's time in ms. */
async function healthzWhile<T>(work: Promise<T>): Promise<{ result: T; polls: number[] }> {
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  const polls: number[] = [];
  const polling = (async () => {
    while (!settled) {
      const started = performance.now();
      const response = await fetch(`${app.url}/healthz`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      polls.push(performance.now() - started);
      await sleep(20);
    }
  })();
  const result = await watched;
  await polling;
  return { result, polls };
}

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: performance.now() - started };
}

const convert = (svg: string) => timed(() => app.rest('admin/convertSVGToPNG', { svgBuffer: svg }, ownerToken));

async function downloadPng(token: string) {
  const response = await fetch(`${app.url}/certificates/${token}.png`);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), body };
}

describe('heavy certificate templates', () => {
  it('are refused or cut off in bounded time, while /healthz keeps answering throughout', { timeout: 90_000 }, async () => {
    const heavy = await issuedCertificate(STACKED_4000);
    // the render worker's first start (seconds of loading the sanitiser) is the process's, once: not a template's doing
    const ordinary = await convert(CERTIFICATE);
    // A drawing on the event loop kept /healthz waiting 1.6 s and more. On a machine loaded by other work (the
    // shared 2-core test machine ran at load averages of 8 to 20) an idle server's /healthz itself takes 100 to
    // 300 ms now and then, and the load changes between two samples: the bound is 250 ms, or twice the idle
    // server's slowest, whichever is more — well under a stall. (The 100 ms target is the benchmark's.)
    const idle = await healthzWhile(sleep(5000));
    const bound = Math.max(250, 2 * Math.max(...idle.polls));
    const { result, polls } = await healthzWhile(
      (async () => {
        const blur = await convert(BLUR_1000);
        const stacked = await convert(STACKED_4000);
        const slow = await convert(SLOW_4000);
        const download = await timed(() => downloadPng(heavy.token));
        const after = await convert(CERTIFICATE);
        return { blur, stacked, slow, download, after };
      })(),
    );
    expect(ordinary.answer.status).toBe(200);
    expect(ordinary.answer.body.data).toMatchObject({ contentType: 'image/png', width: 600, height: 200 });
    // refused before drawing: at once
    expect(result.blur.answer).toEqual({
      status: 400,
      body: { data: { error: 'templateTooHeavy', field: 'svgBuffer', limit: 'blurDeviation', max: 100 } },
    });
    expect(result.blur.ms).toBeLessThan(2000);
    expect(result.stacked.answer.body.data).toMatchObject({ error: 'templateTooHeavy', field: 'svgBuffer' });
    expect(result.stacked.answer.status).toBe(400);
    expect(result.stacked.ms).toBeLessThan(2000);
    // within every static limit: cut off at the drawing's time limit
    expect(result.slow.answer).toEqual({ status: 400, body: { data: { error: 'renderTimeout', field: 'svgBuffer' } } });
    expect(result.slow.ms).toBeGreaterThanOrEqual(DRAW_TIME_LIMIT_MS - 100);
    expect(result.slow.ms).toBeLessThan(DRAW_TIME_LIMIT_MS + 5000);
    // the public download of a certificate on the heavy template
    expect(result.download.answer.status).toBe(400);
    expect(JSON.parse(result.download.answer.body.toString())).toEqual({ data: { error: 'templateTooHeavy' } });
    expect(result.download.ms).toBeLessThan(2000);
    // the pool draws again after a drawing was killed
    expect(result.after.answer.status).toBe(200);

    expect(polls.length).toBeGreaterThan(DRAW_TIME_LIMIT_MS / 200);
    expect(Math.max(...polls)).toBeLessThanOrEqual(bound);
  });

  it("an issued certificate's PNG is drawn once, and again when the filled-in SVG changes", { timeout: 60_000 }, async () => {
    const { token, learnerId } = await issuedCertificate(CERTIFICATE, 'محمد');
    const before = renderPoolDrawings();
    const first = await downloadPng(token);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/png');
    const second = await downloadPng(token);
    expect(second.body).toEqual(first.body);
    expect(renderPoolDrawings()).toBe(before + 1);
    // the learner's new name is another certificate picture
    await fx.db().learner.update({ where: { id: learnerId }, data: { name: 'Salma' } });
    const renamed = await downloadPng(token);
    expect(renamed.status).toBe(200);
    expect(renamed.body).not.toEqual(first.body);
    expect(renderPoolDrawings()).toBe(before + 2);
  });

  it('a heavy template is refused once: the next downloads answer the refusal without drawing', { timeout: 60_000 }, async () => {
    const { token } = await issuedCertificate(BLUR_1000);
    const before = renderPoolDrawings();
    const answers = [await downloadPng(token), await downloadPng(token), await downloadPng(token)];
    expect(answers.map(({ status, body }) => [status, JSON.parse(body.toString())])).toEqual(
      Array(3).fill([400, { data: { error: 'templateTooHeavy' } }]),
    );
    expect(renderPoolDrawings()).toBe(before + 1);
  });

  it('an uploaded template too heavy to draw is refused when the owner saves it as the certificate template', { timeout: 60_000 }, async () => {
    const { accountId } = await fx.dev();
    const template = () => fx.db().account.findUniqueOrThrow({ where: { id: accountId }, select: { certificateTemplate: true } });
    const before = await template();
    for (const heavy of [BLUR_1000, STACKED_4000]) {
      const answer = await app.rest('admin/setAccountProperty', { property: 'certificateTemplate', value: await uploadTemplate(heavy) }, ownerToken);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ error: 'templateTooHeavy', field: 'certificateTemplate' });
      expect(await template()).toEqual(before);
    }
    const ordinary = await uploadTemplate(CERTIFICATE);
    expect((await app.rest('admin/setAccountProperty', { property: 'certificateTemplate', value: ordinary }, ownerToken)).status).toBe(200);
    expect(await template()).toEqual({ certificateTemplate: ordinary });
  });
});
