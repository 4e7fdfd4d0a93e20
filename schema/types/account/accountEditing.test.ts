// The account owner's editing through GraphQL: the same services as the
// legacy admin/ paths, errors as AppError members of each mutation's union,
// and the owner-only fields closed to everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
const tokens = { owner: '', holder: '', learner: '' };

beforeAll(async () => {
  app = await startTestApp();
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
});

afterAll(async () => {
  await app?.stop();
});

const PROGRAM_FIELDS = 'id programId name order revision headingProgress items';
const CREATE_PROGRAM = `mutation($input: CreateProgramInput!) { createProgram(input: $input) {
  ... on MutationCreateProgramSuccess { data { ${PROGRAM_FIELDS} } } ... on AppError { code field } } }`;
const SAVE_PROGRAM = `mutation($input: SaveProgramInput!) { saveProgram(input: $input) {
  ... on MutationSaveProgramSuccess { data { ${PROGRAM_FIELDS} } } ... on AppError { code field } } }`;
const MOVE_PROGRAM = `mutation($input: MoveProgramInput!) { moveProgram(input: $input) {
  ... on MutationMoveProgramSuccess { data { id programId order } } ... on AppError { code field } } }`;
const DELETE_PROGRAM = `mutation($input: DeleteProgramInput!) { deleteProgram(input: $input) {
  ... on MutationDeleteProgramSuccess { data { programId } } ... on AppError { code field } } }`;
const CREATE_QUIZ = `mutation($input: CreateQuizInput!) { createQuiz(input: $input) {
  ... on MutationCreateQuizSuccess { data { quizId revision document answersCount } } ... on AppError { code field } } }`;
const SAVE_QUIZ = `mutation($input: SaveQuizInput!) { saveQuiz(input: $input) {
  ... on MutationSaveQuizSuccess { data { quizId revision document } } ... on AppError { code field } } }`;
const QUIZ_DOCUMENT = `query($quizId: String!) { quizDocument(quizId: $quizId) {
  ... on QueryQuizDocumentSuccess { data { quizId revision document } } ... on AppError { code } } }`;
const DUPLICATE_QUIZ = `mutation($input: DuplicateQuizInput!) { duplicateQuiz(input: $input) {
  ... on MutationDuplicateQuizSuccess { data { quizId document } } ... on AppError { code } } }`;
const DELETE_QUIZ = `mutation($input: DeleteQuizInput!) { deleteQuiz(input: $input) {
  ... on MutationDeleteQuizSuccess { data { quizId kept } } ... on AppError { code } } }`;
const SET_PROPERTY = `mutation($input: SetAccountPropertyInput!) { setAccountProperty(input: $input) {
  ... on MutationSetAccountPropertySuccess { data { alias certificateKeywords { keyword value } } } ... on AppError { code field } } }`;
const ACCOUNT = `{ viewer { account { id alias tracks quizzes { quizId name isForm examineesCount answersCount } editorPrograms { programId name revision } } } }`;
const ACCOUNT_TREE = `{ viewer { account { quizzes { quizId name } editorPrograms { programId revision items } } } }`;

const gql = async (query: string, variables: Json, token = tokens.owner) => {
  const answer = await app.gql(query, variables, token);
  expect(answer.body.errors).toBeUndefined();
  return Object.values(answer.body.data)[0] as Json;
};

const document = (overrides: Json = {}) => ({ id: '', name: 'Graph quiz', passGrade: 4, version: 2, isForm: false, ...examContent, ...overrides });

