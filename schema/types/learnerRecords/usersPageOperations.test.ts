// The users management page's own operations, sent as the browser sends them
// (persisted ids from the client's Relay artefacts, an admin session's token)
// to the real server: the owner finds a learner, adjusts their grade and the
// learner's result changes, deletes the entry and the registration; the
// organisation holder does the same on an account of the organisation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeFixtures, type Learner } from '../../../server/testing/gradeFixtures.ts';
import { quizFixtures, rightAnswers } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

const pageSources = resolve(import.meta.dirname, '../../../client/src/features/learnerRecords/usersPage');

/** The persisted id relay-compiler gave the named operation of the page. */
function operationId(name: string): string {
  for (const entry of readdirSync(pageSources, { recursive: true, withFileTypes: true })) {
    if (entry.name !== `${name}.graphql.ts`) continue;
    const id = /@relayRequestID (\w+)/.exec(readFileSync(join(entry.parentPath, entry.name), 'utf8'))?.[1];
    if (id) return id;
  }
  throw new Error(`no artefact for ${name}`);
}

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let gx: ReturnType<typeof gradeFixtures>;
const tokens = { owner: '', holder: '' };

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  gx = gradeFixtures(app, fx);
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

/** One of the page's operations by its persisted id; answers `data`. */
async function send(name: string, variables: Record<string, unknown>, token: string): Promise<Json> {
  const { status, body } = await app.post(
    '/graphql',
    { extensions: { persistedQuery: { version: 1, sha256Hash: operationId(name) } }, variables },
    { authorization: `Bearer ${token}` },
  );
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(status).toBe(200);
  return body.data;
}

const records = async (accountId: string, email: string, token: string) =>
  (await send('LearnerRecordsResultQuery', { accountId, email }, token)).learnerRecords;

const q1Wrong = { ...rightAnswers, q1: { selectedAnswer: 1 } }; // 4 of 6

/** A learner who submitted a new quiz of the dev account; the quiz's row id and its global id. */
async function learnerWhoTookAQuiz(): Promise<{ learner: Learner; rowId: string; quizId: string }> {
  const quiz = await fx.quiz();
  const learner = await gx.submitted(quiz.id, q1Wrong);
  return { learner, rowId: quiz.id, quizId: encodeGlobalID('Quiz', quiz.id) };
}

describe("the users management page's operations on the real server", () => {
  it("let the owner adjust a learner's grade, the learner's result change, then delete the entry and the registration", async () => {
    const { viewer } = await send('UsersManagementScreenQuery', { holder: false }, tokens.owner);
    const accountId: string = viewer.account.id;
    const { learner, rowId, quizId } = await learnerWhoTookAQuiz();

    const found = await records(accountId, ` ${learner.email.toUpperCase()} `, tokens.owner);
    expect(found.__typename).toBe('QueryLearnerRecordsSuccess');
    expect(found.data.email).toBe(learner.email);
    expect(found.data.quizzes).toContainEqual(expect.objectContaining({ quizId, mark: 4, maxGrade: 6, gradeOffset: 0, isForm: false }));

    const saved = await send('SetQuizGradeOffsetMutation', { input: { quizId, email: learner.email, gradeOffset: -3 } }, tokens.owner);
    expect(saved.setQuizGradeOffset).toEqual({ __typename: 'MutationSetQuizGradeOffsetSuccess', data: { gradeOffset: -3, result: 1 } });
    expect(await gx.resultOf(learner, rowId)).toBe(1);
    const after = await records(accountId, learner.email, tokens.owner);
    expect(after.data.quizzes).toContainEqual(expect.objectContaining({ quizId, mark: 1, gradeOffset: -3 }));

    const deleted = await send('DeleteLearnerQuizEntryMutation', { input: { quizId, email: learner.email } }, tokens.owner);
    expect(deleted.deleteLearnerQuizEntry).toEqual({ __typename: 'MutationDeleteLearnerQuizEntrySuccess', data: { submissions: 1 } });
    const left = await records(accountId, learner.email, tokens.owner);
    expect(left.data.quizzes.map((quiz: Json) => quiz.quizId)).not.toContain(quizId);

    const registration = (input: object) => send('DeleteLearnerRegistrationMutation', { input }, tokens.owner);
    expect((await registration({ accountId, email: learner.email })).deleteLearnerRegistration.data).toEqual({ found: false });
    const { accountId: rawAccountId } = await fx.dev();
    await fx.db().registration.create({ data: { accountId: rawAccountId, learnerId: learner.id } });
    expect((await records(accountId, learner.email, tokens.owner)).data.registered).toBe(true);
    expect((await registration({ accountId, email: learner.email })).deleteLearnerRegistration.data).toEqual({ found: true });
    expect((await records(accountId, learner.email, tokens.owner)).data.registered).toBe(false);
  });

  it('answer userNotFound for an e-mail the account does not know', async () => {
    const { viewer } = await send('UsersManagementScreenQuery', { holder: false }, tokens.owner);
    expect(await records(viewer.account.id, 'nobody-here@example.com', tokens.owner)).toEqual({ __typename: 'AppError', code: 'userNotFound' });
  });

  it("let the organisation holder choose an account of the organisation and adjust a learner's grade there", async () => {
    const { viewer } = await send('UsersManagementScreenQuery', { holder: true }, tokens.holder);
    const { accountId: rawAccountId } = await fx.dev();
    const accountId = encodeGlobalID('Account', rawAccountId);
    expect(viewer.organization.accounts.edges.map((edge: Json) => edge.node.id)).toContain(accountId);
    const { learner, rowId, quizId } = await learnerWhoTookAQuiz();
    expect((await records(accountId, learner.email, tokens.holder)).data.quizzes).toContainEqual(expect.objectContaining({ quizId, mark: 4 }));
    const saved = await send('SetQuizGradeOffsetMutation', { input: { quizId, email: learner.email, gradeOffset: 2 } }, tokens.holder);
    expect(saved.setQuizGradeOffset.data).toEqual({ gradeOffset: 2, result: 6 });
    expect(await gx.resultOf(learner, rowId)).toBe(6);
  });
});
