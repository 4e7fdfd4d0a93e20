// admin/deleteMultipleUserQuizEntries and GraphQL deleteQuizEntries: what an
// entry is (docs/decisions/examinees.md), all or nothing, and idempotent.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_ROW, NO_ROW, entryRows, seedQuizEntry } from '../../testing/quizEntryFixtures.ts';
import { quizFixtures } from '../../testing/quizFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
const tokens = { owner: '', holder: '' };

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
});

afterAll(async () => {
  await app?.stop();
});

const checksums = () => tableChecksums(fx.db());
const deleteEntries = (entries: unknown, token = tokens.owner) => app.rest('admin/deleteMultipleUserQuizEntries', { entries }, token);

/** A quiz and a learner with a whole entry in it. */
async function seededEntry() {
  const quiz = await fx.quiz();
  const learner = await fx.learner();
  const entry = { quizId: quiz.id, learnerId: learner.id, email: learner.email };
  await seedQuizEntry(fx.db(), entry);
  return { quiz, learner, entry };
}

describe('admin/deleteMultipleUserQuizEntries removes the named entries', () => {
  it("removes every row of the learner's entry of that quiz, and nothing of other quizzes or learners", async () => {
    const { quiz, learner, entry } = await seededEntry();
    const otherQuiz = await fx.quiz();
    const sameLearnerElsewhere = { ...entry, quizId: otherQuiz.id };
    await seedQuizEntry(fx.db(), sameLearnerElsewhere);
    const neighbour = await fx.learner();
    const neighbourEntry = { quizId: quiz.id, learnerId: neighbour.id, email: neighbour.email };
    await seedQuizEntry(fx.db(), neighbourEntry);
    const { accountId } = await fx.dev();
    await fx.db().registration.create({ data: { accountId, learnerId: learner.id } });

    const answer = await deleteEntries([{ email: ` ${learner.email.toUpperCase()}`, quizId: quiz.id }]);
    expect(answer).toEqual({ status: 200, body: { data: true } });
    expect(await entryRows(fx.db(), entry)).toEqual(NO_ROW);
    expect(await entryRows(fx.db(), sameLearnerElsewhere)).toEqual(EVERY_ROW);
    expect(await entryRows(fx.db(), neighbourEntry)).toEqual(EVERY_ROW);
    // The quiz is not the registration form: the registration stays.
    expect(await fx.db().registration.count({ where: { accountId, learnerId: learner.id } })).toBe(1);
  });

  it("of the account's registration form, removes the learner's registration (and its tracks) too", async () => {
    const { accountId } = await fx.dev();
    const { quiz, learner, entry } = await seededEntry();
    const track = await fx.db().track.create({ data: { accountId, name: `Track ${quiz.id}` } });
    const registration = await fx.db().registration.create({ data: { accountId, learnerId: learner.id, tracks: { create: { trackId: track.id } } } });
    await fx.db().account.update({ where: { id: accountId }, data: { regFormId: quiz.id } });
    try {
      expect((await deleteEntries([{ email: learner.email, quizId: quiz.id }])).body).toEqual({ data: true });
      expect(await entryRows(fx.db(), entry)).toEqual(NO_ROW);
      expect(await fx.db().registration.count({ where: { id: registration.id } })).toBe(0);
      expect(await fx.db().registrationTrack.count({ where: { registrationId: registration.id } })).toBe(0);
    } finally {
      await fx.db().account.update({ where: { id: accountId }, data: { regFormId: null } });
    }
  });

  it('removes the private-user row and external grade of an e-mail that is not a learner yet', async () => {
    const quiz = await fx.quiz();
    await fx.db().examinee.create({ data: { quizId: quiz.id, email: 'future@example.com' } });
    await fx.db().externalGrade.create({ data: { quizId: quiz.id, email: 'future@example.com', grade: 5 } });
    expect((await deleteEntries([{ email: 'Future@example.com', quizId: quiz.id }])).body).toEqual({ data: true });
    expect(await fx.db().examinee.count({ where: { quizId: quiz.id } })).toBe(0);
    expect(await fx.db().externalGrade.count({ where: { quizId: quiz.id } })).toBe(0);
  });

  it('removes the entries of several quizzes and learners in one call', async () => {
    const first = await seededEntry();
    const second = await seededEntry();
    const answer = await deleteEntries([first.entry, second.entry].map(({ email, quizId }) => ({ email, quizId })));
    expect(answer.body).toEqual({ data: true });
    expect([await entryRows(fx.db(), first.entry), await entryRows(fx.db(), second.entry)]).toEqual([NO_ROW, NO_ROW]);
  });

  it('is idempotent: entries that name nothing (any more) answer true and change nothing', async () => {
    const { entry } = await seededEntry();
    await deleteEntries([{ email: entry.email, quizId: entry.quizId }]);
    const before = await checksums();
    expect((await deleteEntries([{ email: entry.email, quizId: entry.quizId }, { email: 'nobody@example.com', quizId: entry.quizId }])).body).toEqual({ data: true });
    expect((await deleteEntries([])).body).toEqual({ data: true });
    expect(await checksums()).toEqual(before);
  });
});

