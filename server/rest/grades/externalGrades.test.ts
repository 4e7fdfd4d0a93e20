// admin/setQuizExternalGrades over the real server (admin spec §5, §7, §8):
// rows [e-mail, grade] of an externally graded quiz, all or nothing,
// idempotent; the learner's result is the grade plus their offset, clamped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { gradeFixtures } from '../../testing/gradeFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let gx: ReturnType<typeof gradeFixtures>;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  gx = gradeFixtures(app, fx);
  owner = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

const upload = (quizId: string, grades: unknown) => app.rest('admin/setQuizExternalGrades', { quizId, grades }, owner);
const checksums = () => tableChecksums(fx.db());
const externalQuiz = () => fx.quiz({ externalGrades: true, maxGradeExternal: 20, passGrade: 10 });

describe('external grades', () => {
  it('become the learner’s result, by trimmed and lower-cased e-mail; a later upload replaces a grade', async () => {
    const quiz = await externalQuiz();
    const learner = await fx.learner();
    expect((await app.rest('user/getUserQuizResult', { quizId: quiz.id, email: learner.email }, learner.token)).body).toEqual({
      data: { error: 'noGradeYet' },
    });
    expect(await upload(quiz.id, [[` ${learner.email.toUpperCase()} `, '15']])).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(15);
    await upload(quiz.id, [[learner.email, '7']]);
    expect(await gx.resultOf(learner, quiz.id)).toBe(7);
    expect(await fx.db().externalGrade.count({ where: { quizId: quiz.id } })).toBe(1);
  });

  it('count with the learner’s grade offset, kept within 0..maxGradeExternal, in the quiz result and the account results', async () => {
    const quiz = await externalQuiz();
    const learner = await fx.learner();
    await upload(quiz.id, [[learner.email, '18']]);
    const offset = (gradeOffset: number) => app.rest('admin/setUserQuizGradeOffset', { email: learner.email, quizId: quiz.id, gradeOffset }, owner);
    expect((await offset(-5)).body).toEqual({ data: true });
    expect(await gx.resultOf(learner, quiz.id)).toBe(13);
    await offset(5);
    expect(await gx.resultOf(learner, quiz.id)).toBe(20);
    const account = await app.rest('user/getUserResults', { email: learner.email, accountId: quiz.accountId }, learner.token);
    expect(account.body.data.quizzes.find((entry: { quizId: string }) => entry.quizId === quiz.id)).toMatchObject({ result: 20, maxGrade: 20 });
    await offset(-30);
    expect(await gx.resultOf(learner, quiz.id)).toBe(0);
  });

  it('open the quizzes they are a prerequisite of by their result with the offset', async () => {
    const quiz = await externalQuiz();
    const next = await fx.quiz({ prerequisites: [quiz.id] });
    const learner = await fx.learner();
    const take = () => app.rest('user/takeQuiz', { quizId: next.id, email: learner.email }, learner.token);
    await upload(quiz.id, [[learner.email, '9']]);
    expect((await take()).body).toEqual({ data: { error: 'prerequisitesNotPassed' } });
    await app.rest('admin/setUserQuizGradeOffset', { email: learner.email, quizId: quiz.id, gradeOffset: 1 }, owner);
    expect((await take()).status).toBe(200);
  });

  it('may be uploaded before the learner registers', async () => {
    const quiz = await externalQuiz();
    expect((await upload(quiz.id, [['later@example.com', '12']])).body).toEqual({ data: true });
    expect(await fx.db().externalGrade.findUnique({ where: { quizId_email: { quizId: quiz.id, email: 'later@example.com' } } })).toMatchObject({ grade: 12 });
  });

  it.each([
    ['invalidRowEntryExternalGrading', 'one field', ['x@example.com']],
    ['invalidRowEntryExternalGrading', 'three fields', ['x@example.com', '5', 'q1']],
    ['invalidRowEntryExternalGrading', 'a line of text', 'x@example.com,5'],
    ['invalidGrade', 'above maxGradeExternal', ['x@example.com', '21']],
    ['invalidGrade', 'negative', ['x@example.com', '-1']],
    ['invalidGrade', 'a fraction', ['x@example.com', '2.5']],
    ['invalidGrade', 'empty', ['x@example.com', '']],
  ])('%s (%s) refuses the whole batch with its line, and nothing is written', async (code, _case, bad) => {
    const quiz = await externalQuiz();
    const before = await checksums();
    const answer = await upload(quiz.id, [['a@example.com', '5'], bad, ['b@example.com', '6']]);
    expect(answer).toEqual({ status: 400, body: { data: { error: code, field: 'grades', line: 2 } } });
    expect(await checksums()).toEqual(before);
  });

  it('refuses and reports rows whose e-mail is not an e-mail (invalidEmail); the others are stored', async () => {
    const quiz = await externalQuiz();
    const answer = await upload(quiz.id, [['a@example.com', '5'], ['not an e-mail', '6'], [], ['b@example.com', '20']]);
    expect(answer).toEqual({ status: 200, body: { data: { error: 'invalidEmail', applied: 2, refused: [{ line: 2, code: 'invalidEmail' }] } } });
    expect(await fx.db().externalGrade.count({ where: { quizId: quiz.id } })).toBe(2);
  });

  it('the same batch twice changes nothing more', async () => {
    const quiz = await externalQuiz();
    const rows = [['a@example.com', '5'], ['b@example.com', '0']];
    expect((await upload(quiz.id, rows)).body).toEqual({ data: true });
    const once = await checksums();
    expect((await upload(quiz.id, rows)).body).toEqual({ data: true });
    expect(await checksums()).toEqual(once);
  });

  it('takes up to 100 rows a call; more is tooManyRows', async () => {
    const quiz = await externalQuiz();
    const rows = Array.from({ length: 101 }, (_, index) => [`l${index}@example.com`, '1']);
    const before = await checksums();
    expect(await upload(quiz.id, rows)).toEqual({ status: 400, body: { data: { error: 'tooManyRows', field: 'grades' } } });
    expect(await checksums()).toEqual(before);
    expect((await upload(quiz.id, rows.slice(1))).body).toEqual({ data: true });
  });

  it('a quiz that is not externally graded takes none (notExternalQuiz)', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    expect(await upload(quiz.id, [['a@example.com', '1']])).toEqual({ status: 400, body: { data: { error: 'notExternalQuiz', field: 'quizId' } } });
    expect(await checksums()).toEqual(before);
  });
});
