// admin/getResults over the real server: the answer is the signed URL the
// file will have; the job writes the file, the owner is notified, and the
// file holds each learner's effective results (offsets, manual and external
// grades applied), in Arabic right to left unless English is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellKey, resultsPages } from '../../services/results/resultsPages.ts';
import { resultsScopeOf } from '../../services/results/resultsScope.ts';
import { seedResultsFixture, type ResultsFixture } from '../../testing/resultsFixture.ts';
import { downloadWhenReady, readCsv, readXlsx } from '../../testing/resultsFiles.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: ResultsFixture;

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedResultsFixture(app);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const owner = () => fixture.tokens.acmeOwner!;

async function getResults(body: Record<string, unknown>, token: string | undefined = owner()) {
  return app.rest('admin/getResults', body, token);
}

async function resultsFile(body: Record<string, unknown>) {
  const answer = await getResults(body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const response = await downloadWhenReady(app, answer.body.data.fileUrl);
  return { fileUrl: answer.body.data.fileUrl as string, response, bytes: await response.arrayBuffer() };
}

const AR_QUIZ = ['الدرجة', 'الدرجة العظمى', 'تعديل الدرجة', 'النجاح', 'وقت التسليم (UTC+00:00)'];
const EN_QUIZ = ['Result', 'Max', 'Grade offset', 'Pass/fail', 'Submitted at (UTC+00:00)'];
const blank = [null, null, null, null, null];

describe('admin/getResults of a quiz', () => {
  it('answers the signed URL of a private .xlsx named after the quiz; the file has a right-to-left Arabic sheet of results and one of scores per question', async () => {
    const { fileUrl, response, bytes } = await resultsFile({ level: 'quiz', id: fixture.quizzes.algebra });
    const url = new URL(fileUrl, app.url);
    expect(url.pathname).toMatch(new RegExp(`^/files/${fixture.rows.organizationId}/results/[^/]+/results\\.xlsx$`));
    expect(Number(url.searchParams.get('expires'))).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="results.xlsx"; filename*=UTF-8''${encodeURIComponent('اختبار الجبر-results.xlsx')}`,
    );

    const [results, questions, ...more] = await readXlsx(bytes);
    expect(more).toEqual([]);
    expect(results).toEqual({
      name: 'النتائج',
      rightToLeft: true,
      rows: [
        ['البريد الإلكتروني', 'الاسم', 'تيليجرام', ...AR_QUIZ],
        ['omar@acme.example', 'Omar', null, 2, 6, 0, 'راسب', '2026-11-20 09:00'],
        ['sara@acme.example', 'سارة علي', '@sara', 5, 6, -1, 'ناجح', '2026-11-20 10:15'],
      ],
    });
    expect(questions).toEqual({
      name: 'درجات الأسئلة',
      rightToLeft: true,
      rows: [
        ['البريد الإلكتروني', 'الاسم', 'س1: Capital of Egypt?', 'س2: Blue and yellow make?', 'س3: Primes?', 'س4: Fill in', 'س5: Upload your work'],
        ['omar@acme.example', 'Omar', 0, 1, 0, 1, 0],
        ['sara@acme.example', 'سارة علي', 2, 1, 1, 2, 0],
      ],
    });

    const file = await app.app.database.prisma.storedFile.findFirstOrThrow({ where: { key: url.pathname.slice(1) } });
    expect(file).toMatchObject({ visibility: 'PRIVATE', fileName: 'اختبار الجبر-results.xlsx', size: bytes.byteLength });
    expect(file.uploadedAt).toBeInstanceOf(Date);
  });

  it('in English the headers are English and the sheet runs left to right', async () => {
    const [results, questions] = await readXlsx((await resultsFile({ level: 'quiz', id: fixture.quizzes.algebra, language: 'en' })).bytes);
    expect(results.name).toBe('Results');
    expect(results.rightToLeft).toBe(false);
    expect(results.rows[0]).toEqual(['E-mail', 'Name', 'Telegram', ...EN_QUIZ]);
    expect(results.rows[2]).toEqual(['sara@acme.example', 'سارة علي', '@sara', 5, 6, -1, 'Passed', '2026-11-20 10:15']);
    expect(questions.name).toBe('Question scores');
    expect(questions.rows[0].slice(0, 3)).toEqual(['E-mail', 'Name', 'Q1: Capital of Egypt?']);
  });

  it('as CSV: a UTF-8 byte-order mark, one table with the scores per question as more columns', async () => {
    const { response, bytes } = await resultsFile({ level: 'quiz', id: fixture.quizzes.algebra, format: 'csv' });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = readCsv(bytes);
    expect(csv.bom).toBe(true);
    expect(csv.rows).toEqual([
      ['البريد الإلكتروني', 'الاسم', 'تيليجرام', ...AR_QUIZ, 'س1: Capital of Egypt?', 'س2: Blue and yellow make?', 'س3: Primes?', 'س4: Fill in', 'س5: Upload your work'],
      ['omar@acme.example', 'Omar', null, '2', '6', '0', 'راسب', '2026-11-20 09:00', '0', '1', '0', '1', '0'],
      ['sara@acme.example', 'سارة علي', '@sara', '5', '6', '-1', 'ناجح', '2026-11-20 10:15', '2', '1', '1', '2', '0'],
    ]);
  });

  it('of an externally graded quiz: the uploaded grade plus the offset, at most the maximum, for e-mails that never signed in too; no sheet per question', async () => {
    const sheets = await readXlsx((await resultsFile({ level: 'quiz', id: fixture.quizzes.essay, language: 'en' })).bytes);
    expect(sheets).toHaveLength(1);
    expect(sheets[0].rows).toEqual([
      ['E-mail', 'Name', 'Telegram', ...EN_QUIZ],
      ['ghost@acme.example', null, null, 15, 20, 0, 'Passed', null],
      ['sara@acme.example', 'سارة علي', '@sara', 20, 20, 5, 'Passed', null],
      ['zed@acme.example', 'Zed', null, 8, 20, 0, 'Failed', null],
    ]);
  });
});

describe('admin/getResults of an account and of a program', () => {
  const quizHeaders = (name: string) => EN_QUIZ.map((label) => `${name} — ${label}`);

  it("the account's quizzes in the order they were made (its forms left out, a deleted quiz with submissions kept), the total without excluded quizzes, and whether all were passed", async () => {
    // level account without an id: the owner's own account
    const { rows } = readCsv((await resultsFile({ level: 'account', format: 'csv', language: 'en' })).bytes);
    expect(rows[0]).toEqual([
      'E-mail', 'Name', 'Telegram',
      ...quizHeaders('اختبار الجبر'), ...quizHeaders('Essay'), ...quizHeaders('Practice'), ...quizHeaders('Retired quiz'),
      'Total', 'Total max', 'Passed all',
    ]);
    const text = (cells: (string | number | null)[]) => cells.map((cell) => (cell === null ? null : String(cell)));
    expect(rows.slice(1)).toEqual([
      text(['ghost@acme.example', null, null, ...blank, 15, 20, 0, 'Passed', null, ...blank, ...blank, 15, 20, 'Failed']),
      text(['omar@acme.example', 'Omar', null, 2, 6, 0, 'Failed', '2026-11-20 09:00', ...blank, ...blank, 3, 6, 0, 'Passed', '2026-11-20 09:00', 5, 12, 'Failed']),
      text([
        'sara@acme.example', 'سارة علي', '@sara',
        5, 6, -1, 'Passed', '2026-11-20 10:15', 20, 20, 5, 'Passed', null, 2, 6, 0, 'Passed', '2026-11-20 10:15', ...blank,
        25, 26, 'Failed',
      ]),
      text(['zed@acme.example', 'Zed', null, ...blank, 8, 20, 0, 'Failed', null, ...blank, ...blank, 8, 20, 'Failed']),
    ]);
  });

  it("the program's quizzes in the order of its tree (a folder's first), its form left out, as an .xlsx", async () => {
    const [sheet, ...more] = await readXlsx((await resultsFile({ level: 'program', id: fixture.programId, language: 'en' })).bytes);
    expect(more).toEqual([]);
    expect(sheet.rows).toEqual([
      ['E-mail', 'Name', 'Telegram', ...quizHeaders('Practice'), ...quizHeaders('اختبار الجبر'), 'Total', 'Total max', 'Passed all'],
      ['omar@acme.example', 'Omar', null, ...blank, 2, 6, 0, 'Failed', '2026-11-20 09:00', 2, 6, 'Failed'],
      ['sara@acme.example', 'سارة علي', '@sara', 2, 6, 0, 'Passed', '2026-11-20 10:15', 5, 6, -1, 'Passed', '2026-11-20 10:15', 5, 6, 'Passed'],
    ]);
  });

  it('level account with the id of the own account is the same file; with another account it is 404 notFound', async () => {
    const own = readCsv((await resultsFile({ level: 'account', id: fixture.rows.accountId, format: 'csv' })).bytes);
    expect(own.rows).toHaveLength(5);
    expect(await getResults({ level: 'account', id: fixture.neighbour.accountId })).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'accountId' } } });
  });
});

describe('the owner is told when the file is ready', () => {
  it('admin/getUserNotifications lists the file, signed: it downloads', async () => {
    await app.rest('admin/clearUserNotifications', {}, owner());
    const { bytes } = await resultsFile({ level: 'quiz', id: fixture.quizzes.essay, format: 'csv' });
    const { body } = await app.rest('admin/getUserNotifications', {}, owner());
    expect(body.data).toHaveLength(1);
    const download = await fetch(new URL(body.data[0].url, app.url));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('the rows are read a page at a time, after the last e-mail of the page before', () => {
  it.each([1, 2, 3])('pages of %i: every learner once, in e-mail order, with their grades', async (pageSize) => {
    const prisma = app.app.database.prisma;
    const scope = await resultsScopeOf(prisma, fixture.rows.organizationId, 'account', fixture.rows.accountId);
    const pages = [];
    for await (const page of resultsPages(prisma, scope, { grades: true, questionScores: true, pageSize })) pages.push(page);
    expect(pages.map((page) => page.learners.length)).toEqual(pageSize === 1 ? [1, 1, 1, 1] : pageSize === 2 ? [2, 2] : [3, 1]);
    expect(pages.flatMap((page) => page.learners.map((learner) => learner.email))).toEqual([
      'ghost@acme.example',
      'omar@acme.example',
      'sara@acme.example',
      'zed@acme.example',
    ]);
    const page = pages.find((each) => each.learners.some((learner) => learner.email === 'sara@acme.example'))!;
    const sara = page.learners.find((learner) => learner.email === 'sara@acme.example')!.learnerId!;
    expect(page.externalGrades.get(cellKey(fixture.quizzes.essay, 'sara@acme.example'))).toBe(18);
    expect(page.gradeOffsets.get(cellKey(fixture.quizzes.essay, sara))).toBe(5);
    const algebra = page.submissions.get(cellKey(fixture.quizzes.algebra, sara))!;
    expect(Object.fromEntries(page.questionScores.get(algebra.id)!)).toEqual({ q1: 2, q2: 1, q3: 1, q4: 0, q5: 2, q6: 0 });
  });
});
