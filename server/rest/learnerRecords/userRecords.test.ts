// The users-management calls: admin/getUserAccountAnswerEntries (GraphQL
// learnerRecords), admin/deleteUserQuizEntry (deleteLearnerQuizEntry) and
// admin/deleteUserRegistration (deleteLearnerRegistration).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ROW, entryRows, seedQuizEntry } from '../../testing/quizEntryFixtures.ts';
import { quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
const tokens = { owner: '', holder: '' };
let accountId = '';

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  ({ accountId } = await fx.dev());
});

afterAll(async () => {
  await app?.stop();
});

const db = () => fx.db();
const entriesOf = (email: string, token = tokens.owner, account?: string) =>
  app.rest('admin/getUserAccountAnswerEntries', { email, ...(account ? { accountId: account } : {}) }, token);

describe('admin/getUserAccountAnswerEntries', () => {
  it("lists the account's quizzes the learner has a result for, with mark and grade offset, and their private quizzes", async () => {
    const learner = await fx.learner();
    const taken = await fx.quiz();
    await app.rest('user/takeQuiz', { quizId: taken.id, email: learner.email }, learner.token);
    expect((await app.rest('user/submitQuiz', { quizId: taken.id, email: learner.email, answers: rightAnswers }, learner.token)).status).toBe(200);
    const graded = await fx.quiz();
    await seedQuizEntry(db(), { quizId: graded.id, learnerId: learner.id, email: learner.email }, { result: 5, offset: 2 });
    const external = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    await db().externalGrade.create({ data: { quizId: external.id, email: learner.email, grade: 8 } });
    await db().gradeOffset.create({ data: { quizId: external.id, learnerId: learner.id, offset: 3 } });
    const lowered = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    await db().externalGrade.create({ data: { quizId: lowered.id, email: learner.email, grade: 4 } });
    await db().gradeOffset.create({ data: { quizId: lowered.id, learnerId: learner.id, offset: -1 } });
    // Not listed: an external quiz without a grade, a deleted quiz, another account's quiz.
    const ungraded = await fx.quiz({ externalGrades: true, maxGradeExternal: 10 });
    await db().gradeOffset.create({ data: { quizId: ungraded.id, learnerId: learner.id, offset: 1 } });
    const deleted = await fx.quiz({ deletedAt: new Date() });
    await seedQuizEntry(db(), { quizId: deleted.id, learnerId: learner.id, email: learner.email });
    const { organizationId } = await fx.dev();
    const elsewhere = await db().account.create({ data: { organizationId, alias: 'Elsewhere' } });
    const foreign = await fx.quiz({ accountId: elsewhere.id });
    await seedQuizEntry(db(), { quizId: foreign.id, learnerId: learner.id, email: learner.email });
    // Private quizzes: only private ones the e-mail is a private user of.
    const privateQuiz = await fx.quiz({ isPrivate: true });
    const notListed = [await fx.quiz({ isPrivate: true }), await fx.quiz({ isPrivate: false })];
    await app.rest('admin/setExaminees', { quizId: privateQuiz.id, examinees: [learner.email] }, tokens.owner);
    await app.rest('admin/setExaminees', { quizId: notListed[1].id, examinees: [learner.email] }, tokens.owner);

    const answer = await entriesOf(` ${learner.email.toUpperCase()} `);
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          email: learner.email,
          quizzes: [
            { id: taken.id, name: taken.name, mark: 6, gradeOffset: 0 },
            { id: graded.id, name: graded.name, mark: 5, gradeOffset: 2 },
            { id: external.id, name: external.name, mark: 10, gradeOffset: 3 },
            { id: lowered.id, name: lowered.name, mark: 3, gradeOffset: -1 },
          ],
          privateQuizzes: [{ id: privateQuiz.id, name: privateQuiz.name }],
        },
      },
    });
    // The holder names the account and reads the same.
    expect((await entriesOf(learner.email, tokens.holder, accountId)).body).toEqual(answer.body);
  });

  it("answers a learner of the organisation without entries in the account, and an e-mail that is only a private user", async () => {
    const learner = await fx.learner();
    expect((await entriesOf(learner.email)).body.data).toEqual({ email: learner.email, quizzes: [], privateQuizzes: [] });
    const privateQuiz = await fx.quiz({ isPrivate: true });
    await app.rest('admin/setExaminees', { quizId: privateQuiz.id, examinees: ['invited@example.com'] }, tokens.owner);
    expect((await entriesOf('invited@example.com')).body.data).toEqual({
      email: 'invited@example.com',
      quizzes: [],
      privateQuizzes: [{ id: privateQuiz.id, name: privateQuiz.name }],
    });
  });

  it('answers userNotFound for an e-mail the account does not know, invalidEmail for one that is not an e-mail', async () => {
    expect(await entriesOf('stranger@example.com')).toEqual({ status: 404, body: { data: { error: 'userNotFound', field: 'email' } } });
    expect(await entriesOf('not an e-mail')).toEqual({ status: 400, body: { data: { error: 'invalidEmail', field: 'email', invalid: ['not an e-mail'] } } });
  });

  it('the holder must name the account', async () => {
    expect((await entriesOf('stranger@example.com', tokens.holder)).body.data.error).toBe('invalid_data_entry');
  });
});