describe('programs through GraphQL', () => {
  it('creates a program, saves its tree at its revision and refuses an older revision', async () => {
    const created = (await gql(CREATE_PROGRAM, { input: { name: 'Graph program' } })).data;
    expect(created).toMatchObject({ name: 'Graph program', revision: 0, items: [] });
    const items = [{ id: 'g-f1', itemType: 'folder', name: 'Unit 1', children: [] }];
    const input = { programId: created.id, revision: 0, name: 'Graph program', items, headingProgress: ['g-f1'] };
    const saved = (await gql(SAVE_PROGRAM, { input })).data;
    expect(saved).toMatchObject({ revision: 1, headingProgress: ['g-f1'] });
    expect(saved.items[0]).toMatchObject({ id: 'g-f1', itemType: 'folder', children: [] });
    expect(await gql(SAVE_PROGRAM, { input: { ...input, items: [] } })).toEqual({ code: 'staleRevision', field: 'revision' });
  });

  it('moves a program up in the account order, and not past the top', async () => {
    const first = (await gql(CREATE_PROGRAM, { input: { name: 'Order A' } })).data;
    const second = (await gql(CREATE_PROGRAM, { input: { name: 'Order B' } })).data;
    const moved = (await gql(MOVE_PROGRAM, { input: { programId: second.id, direction: 'up' } })).data as Json[];
    const ids = moved.map((program) => program.programId);
    expect(ids.indexOf(second.programId)).toBe(ids.indexOf(first.programId) - 1);
    const top = moved[0].id;
    const unchanged = (await gql(MOVE_PROGRAM, { input: { programId: top, direction: 'up' } })).data as Json[];
    expect(unchanged.map((program) => program.programId)).toEqual(ids);
  });

  it("names a program by its Program node's global id too", async () => {
    const created = (await gql(CREATE_PROGRAM, { input: { name: 'By node id' } })).data;
    const programId = Buffer.from(`Program:${created.programId}`).toString('base64');
    expect((await gql(DELETE_PROGRAM, { input: { programId } })).data).toEqual({ programId: created.programId });
  });

  it('answers a raw row id, or the global id of another type, as notFound on programId and changes nothing', async () => {
    const created = (await gql(CREATE_PROGRAM, { input: { name: 'Kept program' } })).data;
    for (const programId of [created.programId, Buffer.from(`Quiz:${created.programId}`).toString('base64')]) {
      expect(await gql(DELETE_PROGRAM, { input: { programId } })).toEqual({ code: 'notFound', field: 'programId' });
      expect(await gql(MOVE_PROGRAM, { input: { programId, direction: 'up' } })).toEqual({ code: 'notFound', field: 'programId' });
    }
    expect(await app.app.database.prisma.program.count({ where: { id: created.programId } })).toBe(1);
  });
});

describe('quizzes through GraphQL', () => {
  it('creates a quiz in a program, reads it for the editor, saves it and refuses a stale save', async () => {
    const program = (await gql(CREATE_PROGRAM, { input: { name: 'Quiz home' } })).data;
    const created = (await gql(CREATE_QUIZ, { input: { document: document(), programId: program.programId } })).data;
    expect(created).toMatchObject({ revision: 0, answersCount: 0 });
    expect(created.document.sections[0].questions[0].correctAnswer).toBe(2);
    const read = (await gql(QUIZ_DOCUMENT, { quizId: created.quizId })).data;
    const saved = (await gql(SAVE_QUIZ, { input: { quizId: read.quizId, revision: read.revision, document: { ...read.document, name: 'Renamed' } } })).data;
    expect(saved).toMatchObject({ revision: 1, document: { name: 'Renamed' } });
    const stale = await gql(SAVE_QUIZ, { input: { quizId: read.quizId, revision: read.revision, document: read.document } });
    expect(stale.code).toBe('staleRevision');
    const account = (await gql(ACCOUNT, {})).account;
    const reread = account.editorPrograms.find((p: Json) => p.programId === program.programId);
    expect(reread.revision).toBe(1);
  });

  it('refuses an invalid quiz with the editor code', async () => {
    expect(await gql(CREATE_QUIZ, { input: { document: document({ passGrade: 99 }) } })).toMatchObject({ code: 'passGrade_too_high' });
    expect(await gql(CREATE_QUIZ, { input: { document: document({ name: '' }) } })).toMatchObject({ code: 'quizNameRequired' });
  });

  it('duplicates a quiz under a new name, and deletes it', async () => {
    const created = (await gql(CREATE_QUIZ, { input: { document: document() } })).data;
    expect(await gql(DUPLICATE_QUIZ, { input: { quizId: created.quizId, name: ' ' } })).toEqual({ code: 'quizNameRequired' });
    const copy = (await gql(DUPLICATE_QUIZ, { input: { quizId: created.quizId, name: 'Copy' } })).data;
    expect(copy.quizId).not.toBe(created.quizId);
    expect(copy.document).toMatchObject({ name: 'Copy', sections: created.document.sections });
    expect((await gql(DELETE_QUIZ, { input: { quizId: copy.quizId } })).data).toEqual({ quizId: copy.quizId, kept: false });
  });
});

