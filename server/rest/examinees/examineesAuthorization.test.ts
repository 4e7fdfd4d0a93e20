// Who may call the examinee and users-management paths, REST and GraphQL:
// setExaminees and getQuizAnswersCount the account's owner only; the learners'
// entries and registrations the owner or the holder of the account's
// organisation. Everyone else is refused with a code and changes nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { EVERY_ROW, NO_ROW, entryRows, seedQuizEntry } from '../../testing/quizEntryFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: NodeFixture;
let quizId = '';
const EMAIL = 'victim@acme.example';

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
  const { organizationId, accountId } = fixture.rows;
  const quiz = await db().quiz.create({ data: { organizationId, accountId, name: 'Acme exam', isPrivate: true, maxGrade: 6 } });
  quizId = quiz.id;
  await freshEntry();
});

afterAll(async () => {
  await app?.stop();
});

const db = () => app.app.database.prisma;
const entry = () => ({ quizId, learnerId: fixture.rows.learnerId, email: EMAIL });

/** The victim's whole entry of the quiz and registration with the account, as seeded. */
async function freshEntry() {
  const where = { quizId };
  await db().$transaction([
    db().examinee.deleteMany({ where }),
    db().externalGrade.deleteMany({ where }),
    db().attempt.deleteMany({ where }),
    db().submission.deleteMany({ where }),
    db().manualGrade.deleteMany({ where }),
    db().gradeOffset.deleteMany({ where }),
    db().registration.deleteMany({ where: { accountId: fixture.rows.accountId } }),
  ]);
  await seedQuizEntry(db(), entry());
  await db().registration.create({ data: { accountId: fixture.rows.accountId, learnerId: fixture.rows.learnerId } });
}

type Code = 'unauthenticated' | 'forbidden' | 'notFound';
const REFUSED_TO_ALL: Record<string, Code> = {
  anonymous: 'unauthenticated',
  devLearner: 'forbidden',
  acmeLearner: 'forbidden',
  acmeNeighbourOwner: 'notFound',
  devOwner: 'notFound',
  platform: 'forbidden',
};
/** the account's owner only */
const OWNER_ONLY: Record<string, Code> = { ...REFUSED_TO_ALL, acmeHolder: 'forbidden', devHolder: 'forbidden' };
/** the account's owner or its organisation's holder */
const MANAGERS: Record<string, Code> = { ...REFUSED_TO_ALL, devHolder: 'notFound' };

interface Operation {
  name: string;
  refused: Record<string, Code>;
  allowed: Caller[];
  /** the call; answers the code of a refusal, or the answer */
  call(caller: Caller): Promise<{ code?: string; answer: Json }>;
  /** what an allowed call did */
  expectDone(answer: Json): Promise<void>;
}

const token = (caller: Caller) => fixture.tokens[caller];

function rest(path: string, body: () => Json): Pick<Operation, 'call'> {
  return {
    async call(caller) {
      const { body: answer } = await app.rest(`admin/${path}`, body(), token(caller));
      return { code: answer.data?.error, answer: answer.data };
    },
  };
}

function gql(document: string, variables: () => Json): Pick<Operation, 'call'> {
  return {
    async call(caller) {
      const { body } = await app.gql(document, variables(), token(caller));
      const result = body.data ? (Object.values(body.data)[0] as Json) : null;
      return { code: result?.code ?? body.errors?.[0]?.extensions?.code, answer: result?.data };
    },
  };
}

const entryGone = async () => expect(await entryRows(db(), entry())).toEqual(NO_ROW);
const registrationGone = async () => expect(await db().registration.count({ where: { accountId: fixture.rows.accountId } })).toBe(0);
const quizGid = () => encodeGlobalID('Quiz', quizId);
const accountGid = () => encodeGlobalID('Account', fixture.rows.accountId);
const MANAGERS_ALLOWED: Caller[] = ['acmeOwner', 'acmeHolder'];

