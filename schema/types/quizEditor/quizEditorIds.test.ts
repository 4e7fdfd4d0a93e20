// The editor's ids follow the one id rule (docs/decisions.md, "Inputs at the
// edge, ids and scopes"): quizDocument and the editing mutations take the
// Quiz's global id (a program's: its Program's or EditorProgram's, a folder's:
// its ProgramItem's) and answer the Quiz's global id; a row id is refused as
// notFound naming its argument, and changes nothing.
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent, quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let owner: string;
const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  owner = await app.adminToken('demo-owner', 'account');
});
afterAll(() => app?.stop());

const document = (name: string) => ({ ...examContent, id: '', name, version: 2, passGrade: 1 });
const answerOf = (name: string, fields: string) => `{ __typename ... on AppError { code field } ... on Mutation${name[0].toUpperCase()}${name.slice(1)}Success { data { ${fields} } } }`;
const MUTATIONS = {
  createQuiz: `mutation($input: CreateQuizInput!) { createQuiz(input: $input) ${answerOf('createQuiz', 'quizId revision')} }`,
  saveQuiz: `mutation($input: SaveQuizInput!) { saveQuiz(input: $input) ${answerOf('saveQuiz', 'quizId revision')} }`,
  publishQuiz: `mutation($input: PublishQuizInput!) { publishQuiz(input: $input) ${answerOf('publishQuiz', 'quizId revision')} }`,
  duplicateQuiz: `mutation($input: DuplicateQuizInput!) { duplicateQuiz(input: $input) ${answerOf('duplicateQuiz', 'quizId revision')} }`,
  deleteQuiz: `mutation($input: DeleteQuizInput!) { deleteQuiz(input: $input) ${answerOf('deleteQuiz', 'quizId kept')} }`,
};
const READ = 'query($quizId: ID!) { quizDocument(quizId: $quizId) { __typename ... on AppError { code field } ... on QueryQuizDocumentSuccess { data { quizId } } } }';
const LIST = '{ viewer { account { quizzes { quizId name } } } }';

const run = async (name: keyof typeof MUTATIONS, input: Json) => Object.values((await app.gql(MUTATIONS[name], { input }, owner)).body.data)[0] as Json;

async function placeable() {
  const { organizationId, accountId } = await fx.dev();
  const program = await db().program.create({ data: { organizationId, accountId, name: 'Ids program' } });
  const folder = await db().programItem.create({ data: { programId: program.id, itemType: 'folder', name: 'Ids folder' } });
  return { program, folder };
}

describe('the quiz editor takes global ids', () => {
  it('refuses a row id in each quiz argument as notFound naming it, and changes nothing', async () => {
    const quiz = await fx.quiz({ name: 'Row ids', revision: 3 }, examContent, { placed: false });
    const before = await db().quiz.findUniqueOrThrow({ where: { id: quiz.id } });
    const read = (await app.gql(READ, { quizId: quiz.id }, owner)).body.data.quizDocument;
    expect(read).toEqual({ __typename: 'AppError', code: 'notFound', field: 'quizId' });
    for (const [name, input] of [
      ['saveQuiz', { quizId: quiz.id, revision: 3, document: document('Changed') }],
      ['publishQuiz', { quizId: quiz.id, revision: 3 }],
      ['duplicateQuiz', { quizId: quiz.id, name: 'Copy' }],
      ['deleteQuiz', { quizId: quiz.id }],
    ] as const) {
      expect(await run(name, input), name).toEqual({ __typename: 'AppError', code: 'notFound', field: 'quizId' });
    }
    expect(await db().quiz.findUniqueOrThrow({ where: { id: quiz.id } })).toEqual(before);
  });

  it("refuses a program's or a folder's row id as notFound naming it, creating nothing", async () => {
    const { program, folder } = await placeable();
    const source = await fx.quiz({ name: 'Source' }, examContent, { placed: false });
    const count = await db().quiz.count();
    const programGlobal = encodeGlobalID('Program', program.id);
    for (const [name, input, field] of [
      ['createQuiz', { document: document('New'), programId: program.id }, 'programId'],
      ['createQuiz', { document: document('New'), programId: programGlobal, folderId: folder.id }, 'folderId'],
      ['duplicateQuiz', { quizId: encodeGlobalID('Quiz', source.id), name: 'Copy', programId: program.id }, 'programId'],
      ['duplicateQuiz', { quizId: encodeGlobalID('Quiz', source.id), name: 'Copy', programId: programGlobal, folderId: folder.id }, 'folderId'],
    ] as const) {
      expect(await run(name, input), `${name} ${field}`).toEqual({ __typename: 'AppError', code: 'notFound', field });
    }
    expect(await db().quiz.count()).toBe(count);
  });

  it('creates, reads, saves, publishes, duplicates and deletes by global ids, and answers the Quiz global id', async () => {
    const { program, folder } = await placeable();
    const created = await run('createQuiz', {
      document: document('Global'),
      programId: encodeGlobalID('EditorProgram', program.id),
      folderId: encodeGlobalID('ProgramItem', folder.id),
    });
    const { typename, id } = decodeGlobalID(created.data.quizId);
    expect(typename).toBe('Quiz');
    expect(await db().programItem.findFirst({ where: { quizId: id, parentId: folder.id } })).toBeTruthy();

    const read = (await app.gql(READ, { quizId: created.data.quizId }, owner)).body.data.quizDocument;
    expect(read).toEqual({ __typename: 'QueryQuizDocumentSuccess', data: { quizId: created.data.quizId } });
    const listed = (await app.gql(LIST, {}, owner)).body.data.viewer.account.quizzes;
    expect(listed).toContainEqual({ quizId: created.data.quizId, name: 'Global' });

    const saved = await run('saveQuiz', { quizId: created.data.quizId, revision: created.data.revision, document: document('Global 2') });
    expect(saved.data.quizId).toBe(created.data.quizId);
    const published = await run('publishQuiz', { quizId: created.data.quizId, revision: saved.data.revision });
    expect(published.data.quizId).toBe(created.data.quizId);
    const copy = await run('duplicateQuiz', {
      quizId: created.data.quizId,
      name: 'Global copy',
      programId: encodeGlobalID('Program', program.id),
      folderId: encodeGlobalID('ProgramItem', folder.id),
    });
    expect(decodeGlobalID(copy.data.quizId).typename).toBe('Quiz');
    expect(await db().programItem.count({ where: { parentId: folder.id } })).toBe(2);
    expect(await run('deleteQuiz', { quizId: copy.data.quizId })).toMatchObject({ data: { quizId: copy.data.quizId, kept: false } });
  });
});