describe('the tree editor reads the account from the answers', () => {
  const ACCOUNT_FIELDS = 'account { quizzes { quizId name } editorPrograms { programId revision items } }';
  const DUPLICATE_WITH_ACCOUNT = `mutation($input: DuplicateQuizInput!) { duplicateQuiz(input: $input) {
    ... on MutationDuplicateQuizSuccess { data { quizId ${ACCOUNT_FIELDS} } } ... on AppError { code } } }`;
  const DELETE_WITH_ACCOUNT = `mutation($input: DeleteQuizInput!) { deleteQuiz(input: $input) {
    ... on MutationDeleteQuizSuccess { data { quizId ${ACCOUNT_FIELDS} } } ... on AppError { code } } }`;
  const quizIdsIn = (items: Json[]): string[] => items.flatMap((item) => [...(item.quizId ? [item.quizId] : []), ...quizIdsIn(item.children ?? [])]);

  it('a duplicated quiz answers its account with the copy in its quizzes and in the program; a deleted one without it', async () => {
    const program = (await gql(CREATE_PROGRAM, { input: { name: 'Copies' } })).data;
    const created = (await gql(CREATE_QUIZ, { input: { document: document(), programId: program.programId } })).data;
    const copy = (await gql(DUPLICATE_WITH_ACCOUNT, { input: { quizId: created.quizId, name: 'Second try', programId: program.programId } })).data;
    const programIn = (account: Json) => account.editorPrograms.find((p: Json) => p.programId === program.programId);
    expect(copy.account.quizzes).toContainEqual({ quizId: copy.quizId, name: 'Second try' });
    expect(quizIdsIn(programIn(copy.account).items)).toEqual([created.quizId, copy.quizId]);
    // the same as reading the account again
    expect(copy.account).toEqual((await gql(ACCOUNT_TREE, {})).account);

    const deleted = (await gql(DELETE_WITH_ACCOUNT, { input: { quizId: copy.quizId } })).data;
    expect(deleted.account.quizzes.map((quiz: Json) => quiz.quizId)).not.toContain(copy.quizId);
    expect(quizIdsIn(programIn(deleted.account).items)).toEqual([created.quizId]);
    expect(programIn(deleted.account).revision).toBe(programIn(copy.account).revision + 1);
  });
});

describe('account settings through GraphQL', () => {
  it('sets a property and answers the account; a bad value is an AppError', async () => {
    const set = await gql(SET_PROPERTY, { input: { property: 'certificateTemplateUserKeywords', value: { '{{city}}': 'Cairo' } } });
    expect(set.data.certificateKeywords).toEqual([{ keyword: '{{city}}', value: 'Cairo' }]);
    expect(await gql(SET_PROPERTY, { input: { property: 'alias', value: '' } })).toEqual({ code: 'invalid_data_entry', field: 'alias' });
  });

  it('refuses a timed-only setting of an untimed account before looking at its value; a bad value names the property', async () => {
    expect(await gql(SET_PROPERTY, { input: { property: 'completionDays', value: 'soon' } })).toEqual({ code: 'forbidden', field: 'completionDays' });
    expect(await gql(SET_PROPERTY, { input: { property: 'disableDownloads', value: 'yes' } })).toEqual({ code: 'invalid_data_entry', field: 'disableDownloads' });
    expect(await gql(SET_PROPERTY, { input: { property: 'primaryColor' } })).toMatchObject({ data: { alias: expect.any(String) } });
  });
});

describe('only the owner reaches the editing fields', () => {
  it.each([
    ['a learner', 'learner'],
    ['the organisation holder', 'holder'],
  ])('%s is refused every editing mutation', async (_who, who) => {
    const token = tokens[who as 'learner' | 'holder'];
    const answers = await Promise.all([
      app.gql(CREATE_PROGRAM, { input: { name: 'x' } }, token),
      app.gql(CREATE_QUIZ, { input: { document: document() } }, token),
      app.gql(SET_PROPERTY, { input: { property: 'alias', value: 'x' } }, token),
      app.gql(QUIZ_DOCUMENT, { quizId: 'x' }, token),
    ]);
    for (const answer of answers) {
      const result = Object.values(answer.body.data ?? {})[0] as Json;
      const code = result?.code ?? answer.body.errors?.[0]?.extensions?.code;
      expect(code).toBe('forbidden');
    }
  });
});

describe("the account's registrations", () => {
  const REGISTRATIONS = `query($id: ID!) { node(id: $id) { ... on Account { registrations(first: 10) { totalCount edges { node { email name answers tracks } } } } } }`;

  it('the owner reads who registered, with their answers and tracks; the organisation holder may not', async () => {
    const prisma = app.app.database.prisma;
    const account = await prisma.account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });
    const learner = await prisma.learner.findFirstOrThrow({ where: { email: 'learner@example.com' } });
    const track = await prisma.track.create({ data: { accountId: account.id, name: 'evening' } });
    await prisma.registration.create({
      data: { accountId: account.id, learnerId: learner.id, answers: { why: { textAnswer: 'To learn' } }, tracks: { create: [{ trackId: track.id }] } },
    });
    const { id } = (await gql(ACCOUNT, {})).account;
    const read = await app.gql(REGISTRATIONS, { id }, tokens.owner);
    expect(read.body.data.node.registrations).toEqual({
      totalCount: 1,
      edges: [{ node: { email: 'learner@example.com', name: learner.name, answers: { why: { textAnswer: 'To learn' } }, tracks: ['evening'] } }],
    });
    const holder = await app.gql(REGISTRATIONS, { id }, tokens.holder);
    expect(holder.body.data?.node?.registrations ?? null).toBeNull();
    expect(holder.body.errors?.[0]?.extensions?.code).toBe('forbidden');
  });
});