const operations: Operation[] = [
  {
    name: 'REST admin/setExaminees',
    refused: OWNER_ONLY,
    allowed: ['acmeOwner'],
    ...rest('setExaminees', () => ({ quizId, examinees: ['new@acme.example'] })),
    expectDone: async (answer) => {
      expect(answer).toBe(true);
      expect(await db().examinee.count({ where: { quizId, email: 'new@acme.example' } })).toBe(1);
    },
  },
  {
    name: 'REST admin/getQuizAnswersCount',
    refused: OWNER_ONLY,
    allowed: ['acmeOwner'],
    ...rest('getQuizAnswersCount', () => ({ quizId })),
    expectDone: async (answer) => expect(answer).toBe(1),
  },
  {
    name: 'REST admin/deleteMultipleUserQuizEntries',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...rest('deleteMultipleUserQuizEntries', () => ({ entries: [{ email: EMAIL, quizId }] })),
    expectDone: async (answer) => {
      expect(answer).toBe(true);
      await entryGone();
    },
  },
  {
    name: 'REST admin/getUserAccountAnswerEntries',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...rest('getUserAccountAnswerEntries', () => ({ accountId: fixture.rows.accountId, email: EMAIL })),
    expectDone: async (answer) =>
      expect(answer).toEqual({ email: EMAIL, quizzes: [{ id: quizId, name: 'Acme exam', mark: 4, gradeOffset: 1 }], privateQuizzes: [{ id: quizId, name: 'Acme exam' }] }),
  },
  {
    name: 'REST admin/deleteUserQuizEntry',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...rest('deleteUserQuizEntry', () => ({ email: EMAIL, quizId })),
    expectDone: async (answer) => {
      expect(answer).toBe(true);
      await entryGone();
    },
  },
  {
    name: 'REST admin/deleteUserRegistration',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...rest('deleteUserRegistration', () => ({ email: EMAIL, accountId: fixture.rows.accountId })),
    expectDone: async (answer) => {
      expect(answer).toBe(true);
      await registrationGone();
    },
  },
  {
    name: 'GraphQL setExaminees',
    refused: OWNER_ONLY,
    allowed: ['acmeOwner'],
    ...gql(`mutation($input: SetExamineesInput!) { setExaminees(input: $input) { ... on MutationSetExamineesSuccess { data { added } } ... on AppError { code } } }`, () => ({
      input: { quizId: quizGid(), emails: ['new@acme.example'] },
    })),
    expectDone: async (answer) => expect(answer).toEqual({ added: 1 }),
  },
  {
    name: 'GraphQL deleteQuizEntries',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...gql(`mutation($input: DeleteQuizEntriesInput!) { deleteQuizEntries(input: $input) { ... on MutationDeleteQuizEntriesSuccess { data { submissions } } ... on AppError { code } } }`, () => ({
      input: { entries: [{ email: EMAIL, quizId: quizGid() }] },
    })),
    expectDone: async (answer) => {
      expect(answer).toEqual({ submissions: 1 });
      await entryGone();
    },
  },
  {
    name: 'GraphQL learnerRecords',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...gql(`query($accountId: ID!, $email: String!) { learnerRecords(accountId: $accountId, email: $email) { ... on QueryLearnerRecordsSuccess { data { email quizzes { mark } } } ... on AppError { code } } }`, () => ({
      accountId: accountGid(),
      email: EMAIL,
    })),
    expectDone: async (answer) => expect(answer).toEqual({ email: EMAIL, quizzes: [{ mark: 4 }] }),
  },
  {
    name: 'GraphQL deleteLearnerQuizEntry',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...gql(`mutation($input: DeleteLearnerQuizEntryInput!) { deleteLearnerQuizEntry(input: $input) { ... on MutationDeleteLearnerQuizEntrySuccess { data { submissions } } ... on AppError { code } } }`, () => ({
      input: { email: EMAIL, quizId: quizGid() },
    })),
    expectDone: async (answer) => {
      expect(answer).toEqual({ submissions: 1 });
      await entryGone();
    },
  },
  {
    name: 'GraphQL deleteLearnerRegistration',
    refused: MANAGERS,
    allowed: MANAGERS_ALLOWED,
    ...gql(`mutation($input: DeleteLearnerRegistrationInput!) { deleteLearnerRegistration(input: $input) { ... on MutationDeleteLearnerRegistrationSuccess { data { found } } ... on AppError { code } } }`, () => ({
      input: { accountId: accountGid(), email: EMAIL },
    })),
    expectDone: async (answer) => {
      expect(answer).toEqual({ found: true });
      await registrationGone();
    },
  },
];

describe.each(operations.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
  it('refuses every other caller with a code, changing nothing', async () => {
    await freshEntry();
    expect(await entryRows(db(), entry())).toEqual(EVERY_ROW);
    const before = await tableChecksums(db());
    const answers: Record<string, string | undefined> = {};
    for (const caller of Object.keys(operation.refused) as Caller[]) answers[caller] = (await operation.call(caller)).code;
    expect(answers).toEqual(operation.refused);
    expect(await tableChecksums(db())).toEqual(before);
  });

  it.each(operation.allowed.map((caller) => [callers[caller], caller] as const))('answers %s', async (_who, caller) => {
    await freshEntry();
    const { code, answer } = await operation.call(caller);
    expect(code).toBeUndefined();
    await operation.expectDone(answer);
  });
});
