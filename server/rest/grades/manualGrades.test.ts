// admin/setQuizGradesManually over the real server (admin spec §5, §7, §8):
// every row rule and code, all or nothing, idempotent, and the learner's
// result regraded in the same transaction as the grade.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
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

const upload = (quizId: string, grades: unknown) => app.rest('admin/setQuizGradesManually', { quizId, grades }, owner);
const checksums = () => tableChecksums(fx.db());
// examContent: q1 single choice worth 2; q5 two spaces of weight 1, worth 2; 6 in all.
const q1Wrong = { ...rightAnswers, q1: { selectedAnswer: 1 } };
const allWrong = { q1: { selectedAnswer: 1 }, q2: { textAnswer: 'red' }, q3: { checkedAnswers: [false, true, false] }, q5: { spaces: ['moon', 'sun'] } };

describe('a manual grade replaces the question’s automatic score, and the submission is regraded with it', () => {
  it('raises the learner’s result by exactly the grade given: 4 of 6 with q1 wrong, 6 with q1 graded 2', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    expect(await gx.resultOf(learner, quiz.id)).toBe(4);
    expect(await upload(quiz.id, [[learner.email, 'q1', '2']])).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
    const { stored, expected } = await gx.storedAndRegraded(learner.id, quiz.id);
    expect(stored).toEqual(expected);
    expect(stored.scores.q1).toBe(2);
  });

  it('lowers it too: a right answer graded 0 by hand counts 0', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, rightAnswers);
    await upload(quiz.id, [[learner.email, 'q5', '0']]);
    expect(await gx.resultOf(learner, quiz.id)).toBe(4);
  });

  it('grades several learners and questions at once, each stored result being what gradeSubmission gives', async () => {
    const quiz = await fx.quiz();
    const learners = [await gx.submitted(quiz.id, q1Wrong), await gx.submitted(quiz.id, allWrong), await gx.submitted(quiz.id, rightAnswers)];
    const rows = learners.flatMap((learner, index) => [
      [learner.email, 'q1', String(index % 3)],
      [learner.email, 'q2', '1'],
      [learner.email, 'q5', String(2 - index)],
    ]);
    expect((await upload(quiz.id, rows)).body).toEqual({ data: true });
    for (const learner of learners) {
      const { stored, expected } = await gx.storedAndRegraded(learner.id, quiz.id);
      expect(stored).toEqual(expected);
    }
    // q1 + q2 + q3 (automatic) + q5
    expect(await Promise.all(learners.map((learner) => gx.resultOf(learner, quiz.id)))).toEqual([0 + 1 + 1 + 2, 1 + 1 + 0 + 1, 2 + 1 + 1 + 0]);
  });

  it('grades at the original submission time: a submission made before the deadline stays on time', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const dayBefore = new Date(Date.now() - 2 * 86_400_000);
    await fx.db().submission.update({ where: { quizId_learnerId: { quizId: quiz.id, learnerId: learner.id } }, data: { submittedAt: dayBefore } });
    const yesterday = new Date(Date.now() - 86_400_000);
    await fx.db().quiz.update({ where: { id: quiz.id }, data: { fullGradeDeadline: yesterday, gradeReduction: 3, revision: { increment: 1 } } });
    await upload(quiz.id, [[learner.email, 'q1', '2']]);
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
  });

  it('keeps the grade when the learner submits again (editable answers)', async () => {
    const quiz = await fx.quiz({ editableAnswers: true });
    const learner = await gx.submitted(quiz.id, rightAnswers);
    await upload(quiz.id, [[learner.email, 'q1', '1']]);
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
    await gx.submit(learner, quiz.id, { ...rightAnswers, q2: { textAnswer: 'red' } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(4);
    const { stored, expected } = await gx.storedAndRegraded(learner.id, quiz.id);
    expect(stored).toEqual(expected);
    expect(stored.scores.q1).toBe(1);
  });

  it('adds the learner’s grade offset after the manual grades, kept within 0..max', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    await app.rest('admin/setUserQuizGradeOffset', { email: learner.email, quizId: quiz.id, gradeOffset: 1 }, owner);
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
    await upload(quiz.id, [[learner.email, 'q1', '2']]);
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
  });
});

