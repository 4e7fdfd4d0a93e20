// Typed answers over the real server: what a learner saved and submitted
// reads back field by field, one type per answer shape, in the quiz's order,
// on their attempt, on their result (only when the quiz shows its answers),
// and on the owner's results rows and registrations.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';
import { everyQuestionType } from './quizStructureFixtures.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  owner = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

const ANSWER = `__typename questionKey
  ... on ChoiceAnswer { selectedChoice }
  ... on TextAnswer { text }
  ... on SpacesAnswer { spaces }
  ... on FileAnswer { fileUrl }
  ... on CheckedChoicesAnswer { checked }
  ... on CountryRegionAnswer { country region }`;

/** One answer of every shape, and one to a question the quiz no longer has. */
const submitted = {
  country: { country: 'EG', region: 'EG-C' },
  single: { selectedAnswer: 2 },
  multiple: { checkedAnswers: [true, false, true] },
  checkbox: { checkedAnswers: [true] },
  course: { selectedAnswer: 1 },
  writing: { textAnswer: 'green' },
  spaces: { spaces: ['star', 'satellite'] },
  file: { fileUrl: 'https://elsewhere.example/work.pdf' },
  removed: { textAnswer: 'an answer kept from an earlier version' },
};

/** The typed list the submitted answers read as: the quiz's order, then the answer without a question. */
const typed = [
  { __typename: 'ChoiceAnswer', questionKey: 'single', selectedChoice: 2 },
  { __typename: 'CheckedChoicesAnswer', questionKey: 'multiple', checked: [true, false, true] },
  { __typename: 'CheckedChoicesAnswer', questionKey: 'checkbox', checked: [true] },
  { __typename: 'ChoiceAnswer', questionKey: 'course', selectedChoice: 1 },
  { __typename: 'TextAnswer', questionKey: 'writing', text: 'green' },
  { __typename: 'SpacesAnswer', questionKey: 'spaces', spaces: ['star', 'satellite'] },
  { __typename: 'FileAnswer', questionKey: 'file', fileUrl: 'https://elsewhere.example/work.pdf' },
  { __typename: 'CountryRegionAnswer', questionKey: 'country', country: 'EG', region: 'EG-C' },
  { __typename: 'TextAnswer', questionKey: 'removed', text: 'an answer kept from an earlier version' },
];

async function gql(document: string, variables: Record<string, unknown>, token: string): Promise<Json> {
  const { status, body } = await app.gql(document, variables, token);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  return body.data;
}

/** Opens the quiz, saves the answers, submits them; answers the attempt's typed drafts and the submit's result. */
async function takeQuiz(quizId: string, token: string): Promise<{ drafts: Json; result: Json }> {
  const opened = await gql(
    `mutation($quizId: ID!) { openQuiz(quizId: $quizId) { ... on MutationOpenQuizSuccess { data { attempt { id } } } ... on AppError { code } } }`,
    { quizId },
    token,
  );
  const attemptId = opened.openQuiz.data.attempt.id;
  await gql(`mutation($input: SaveQuizDraftInput!) { saveQuizDraft(input: $input) { __typename } }`, { input: { attemptId, seq: 1, answers: submitted } }, token);
  const reopened = await gql(
    `mutation($quizId: ID!) { openQuiz(quizId: $quizId) { ... on MutationOpenQuizSuccess { data { attempt { draftAnswerList { ${ANSWER} } } } } } }`,
    { quizId },
    token,
  );
  const result = await gql(
    `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { ... on MutationSubmitQuizSuccess { data { showResult answerList { ${ANSWER} } } } ... on AppError { code } } }`,
    { input: { quizId, attemptId, answers: submitted, submitKey: `typed-${attemptId}` } },
    token,
  );
  return { drafts: reopened.openQuiz.data.attempt.draftAnswerList, result: result.submitQuiz };
}

describe('typed answers', () => {
  it("read back what the learner saved and submitted, on the attempt, the learner's result and the owner's results", async () => {
    const quiz = await fx.quiz({ showResult: true }, everyQuestionType);
    const learner = await fx.learner();
    const quizId = encodeGlobalID('Quiz', quiz.id);
    const { drafts, result } = await takeQuiz(quizId, learner.token);
    expect(drafts).toEqual(typed);
    // the learner's own list is their review's: the answers to the quiz's questions
    const reviewed = typed.filter((answer) => answer.questionKey !== 'removed');
    expect(result.data).toEqual({ showResult: true, answerList: reviewed });

    const ownResult = await gql(
      `query($quizId: ID!) { quizResult(quizId: $quizId) { ... on QueryQuizResultSuccess { data { answerList { ${ANSWER} } } } } }`,
      { quizId },
      learner.token,
    );
    expect(ownResult.quizResult.data.answerList).toEqual(reviewed);

    const ownerRows = async () => {
      const rows = await gql(
        `query($quizId: ID!) { quizResults(quizId: $quizId) { ... on QueryQuizResultsSuccess { data {
          submissions(first: 10) { edges { node { email answerList { ${ANSWER} } } } } } } } }`,
        { quizId: encodeGlobalID('Quiz', quiz.id) },
        owner,
      );
      return rows.quizResults.data.submissions.edges;
    };
    // the submission keeps the answers to the quiz's questions
    expect(await ownerRows()).toEqual([{ node: { email: learner.email, answerList: reviewed } }]);

    // a question removed since: its answer keeps the shape of its fields, after the others
    const [first, ...others] = everyQuestionType.sections;
    const withoutSingle = { sections: [{ ...first, questions: first.questions.filter((question) => question.id !== 'single') }, ...others] };
    await fx.db().quiz.update({ where: { id: quiz.id }, data: { content: withoutSingle } });
    const [single, ...rest] = reviewed;
    expect(await ownerRows()).toEqual([{ node: { email: learner.email, answerList: [...rest, single] } }]);
  });

  it("are not shown to the learner when the quiz does not show its answers, as the review is not", async () => {
    const quiz = await fx.quiz({ showResult: false }, everyQuestionType);
    const learner = await fx.learner();
    const { result } = await takeQuiz(encodeGlobalID('Quiz', quiz.id), learner.token);
    expect(result.data).toEqual({ showResult: false, answerList: null });
  });

  it("type a registration's answers by the questions of the account's registration form, for its owner", async () => {
    const form = await fx.quiz({ isForm: true }, everyQuestionType, { placed: false });
    const learner = await fx.learner();
    const { accountId } = await fx.dev();
    await fx.db().account.update({ where: { id: accountId }, data: { regFormId: form.id } });
    await fx.db().registration.create({ data: { accountId, learnerId: learner.id, answers: submitted } });
    const data = await gql(
      `query { viewer { account { registrations(first: 5) { edges { node { email answerList { ${ANSWER} } } } } } } }`,
      {},
      owner,
    );
    const registration = data.viewer.account.registrations.edges.find((edge: Json) => edge.node.email === learner.email);
    expect(registration.node.answerList).toEqual(typed);
  });
});
