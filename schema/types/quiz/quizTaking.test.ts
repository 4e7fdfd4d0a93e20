// Taking a quiz through GraphQL: the same services as the legacy calls, with
// global ids and errors as AppError members of each mutation's union.
import { encodeGlobalID as toGlobalId } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures, rightAnswers } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
});

afterAll(async () => {
  await app?.stop();
});

const OPEN = `mutation($quizId: ID!) { openQuiz(quizId: $quizId) {
  __typename
  ... on MutationOpenQuizSuccess { data { id name version content learnerName attempt { id deadlineAt serverNow draftSeq draftAnswers } } }
  ... on AppError { code }
} }`;
const SAVE = `mutation($input: SaveQuizDraftInput!) { saveQuizDraft(input: $input) {
  ... on MutationSaveQuizDraftSuccess { data { seq applied } }
  ... on AppError { code field }
} }`;
const SUBMIT = `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) {
  ... on MutationSubmitQuizSuccess { data { result maxGrade showResult passed review } }
  ... on AppError { code }
} }`;
const RESULT = `query($quizId: ID!) { quizResult(quizId: $quizId) {
  ... on QueryQuizResultSuccess { data { result maxGrade showResult review } }
  ... on AppError { code }
} }`;

describe('GraphQL quiz taking', () => {
  it('opens, saves, submits once and answers the result with the review', async () => {
    const quiz = await fx.quiz({ allowedTime: 15, showResult: true });
    const learner = await fx.learner();
    const quizId = toGlobalId('Quiz', quiz.id);
    const openAnswer = await app.gql(OPEN, { quizId }, learner.token);
    expect(openAnswer.body.errors).toBeUndefined();
    const opened = openAnswer.body.data.openQuiz;
    expect(opened.__typename).toBe('MutationOpenQuizSuccess');
    const { attempt, content } = opened.data;
    expect(content.sections[0].questions[0].correctAnswer).toBeUndefined();
    expect(new Date(attempt.deadlineAt).getTime() - new Date(attempt.serverNow).getTime()).toBe(15 * 60_000);

    const saved = await app.gql(SAVE, { input: { attemptId: attempt.id, seq: 1, answers: { q1: { selectedAnswer: 2 } } } }, learner.token);
    expect(saved.body.data.saveQuizDraft.data).toEqual({ seq: 1, applied: true });

    const input = { quizId, attemptId: attempt.id, answers: rightAnswers, submitKey: 'g1' };
    const [first, retry] = await Promise.all([app.gql(SUBMIT, { input }, learner.token), app.gql(SUBMIT, { input }, learner.token)]);
    expect(first.body.data.submitQuiz.data).toMatchObject({ result: 6, maxGrade: 6, showResult: true, passed: true });
    expect(retry.body.data.submitQuiz.data.result).toBe(6);
    expect(await fx.db().submission.count({ where: { quizId: quiz.id } })).toBe(1);

    const result = (await app.gql(RESULT, { quizId }, learner.token)).body.data.quizResult.data;
    expect(result.review.sections[0].questions[0]).toMatchObject({ question: { correctAnswer: 2 }, answer: { selectedAnswer: 2 }, score: 2 });
  });

  it('answers the spec codes as AppError', async () => {
    const learner = await fx.learner();
    const inactive = await fx.quiz({ isActive: false });
    const answer = await app.gql(OPEN, { quizId: toGlobalId('Quiz', inactive.id) }, learner.token);
    expect(answer.body.data.openQuiz).toEqual({ __typename: 'AppError', code: 'quizNotActive' });
    const noResult = await app.gql(RESULT, { quizId: toGlobalId('Quiz', inactive.id) }, learner.token);
    expect(noResult.body.data.quizResult).toEqual({ code: 'noResult' });
    const wrongType = await app.gql(OPEN, { quizId: toGlobalId('Program', inactive.id) }, learner.token);
    expect(wrongType.body.data.openQuiz).toEqual({ __typename: 'AppError', code: 'notFound' });
  });

  it("a program item's quiz id opens that quiz", async () => {
    const learner = await fx.learner();
    const program = await fx.db().program.findFirstOrThrow({ where: { name: 'Getting started' } });
    const items = await app.gql(
      `query($id: ID!) { node(id: $id) { ... on Program { items { name quiz { id } } } } }`,
      { id: toGlobalId('Program', program.id) },
      learner.token,
    );
    const quizItem = items.body.data.node.items.find((item: { quiz: unknown }) => item.quiz);
    expect(quizItem.quiz.id).toEqual(expect.any(String));
    const opened = await app.gql(OPEN, { quizId: quizItem.quiz.id }, learner.token);
    expect(opened.body.data.openQuiz.data.name).toBe(quizItem.name);
  });

  it('is for signed-in learners only', async () => {
    const quiz = await fx.quiz();
    const answer = await app.gql(OPEN, { quizId: toGlobalId('Quiz', quiz.id) });
    expect(answer.body.errors[0].extensions.code).toBe('unauthenticated');
    const admin = await app.adminToken('demo-owner', 'account');
    const asAdmin = await app.gql(OPEN, { quizId: toGlobalId('Quiz', quiz.id) }, admin);
    expect(asAdmin.body.errors[0].extensions.code).toBe('forbidden');
  });
});

describe('the edge: ids and inputs checked before the services', () => {
  const REFUSAL = `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { __typename ... on AppError { code field } } }`;

  it('a submit names the refused part: an answer by its path, an account id of another type', async () => {
    const learner = await fx.learner();
    const quiz = await fx.quiz();
    const input = { quizId: toGlobalId('Quiz', quiz.id), attemptId: '', answers: {}, submitKey: 'k1' };
    const badAnswer = await app.gql(REFUSAL, { input: { ...input, answers: { q1: { selectedAnswer: 'two' } } } }, learner.token);
    expect(badAnswer.body.data.submitQuiz).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'answers.q1.selectedAnswer' });
    const wrongAccount = await app.gql(REFUSAL, { input: { ...input, accountId: toGlobalId('Quiz', quiz.id) } }, learner.token);
    expect(wrongAccount.body.data.submitQuiz).toEqual({ __typename: 'AppError', code: 'notFound', field: 'accountId' });
  });

  it('a save whose number is not a positive whole number is refused on seq', async () => {
    const learner = await fx.learner();
    const answer = await app.gql(SAVE, { input: { attemptId: 'a1', seq: 0, answers: {} } }, learner.token);
    expect(answer.body.data.saveQuizDraft).toEqual({ code: 'invalid_data_entry', field: 'seq' });
  });

  it("a learner's result takes the quiz's global id: a row id is notFound", async () => {
    const learner = await fx.learner();
    const quiz = await fx.quiz();
    const answer = await app.gql(RESULT, { quizId: quiz.id }, learner.token);
    expect(answer.body.data.quizResult).toEqual({ code: 'notFound' });
  });
});
