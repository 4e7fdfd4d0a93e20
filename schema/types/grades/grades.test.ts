// The grade mutations over GraphQL: the services the legacy calls use, with
// global ids, the refused batch as an AppError carrying its code and line,
// and the applied and refused rows in the payload.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL, gradeFixtures, MANUAL, OFFSET } from '../../../server/testing/gradeFixtures.ts';
import { quizFixtures, rightAnswers } from '../../../server/testing/quizFixtures.ts';
import { tableChecksums } from '../../../server/testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../../server/testing/testApp.ts';

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

const checksums = () => tableChecksums(fx.db());
const q1Wrong = { ...rightAnswers, q1: { selectedAnswer: 1 } };

describe('setQuizManualGrades', () => {
  it('stores the grades, regrades, and reports the rows refused for want of a submission', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const rows = [[learner.email, 'q1', '2'], ['nobody@example.com', 'q1', '1'], [learner.email, 'q5', '1']];
    const answer = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.body.data.setQuizManualGrades.data).toEqual({ applied: 2, refused: [{ line: 2, code: 'noSubmission' }] });
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
  });

  it.each([
    ['invalidRowEntry', ['x@example.com', 'q1']],
    ['missingQuestionID', ['x@example.com', 'nope', '1']],
    ['invalidGrade', ['x@example.com', 'q1', '3']],
  ])('a %s row refuses the batch as an AppError with its line; nothing is written', async (code, bad) => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const before = await checksums();
    const rows = [[learner.email, 'q1', '2'], bad];
    const answer = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.body.data.setQuizManualGrades).toEqual({ __typename: 'AppError', code, line: 2, field: 'grades' });
    expect(await checksums()).toEqual(before);
  });

  it('refuses an externally graded quiz (externalQuiz) and an id of another type (notFound)', async () => {
    const quiz = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    const rows = [['x@example.com', 'q1', '1']];
    const external = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(external.body.data.setQuizManualGrades).toMatchObject({ code: 'externalQuiz' });
    const wrongType = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Program', quiz.id), rows } }, owner);
    expect(wrongType.body.data.setQuizManualGrades).toMatchObject({ code: 'notFound', field: 'quizId' });
  });

  it('takes at most 10,000 rows a call over GraphQL (the edge guard’s list limit), refused with a code', async () => {
    const quiz = await fx.quiz();
    const rows = Array.from({ length: 10_001 }, (_, index) => [`l${index}@example.com`, 'q1', '1']);
    const answer = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.errors[0].extensions.code).toBe('invalid_data_entry');
  });
});

describe('setQuizExternalGrades', () => {
  it('stores grades and reports invalid e-mails', async () => {
    const quiz = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    const rows = [['A@example.com', '10'], ['no e-mail', '3']];
    const answer = await app.gql(EXTERNAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.body.data.setQuizExternalGrades.data).toEqual({ applied: 1, refused: [{ line: 2, code: 'invalidEmail' }] });
    expect(await fx.db().externalGrade.findMany({ where: { quizId: quiz.id }, select: { email: true, grade: true } })).toEqual([
      { email: 'a@example.com', grade: 10 },
    ]);
  });

  it.each([
    ['invalidRowEntryExternalGrading', [['a@example.com', '1', '2']]],
    ['invalidGrade', [['a@example.com', '11']]],
    ['tooManyRows', Array.from({ length: 101 }, () => ['a@example.com', '1'])],
  ])('%s is an AppError and nothing is written', async (code, rows) => {
    const quiz = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    const before = await checksums();
    const answer = await app.gql(EXTERNAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.body.data.setQuizExternalGrades).toMatchObject({ __typename: 'AppError', code });
    expect(await checksums()).toEqual(before);
  });

  it('refuses a quiz that is not externally graded (notExternalQuiz)', async () => {
    const quiz = await fx.quiz();
    const answer = await app.gql(EXTERNAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows: [] } }, owner);
    expect(answer.body.data.setQuizExternalGrades).toMatchObject({ code: 'notExternalQuiz' });
  });
});

describe('setQuizGradeOffset', () => {
  it('answers the learner’s result with the offset, for the owner and the organisation’s holder', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const input = { quizId: encodeGlobalID('Quiz', quiz.id), email: learner.email, gradeOffset: -1 };
    expect((await app.gql(OFFSET, { input }, owner)).body.data.setQuizGradeOffset.data).toEqual({ gradeOffset: -1, result: 3 });
    expect((await app.gql(OFFSET, { input: { ...input, gradeOffset: 7 } }, holder)).body.data.setQuizGradeOffset.data).toEqual({ gradeOffset: 7, result: 6 });
    expect(await gx.resultOf(learner, quiz.id)).toBe(6);
  });

  it('answers null as the result of a learner without a submission, and of an external quiz without a grade', async () => {
    const learner = await fx.learner();
    for (const quiz of [await fx.quiz(), await fx.quiz({ externalGrades: true, maxGradeExternal: 10 })]) {
      const input = { quizId: encodeGlobalID('Quiz', quiz.id), email: learner.email, gradeOffset: 2 };
      expect((await app.gql(OFFSET, { input }, owner)).body.data.setQuizGradeOffset.data).toEqual({ gradeOffset: 2, result: null });
    }
  });

  it('refuses an offset beyond ±10,000 (invalid_data_entry on gradeOffset)', async () => {
    const quiz = await fx.quiz();
    const learner = await gx.submitted(quiz.id, q1Wrong);
    const input = { quizId: encodeGlobalID('Quiz', quiz.id), email: learner.email, gradeOffset: 10_001 };
    expect((await app.gql(OFFSET, { input }, owner)).body.data.setQuizGradeOffset).toEqual({
      __typename: 'AppError',
      code: 'invalid_data_entry',
      field: 'gradeOffset',
    });
  });
});

describe('the edge: global quiz ids, the offset before the e-mail', () => {
  it('a raw quiz id is notFound on quizId for every grade call, changing nothing', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    const offset = await app.gql(OFFSET, { input: { quizId: quiz.id, email: 'a@example.com', gradeOffset: 1 } }, owner);
    expect(offset.body.data.setQuizGradeOffset).toEqual({ __typename: 'AppError', code: 'notFound', field: 'quizId' });
    const manual = await app.gql(MANUAL, { input: { quizId: quiz.id, rows: [] } }, owner);
    expect(manual.body.data.setQuizManualGrades).toMatchObject({ code: 'notFound', field: 'quizId' });
    const template = await app.gql('query($quizId: ID!) { manualGradesTemplate(quizId: $quizId) { __typename } }', { quizId: quiz.id }, owner);
    expect(template.body.data.manualGradesTemplate).toMatchObject({ __typename: 'AppError' });
    expect(await checksums()).toEqual(before);
  });

  it('an offset and an e-mail both wrong answer the offset; an e-mail that is not one is invalidEmail', async () => {
    const quiz = await fx.quiz();
    const input = { quizId: encodeGlobalID('Quiz', quiz.id), email: 'nobody', gradeOffset: 10_001 };
    expect((await app.gql(OFFSET, { input }, owner)).body.data.setQuizGradeOffset).toMatchObject({ code: 'invalid_data_entry', field: 'gradeOffset' });
    expect((await app.gql(OFFSET, { input: { ...input, gradeOffset: 1 } }, owner)).body.data.setQuizGradeOffset).toMatchObject({
      code: 'invalidEmail',
      field: 'email',
    });
  });
});
