// The private users of a quiz (admin/setExaminees, GraphQL setExaminees) and
// the counts of the account home's tree: every rule of the upload, and what
// the learner side makes of it (server/services/quiz/quizAccess.ts, rule 6).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

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

const examineesOf = async (quizId: string) =>
  (await fx.db().examinee.findMany({ where: { quizId }, orderBy: { email: 'asc' } })).map((row) => row.email);
const checksums = () => tableChecksums(fx.db());
const setExaminees = (quizId: string, examinees: unknown) => app.rest('admin/setExaminees', { quizId, examinees }, owner);

const SET_EXAMINEES = `mutation($input: SetExamineesInput!) { setExaminees(input: $input) {
  __typename
  ... on MutationSetExamineesSuccess { data { added total } }
  ... on InvalidEmailsError { code field invalid }
  ... on AppError { code field } } }`;

describe('admin/setExaminees stores a batch of e-mails as the private users of a quiz', () => {
  it('trims and lower-cases each e-mail, answers true, and keeps one row per e-mail', async () => {
    const quiz = await fx.quiz({ isPrivate: true });
    const answer = await setExaminees(quiz.id, ['  Ali@Example.COM ', 'sara@example.com', 'ALI@example.com']);
    expect(answer).toEqual({ status: 200, body: { data: true } });
    expect(await examineesOf(quiz.id)).toEqual(['ali@example.com', 'sara@example.com']);
  });

  it('is idempotent: the same batch again changes no row', async () => {
    const quiz = await fx.quiz();
    await setExaminees(quiz.id, ['a@example.com', 'b@example.com']);
    const before = await checksums();
    expect((await setExaminees(quiz.id, ['b@example.com', 'A@example.com'])).body).toEqual({ data: true });
    expect(await checksums()).toEqual(before);
  });

  it('accepts 100 e-mails and refuses 101 with invalid_data_entry, storing none of them', async () => {
    const quiz = await fx.quiz();
    const emails = (count: number) => Array.from({ length: count }, (_, index) => `learner${index}@example.com`);
    expect((await setExaminees(quiz.id, emails(100))).body).toEqual({ data: true });
    expect(await fx.db().examinee.count({ where: { quizId: quiz.id } })).toBe(100);
    const other = await fx.quiz();
    const before = await checksums();
    const refused = await setExaminees(other.id, emails(101));
    expect(refused).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'examinees' } } });
    expect(await checksums()).toEqual(before);
  });

  it('refuses the whole batch when one e-mail is invalid, naming every invalid one (nothing stored)', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    const answer = await setExaminees(quiz.id, ['good@example.com', ' Not An Email ', 'x@y', 'good2@example.com', 'X@Y', '']);
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalidEmail', field: 'examinees', invalid: ['not an email', 'x@y', ''] } } });
    expect(await checksums()).toEqual(before);
  });

  it('takes an address of up to 254 characters; a longer one is invalid', async () => {
    const quiz = await fx.quiz();
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect((await setExaminees(quiz.id, [address(254)])).body).toEqual({ data: true });
    const refused = await setExaminees(quiz.id, [address(255)]);
    expect(refused.body.data).toEqual({ error: 'invalidEmail', field: 'examinees', invalid: [address(255)] });
    expect(await examineesOf(quiz.id)).toEqual([address(254)]);
  });

  it.each([
    ['no list', undefined],
    ['a text', 'a@example.com'],
    ['a number in the list', ['a@example.com', 7]],
  ])('refuses %s with invalid_data_entry', async (_case, examinees) => {
    const quiz = await fx.quiz();
    const before = await checksums();
    expect((await setExaminees(quiz.id, examinees)).body.data.error).toBe('invalid_data_entry');
    expect(await checksums()).toEqual(before);
  });

  it('answers notFound for a quiz that does not exist or was deleted', async () => {
    const deleted = await fx.quiz({ deletedAt: new Date() });
    for (const quizId of ['missing-quiz', deleted.id]) {
      expect(await setExaminees(quizId, ['a@example.com'])).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'quizId' } } });
    }
    expect(await fx.db().examinee.count({ where: { quizId: deleted.id } })).toBe(0);
  });
});