describe('admin/deleteUserQuizEntry', () => {
  it('deletes the entry as one entry of deleteMultipleUserQuizEntries, and answers true', async () => {
    const learner = await fx.learner();
    const quiz = await fx.quiz();
    const entry = { quizId: quiz.id, learnerId: learner.id, email: learner.email };
    await seedQuizEntry(db(), entry);
    expect(await app.rest('admin/deleteUserQuizEntry', { email: learner.email, quizId: quiz.id }, tokens.owner)).toEqual({ status: 200, body: { data: true } });
    expect(await entryRows(db(), entry)).toEqual(NO_ROW);
    expect((await entriesOf(learner.email)).body.data.quizzes).toEqual([]);
  });
});

describe('admin/deleteUserRegistration', () => {
  it("deletes the registration and the learner's entry of the registration form; true if found, false otherwise", async () => {
    const learner = await fx.learner();
    const form = await fx.quiz({ isForm: true, isPrivate: true });
    const entry = { quizId: form.id, learnerId: learner.id, email: learner.email };
    await seedQuizEntry(db(), entry);
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    await db().account.update({ where: { id: accountId }, data: { regFormId: form.id } });
    try {
      const call = () => app.rest('admin/deleteUserRegistration', { email: learner.email, accountId }, tokens.owner);
      expect(await call()).toEqual({ status: 200, body: { data: true } });
      expect(await db().registration.count({ where: { accountId, learnerId: learner.id } })).toBe(0);
      // The entry goes, but the e-mail stays among the form's private users: the learner may register again.
      expect(await entryRows(db(), entry)).toEqual({ ...NO_ROW, examinees: 1 });

      const before = await tableChecksums(db());
      expect(await call()).toEqual({ status: 200, body: { data: false } });
      const unknown = await app.rest('admin/deleteUserRegistration', { email: 'stranger@example.com', accountId }, tokens.holder);
      expect(unknown).toEqual({ status: 200, body: { data: false } });
      expect(await tableChecksums(db())).toEqual(before);
    } finally {
      await db().account.update({ where: { id: accountId }, data: { regFormId: null } });
    }
  });

  it('refuses a body without accountId (the spec names it) with 400 on accountId, for the owner and the holder, changing nothing (issue 30)', async () => {
    const learner = await fx.learner();
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    const before = await tableChecksums(db());
    for (const token of [tokens.owner, tokens.holder]) {
      for (const body of [{ email: learner.email }, { email: learner.email, accountId: '' }, { email: learner.email, accountId: null }]) {
        expect(await app.rest('admin/deleteUserRegistration', body, token)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'accountId' } } });
      }
    }
    expect(await tableChecksums(db())).toEqual(before);
    await db().registration.deleteMany({ where: { accountId, learnerId: learner.id } });
  });

  it('deletes a registration of an account without a registration form now', async () => {
    const learner = await fx.learner();
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    const answer = await app.rest('admin/deleteUserRegistration', { email: learner.email, accountId }, tokens.holder);
    expect(answer.body).toEqual({ data: true });
    expect(await db().registration.count({ where: { accountId, learnerId: learner.id } })).toBe(0);
  });
});