describe('the rows', () => {
  it('trims and lower-cases e-mails; a later row for the same learner and question replaces an earlier one', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const shouted = `  ${learner.email.toUpperCase()} `;
    expect((await upload(quiz.id, [[shouted, 'q1', '2'], [learner.email, ' q1 ', ' 1 ']])).body).toEqual({ data: true });
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
    expect(await fx.db().manualGrade.count({ where: { quizId: quiz.id, learnerId: learner.id } })).toBe(1);
  });

  it.each([
    ['invalidRowEntry', 'two fields', ['x@example.com', 'q1']],
    ['invalidRowEntry', 'four fields', ['x@example.com', 'q1', '1', '1']],
    ['invalidRowEntry', 'a row that is a line of text', 'x@example.com,q1,1'],
    ['missingQuestionID', 'a question id of no question of this quiz', ['x@example.com', 'q99', '1']],
    ['invalidGrade', 'a grade above the question’s max (q1 is worth 2)', ['x@example.com', 'q1', '3']],
    ['invalidGrade', 'a grade above weight × spaces (q5: 1 × 2)', ['x@example.com', 'q5', '3']],
    ['invalidGrade', 'a negative grade', ['x@example.com', 'q1', '-1']],
    ['invalidGrade', 'a fraction', ['x@example.com', 'q1', '1.5']],
    ['invalidGrade', 'not a number', ['x@example.com', 'q1', 'full']],
  ])('%s (%s) refuses the whole batch with its line, and nothing is written', async (code, _case, bad) => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const before = await checksums();
    const answer = await upload(quiz.id, [[learner.email, 'q1', '2'], [learner.email, 'q2', '0'], bad, [learner.email, 'q5', '1']]);
    expect(answer).toEqual({ status: 400, body: { data: { error: code, field: 'grades', line: 3 } } });
    expect(await checksums()).toEqual(before);
    expect(await gx.resultOf(learner, quiz.id)).toBe(4);
  });

  it('refuses, and reports, the rows of e-mails without a submission of the quiz (noSubmission); the others are applied', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const registeredOnly = await fx.learner();
    const answer = await upload(quiz.id, [
      [learner.email, 'q1', '2'],
      [registeredOnly.email, 'q1', '2'],
      [],
      ['nobody@example.com', 'q1', '1'],
    ]);
    expect(answer).toEqual({
      status: 200,
      body: { data: { error: 'noSubmission', applied: 1, refused: [{ line: 2, code: 'noSubmission' }, { line: 4, code: 'noSubmission' }] } },
    });
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
    expect(await fx.db().manualGrade.count({ where: { quizId: quiz.id } })).toBe(1);
  });

  it('the same batch twice changes nothing more', async () => {
    const quiz = await fx.quiz();
    const learners = [await gx.submitted(quiz.id, q1Wrong), await gx.submitted(quiz.id, rightAnswers)];
    const rows = learners.flatMap((learner) => [[learner.email, 'q1', '1'], [learner.email, 'q5', '2']]);
    expect((await upload(quiz.id, rows)).body).toEqual({ data: true });
    const once = await checksums();
    expect((await upload(quiz.id, rows)).body).toEqual({ data: true });
    expect(await checksums()).toEqual(once);
  });

  it('a batch of blank rows applies nothing and answers true', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    expect(await upload(quiz.id, [[], ['']])).toEqual({ status: 200, body: { data: true } });
    expect(await checksums()).toEqual(before);
  });

  it('takes up to 50,000 rows a call; more is tooManyRows', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    const rows = Array.from({ length: 50_001 }, (_, index) => [`l${index}@example.com`, 'q1', '1']);
    expect(await upload(quiz.id, rows)).toEqual({ status: 400, body: { data: { error: 'tooManyRows', field: 'grades' } } });
    expect(await upload(quiz.id, rows.slice(1))).toMatchObject({ status: 200, body: { data: { error: 'noSubmission', applied: 0 } } });
    expect(await checksums()).toEqual(before);
  });

  it('takes a body of up to 8 MB on this path only (50,000 rows are about 2.2 MB; the facade’s limit is 1 MB)', async () => {
    const quiz = await fx.quiz();
    const padding = 'x'.repeat(8_000_000);
    const tooLarge = await app.rest('admin/setQuizGradesManually', { quizId: quiz.id, grades: [], padding }, owner);
    expect(tooLarge).toEqual({ status: 413, body: { data: { error: 'bodyTooLarge' } } });
    const elsewhere = await app.rest('admin/setQuizExternalGrades', { quizId: quiz.id, grades: [], padding: padding.slice(0, 1_100_000) }, owner);
    expect(elsewhere).toEqual({ status: 413, body: { data: { error: 'bodyTooLarge' } } });
  });

  it.each([
    ['grades missing', { quizId: 'set below' }],
    ['grades not a list', { quizId: 'set below', grades: 'a@example.com,q1,1' }],
  ])('%s: invalid_data_entry', async (_case, body) => {
    const quiz = await fx.quiz();
    const answer = await app.rest('admin/setQuizGradesManually', { ...body, quizId: quiz.id }, owner);
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'grades' } } });
  });
});

describe('the quiz', () => {
  it('an externally graded quiz takes no manual grades (externalQuiz)', async () => {
    const quiz = await fx.quiz({ externalGrades: true, maxGradeExternal: 20 }, examContent);
    const before = await checksums();
    expect(await upload(quiz.id, [['x@example.com', 'q1', '1']])).toEqual({ status: 400, body: { data: { error: 'externalQuiz', field: 'quizId' } } });
    expect(await checksums()).toEqual(before);
  });

  it('a deleted or unknown quiz is notFound', async () => {
    const quiz = await fx.quiz({ deletedAt: new Date() });
    expect((await upload(quiz.id, [])).body).toEqual({ data: { error: 'notFound', field: 'quizId' } });
    expect((await upload('no-such-quiz', [])).body).toEqual({ data: { error: 'notFound', field: 'quizId' } });
  });
});