describe('GraphQL setExaminees', () => {
  it('answers how many e-mails were added and how many the quiz has; sending them again adds none', async () => {
    const quiz = await fx.quiz();
    const input = { quizId: encodeGlobalID('Quiz', quiz.id), emails: ['One@Example.com', 'two@example.com'] };
    const first = await app.gql(SET_EXAMINEES, { input }, owner);
    expect(first.body.data.setExaminees).toEqual({ __typename: 'MutationSetExamineesSuccess', data: { added: 2, total: 2 } });
    const again = await app.gql(SET_EXAMINEES, { input: { ...input, emails: ['two@example.com', 'three@example.com'] } }, owner);
    expect(again.body.data.setExaminees.data).toEqual({ added: 1, total: 3 });
    expect(await examineesOf(quiz.id)).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
  });

  it('answers InvalidEmailsError with the invalid e-mails, and stores nothing', async () => {
    const quiz = await fx.quiz();
    const before = await checksums();
    const input = { quizId: encodeGlobalID('Quiz', quiz.id), emails: ['ok@example.com', 'Bad@'] };
    const answer = await app.gql(SET_EXAMINEES, { input }, owner);
    expect(answer.body.data.setExaminees).toEqual({ __typename: 'InvalidEmailsError', code: 'invalidEmail', field: 'examinees', invalid: ['bad@'] });
    expect(await checksums()).toEqual(before);
  });

  it('decodes only Quiz ids: a raw id or another type is notFound', async () => {
    const quiz = await fx.quiz();
    for (const quizId of [quiz.id, encodeGlobalID('Account', quiz.id)]) {
      const answer = await app.gql(SET_EXAMINEES, { input: { quizId, emails: ['a@example.com'] } }, owner);
      expect(answer.body.data.setExaminees).toMatchObject({ __typename: 'AppError', code: 'notFound' });
    }
    expect(await fx.db().examinee.count({ where: { quizId: quiz.id } })).toBe(0);
  });
});

describe("the tree's counts", () => {
  const ACCOUNT_QUIZZES = `{ viewer { account { quizzes { quizId examineesCount answersCount privateExamineesCount } } } }`;

  it('examineesCount and admin/getQuizAnswersCount count submissions; privateExamineesCount the private users', async () => {
    const quiz = await fx.quiz({ isPrivate: true });
    await setExaminees(quiz.id, ['p1@example.com', 'p2@example.com', 'p3@example.com']);
    const takers = [await fx.learner(), await fx.learner()];
    await setExaminees(quiz.id, takers.map((learner) => learner.email));
    // One opens only, one submits, then the second submits too.
    await app.rest('user/takeQuiz', { quizId: quiz.id, email: takers[0].email }, takers[0].token);
    const counts = async () => {
      const { body } = await app.gql(ACCOUNT_QUIZZES, {}, owner);
      const row = (body.data.viewer.account.quizzes as Json[]).find((entry) => entry.quizId === quiz.id);
      const rest = await app.rest('admin/getQuizAnswersCount', { quizId: quiz.id }, owner);
      return { ...row, restAnswersCount: rest.body.data };
    };
    expect(await counts()).toEqual({ quizId: quiz.id, examineesCount: 0, answersCount: 0, privateExamineesCount: 5, restAnswersCount: 0 });
    for (const learner of takers) {
      await app.rest('user/takeQuiz', { quizId: quiz.id, email: learner.email }, learner.token);
      const submitted = await app.rest('user/submitQuiz', { quizId: quiz.id, email: learner.email, answers: rightAnswers }, learner.token);
      expect(submitted.status).toBe(200);
    }
    expect(await counts()).toEqual({ quizId: quiz.id, examineesCount: 2, answersCount: 2, privateExamineesCount: 5, restAnswersCount: 2 });
  });
});

describe('a private quiz opens only for the e-mails added by setExaminees', () => {
  const take = (learner: { email: string; token: string }, quizId: string) => app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);
  const OPEN = `mutation($quizId: ID!) { openQuiz(quizId: $quizId) { __typename ... on AppError { code } } }`;
  const open = async (learner: { token: string }, quizId: string) =>
    (await app.gql(OPEN, { quizId: encodeGlobalID('Quiz', quizId) }, learner.token)).body.data.openQuiz;

  it('an added learner opens it, another does not; deleting the entry takes the access away again', async () => {
    const quiz = await fx.quiz({ isPrivate: true });
    const [added, notAdded] = [await fx.learner(), await fx.learner()];
    expect((await take(added, quiz.id)).body.data.error).toBe('userNotRegistered');

    expect((await setExaminees(quiz.id, [` ${added.email.toUpperCase()} `])).body).toEqual({ data: true });
    expect((await take(added, quiz.id)).status).toBe(200);
    expect((await open(added, quiz.id)).__typename).toBe('MutationOpenQuizSuccess');
    expect((await take(notAdded, quiz.id)).body.data.error).toBe('userNotRegistered');
    expect(await open(notAdded, quiz.id)).toEqual({ __typename: 'AppError', code: 'userNotRegistered' });

    const deleted = await app.rest('admin/deleteMultipleUserQuizEntries', { entries: [{ email: added.email, quizId: quiz.id }] }, owner);
    expect(deleted.body).toEqual({ data: true });
    expect((await take(added, quiz.id)).body.data.error).toBe('userNotRegistered');
    expect(await open(added, quiz.id)).toEqual({ __typename: 'AppError', code: 'userNotRegistered' });
  });
});