describe('admin/deleteMultipleUserQuizEntries refuses the whole call, deleting nothing', () => {
  it('when one e-mail is invalid: invalidEmail with the invalid ones', async () => {
    const { entry } = await seededEntry();
    const before = await checksums();
    const answer = await deleteEntries([{ email: entry.email, quizId: entry.quizId }, { email: 'NOT-AN-EMAIL', quizId: entry.quizId }]);
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidEmail', field: 'entries', invalid: ['not-an-email'] } } });
    expect(await checksums()).toEqual(before);
  });

  it('when one quiz is not managed by the caller (another account of the organisation): notFound', async () => {
    const { entry } = await seededEntry();
    const { organizationId } = await fx.dev();
    const otherAccount = await fx.db().account.create({ data: { organizationId, alias: 'Other account' } });
    const foreign = await fx.quiz({ accountId: otherAccount.id });
    const before = await checksums();
    const answer = await deleteEntries([{ email: entry.email, quizId: entry.quizId }, { email: entry.email, quizId: foreign.id }]);
    expect(answer).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'quizId' } } });
    expect(await checksums()).toEqual(before);
  });

  it.each([
    ['no list', undefined],
    ['an entry without a quiz', [{ email: 'a@example.com' }]],
    ['an entry that is a text', ['a@example.com']],
    ['more than 1,000 entries', Array.from({ length: 1001 }, () => ({ email: 'a@example.com', quizId: 'q' }))],
  ])('%s: invalid_data_entry', async (_case, entries) => {
    const before = await checksums();
    expect(await deleteEntries(entries)).toMatchObject({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
    expect(await checksums()).toEqual(before);
  });
});

describe("the organisation's holder", () => {
  it("deletes learners' quiz entries of the organisation's accounts", async () => {
    const { entry } = await seededEntry();
    expect((await deleteEntries([{ email: entry.email, quizId: entry.quizId }], tokens.holder)).body).toEqual({ data: true });
    expect(await entryRows(fx.db(), entry)).toEqual(NO_ROW);
  });
});

describe('GraphQL deleteQuizEntries', () => {
  const DELETE = `mutation($input: DeleteQuizEntriesInput!) { deleteQuizEntries(input: $input) {
    __typename
    ... on MutationDeleteQuizEntriesSuccess { data { examinees submissions registrations } }
    ... on InvalidEmailsError { code invalid }
    ... on AppError { code } } }`;
  const input = (entries: { email: string; quizId: string }[]) => ({
    input: { entries: entries.map(({ email, quizId }) => ({ email, quizId: encodeGlobalID('Quiz', quizId) })) },
  });

  it('answers what it removed, then nothing the second time', async () => {
    const { entry } = await seededEntry();
    const first = await app.gql(DELETE, input([entry]), tokens.holder);
    expect(first.body.data.deleteQuizEntries).toEqual({
      __typename: 'MutationDeleteQuizEntriesSuccess',
      data: { examinees: 1, submissions: 1, registrations: 0 },
    });
    expect(await entryRows(fx.db(), entry)).toEqual(NO_ROW);
    const second = await app.gql(DELETE, input([entry]), tokens.owner);
    expect(second.body.data.deleteQuizEntries.data).toEqual({ examinees: 0, submissions: 0, registrations: 0 });
  });

  it('answers InvalidEmailsError, deleting nothing', async () => {
    const { entry } = await seededEntry();
    const before = await checksums();
    const answer = await app.gql(DELETE, input([entry, { ...entry, email: 'a b@example.com' }]), tokens.owner);
    expect(answer.body.data.deleteQuizEntries).toEqual({ __typename: 'InvalidEmailsError', code: 'invalidEmail', invalid: ['a b@example.com'] });
    expect(await checksums()).toEqual(before);
  });

  it.each([
    ['a raw quiz id', (quizId: string) => quizId],
    ['an id of another type', (quizId: string) => encodeGlobalID('Account', quizId)],
  ])('%s is notFound, deleting nothing', async (_case, idOf) => {
    const { entry } = await seededEntry();
    const before = await checksums();
    const answer = await app.gql(DELETE, { input: { entries: [{ email: entry.email, quizId: idOf(entry.quizId) }] } }, tokens.owner);
    expect(answer.body.data.deleteQuizEntries).toEqual({ __typename: 'AppError', code: 'notFound' });
    expect(await checksums()).toEqual(before);
  });
});