describe('GraphQL', () => {
  const RECORDS = `query($accountId: ID!, $email: String!) { learnerRecords(accountId: $accountId, email: $email) {
    __typename
    ... on QueryLearnerRecordsSuccess { data { email registered quizzes { quizId name isForm mark maxGrade gradeOffset } privateQuizzes { quizId name } } }
    ... on AppError { code } } }`;
  const DELETE_ENTRY = `mutation($input: DeleteLearnerQuizEntryInput!) { deleteLearnerQuizEntry(input: $input) {
    ... on MutationDeleteLearnerQuizEntrySuccess { data { examinees submissions registrations } } ... on AppError { code } } }`;
  const DELETE_REGISTRATION = `mutation($input: DeleteLearnerRegistrationInput!) { deleteLearnerRegistration(input: $input) {
    ... on MutationDeleteLearnerRegistrationSuccess { data { found } } ... on AppError { code } } }`;
  const account = () => encodeGlobalID('Account', accountId);

  it('learnerRecords answers the records with global quiz ids; the mutations delete an entry and the registration', async () => {
    const learner = await fx.learner();
    const quiz = await fx.quiz();
    await seedQuizEntry(db(), { quizId: quiz.id, learnerId: learner.id, email: learner.email }, { result: 4, offset: -1 });
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    const records = await app.gql(RECORDS, { accountId: account(), email: learner.email }, tokens.holder);
    expect(records.body.data.learnerRecords).toEqual({
      __typename: 'QueryLearnerRecordsSuccess',
      data: {
        email: learner.email,
        registered: true,
        quizzes: [{ quizId: encodeGlobalID('Quiz', quiz.id), name: quiz.name, isForm: false, mark: 4, maxGrade: 6, gradeOffset: -1 }],
        privateQuizzes: [],
      },
    });

    const deleted = await app.gql(DELETE_ENTRY, { input: { email: learner.email, quizId: encodeGlobalID('Quiz', quiz.id) } }, tokens.owner);
    expect(deleted.body.data.deleteLearnerQuizEntry).toEqual({ data: { examinees: 1, submissions: 1, registrations: 0 } });
    const registration = { input: { accountId: account(), email: learner.email } };
    expect((await app.gql(DELETE_REGISTRATION, registration, tokens.owner)).body.data.deleteLearnerRegistration).toEqual({ data: { found: true } });
    expect((await app.gql(DELETE_REGISTRATION, registration, tokens.owner)).body.data.deleteLearnerRegistration).toEqual({ data: { found: false } });
    const after = await app.gql(RECORDS, { accountId: account(), email: learner.email }, tokens.owner);
    expect(after.body.data.learnerRecords.data).toMatchObject({ registered: false, quizzes: [] });
  });

  it('learnerRecords: userNotFound for an unknown e-mail; an id of another type is notFound', async () => {
    const unknown = await app.gql(RECORDS, { accountId: account(), email: 'stranger@example.com' }, tokens.owner);
    expect(unknown.body.data.learnerRecords).toEqual({ __typename: 'AppError', code: 'userNotFound' });
    const wrongType = await app.gql(RECORDS, { accountId: encodeGlobalID('Quiz', accountId), email: 'stranger@example.com' }, tokens.owner);
    expect(wrongType.body.data.learnerRecords).toEqual({ __typename: 'AppError', code: 'notFound' });
  });

  it('the mutations answer an id of another type, or a raw row id, as notFound and delete nothing', async () => {
    const learner = await fx.learner();
    const quiz = await fx.quiz();
    await seedQuizEntry(db(), { quizId: quiz.id, learnerId: learner.id, email: learner.email });
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    const before = await tableChecksums(db());
    for (const quizId of [encodeGlobalID('Account', quiz.id), quiz.id]) {
      const entry = await app.gql(DELETE_ENTRY, { input: { email: learner.email, quizId } }, tokens.owner);
      expect(entry.body.data.deleteLearnerQuizEntry).toEqual({ code: 'notFound' });
    }
    for (const id of [encodeGlobalID('Quiz', accountId), accountId]) {
      const registration = await app.gql(DELETE_REGISTRATION, { input: { accountId: id, email: learner.email } }, tokens.owner);
      expect(registration.body.data.deleteLearnerRegistration).toEqual({ code: 'notFound' });
    }
    expect(await tableChecksums(db())).toEqual(before);
  });
});
