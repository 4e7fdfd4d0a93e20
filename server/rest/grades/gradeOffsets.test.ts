// admin/setUserQuizGradeOffset over the real server: the users management
// page's grade adjustment. The learner's submission is regraded with it in
// the same transaction; the result moves by exactly the offset, kept within
// 0..max.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { gradeFixtures } from '../../testing/gradeFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let gx: ReturnType<typeof gradeFixtures>;
let owner: string;
let holder: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  gx = gradeFixtures(app, fx);
  owner = await app.adminToken('demo-owner', 'account');
  holder = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

const setOffset = (body: Record<string, unknown>, token = owner) => app.rest('admin/setUserQuizGradeOffset', body, token);
const checksums = () => tableChecksums(fx.db());
const q1Wrong = { ...rightAnswers, q1: { selectedAnswer: 1 } };

describe('a grade offset', () => {
  it.each([
    ['+1: 4 becomes 5', 1, 5],
    ['-3: 4 becomes 1', -3, 1],
    ['+5: 9 is kept to the max 6', 5, 6],
    ['-9: -5 is kept to 0', -9, 0],
    ['0: 4 again', 0, 4],
  ])('%s', async (_case, gradeOffset, result) => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    expect(await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset })).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(result);
    const { stored, expected } = await gx.storedAndRegraded(learner.id, quiz.id);
    expect(stored).toEqual(expected);
  });

  it('replaces the learner’s earlier offset rather than adding to it, and the organisation’s holder may set it', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: -2 });
    expect(await setOffset({ email: ` ${learner.email.toUpperCase()}`, quizId: quiz.id, gradeOffset: '1' }, holder)).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
  });

  it('set before the learner submits counts when they do', async () => {
    const quiz = await fx.quiz();
    const learner = await fx.learner();
    await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: -1 });
    await gx.submit(learner, quiz.id, rightAnswers);
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
  });

  it('the same offset twice changes nothing more', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: 2 });
    const once = await checksums();
    await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: 2 });
    expect(await checksums()).toEqual(once);
  });

  it.each([
    ['a fraction', { gradeOffset: 1.5 }, 400, 'invalid_data_entry', 'gradeOffset'],
    ['more than 10,000', { gradeOffset: 10_001 }, 400, 'invalid_data_entry', 'gradeOffset'],
    ['less than -10,000', { gradeOffset: -10_001 }, 400, 'invalid_data_entry', 'gradeOffset'],
    ['text that is not a number', { gradeOffset: 'two' }, 400, 'invalid_data_entry', 'gradeOffset'],
    ['missing', { gradeOffset: undefined }, 400, 'invalid_data_entry', 'gradeOffset'],
    ['an e-mail that is not one', { email: 'nobody' }, 400, 'invalidEmail', 'email'],
    ['no e-mail', { email: undefined }, 400, 'invalidEmail', 'email'],
    ['an e-mail of no learner', { email: 'nobody@example.com' }, 404, 'userNotFound', 'email'],
    ['an unknown quiz', { quizId: 'no-such-quiz' }, 404, 'notFound', 'quizId'],
  ])('%s is refused, and nothing changes', async (_case, change, status, error, field) => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const before = await checksums();
    const answer = await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: 1, ...change });
    expect(answer).toEqual({ status, body: { data: { error, field } } });
    expect(await checksums()).toEqual(before);
  });

  it('regrades the whole submission: a question removed from the quiz since loses its score and its points', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, rightAnswers);
    const [first, ...rest] = examContent.sections;
    const withoutQ2 = { ...examContent, sections: [{ ...first, questions: first.questions.filter((question) => question.id !== 'q2') }, ...rest] };
    await fx.db().quiz.update({ where: { id: quiz.id }, data: { content: withoutQ2, maxGrade: 5, revision: { increment: 1 } } });
    await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: -1 });
    const { stored, expected } = await gx.storedAndRegraded(learner.id, quiz.id);
    expect(stored).toEqual(expected);
    expect(stored).toMatchObject({ result: 4, maxGrade: 5 });
    expect(Object.keys(stored.scores)).not.toContain('q2');
  });

  it('±10,000 are the bounds, both taken', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    expect((await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: 10_000 })).body).toEqual({ data: true });
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
    expect((await setOffset({ email: learner.email, quizId: quiz.id, gradeOffset: -10_000 })).body).toEqual({ data: true });
    expect(await gx.resultOf(learner, quiz.id)).toBe(0);
  });
});
