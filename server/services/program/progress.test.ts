// A learner's marks and playback positions (learner spec §2 "mark-completed
// checkbox", §4 Progress and Media): GraphQL setItemCompleted and
// savePlaybackPosition, read back through a fresh Program.items query.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createRequestContext } from '../../context.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { AppError } from '../../errors.ts';
import { savePlaybackPosition } from './progress.ts';

let app: TestApp;
let devId = '';
let demoAccountId = '';
let seededProgramId = '';
let seededQuizId = '';
/** the seeded program's item ids by name */
const seeded: Record<string, string> = {};
let sequence = 0;

const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  devId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  demoAccountId = (await db().account.findFirstOrThrow({ where: { organizationId: devId, alias: 'Demo Account' } })).id;
  const program = await db().program.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Getting started' }, include: { items: true } });
  seededProgramId = program.id;
  for (const item of program.items) seeded[item.name] = item.id;
  seededQuizId = (await db().quiz.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Introduction quiz' } })).id;
});

afterAll(async () => {
  await app?.stop();
});

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!) {
    learnerSignIn(input: { email: $email }) {
      ... on MutationLearnerSignInSuccess { data { token } }
    }
  }
`;

const SET_ITEM_COMPLETED = /* GraphQL */ `
  mutation SetItemCompleted($input: SetItemCompletedInput!) {
    setItemCompleted(input: $input) {
      __typename
      ... on AppError { code field }
      ... on MutationSetItemCompletedSuccess { data { items { id name markedCompleted } } }
    }
  }
`;

const SAVE_POSITION = /* GraphQL */ `
  mutation SavePosition($input: SavePlaybackPositionInput!) {
    savePlaybackPosition(input: $input) {
      __typename
      ... on AppError { code field }
      ... on MutationSavePlaybackPositionSuccess { data { id name positionSeconds } }
    }
  }
`;

const PROGRAM_ITEMS = /* GraphQL */ `
  query ProgramItems($id: ID!) {
    node(id: $id) { ... on Program { items { id name markedCompleted positionSeconds } } }
  }
`;

async function signIn(email: string): Promise<string> {
  const { body } = await app.gql(SIGN_IN, { email });
  const token = body.data?.learnerSignIn?.data?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

/** A learner of dev with no marks, so each rule starts from a clean slate. */
async function freshLearner(label: string) {
  const email = `${label}-${++sequence}@example.com`;
  const learner = await db().learner.create({
    data: { organizationId: devId, email, name: 'Fresh Learner', termsAccepted: true, privacyPolicyAccepted: true },
  });
  return { id: learner.id, email, token: await signIn(email) };
}

const itemId = (rawId: string) => encodeGlobalID('ProgramItem', rawId);

async function mark(token: string | undefined, rawItemId: string, completed: boolean) {
  const { status, body } = await app.gql(SET_ITEM_COMPLETED, { input: { itemId: itemId(rawItemId), completed } }, token);
  expect(status).toBe(200);
  return body;
}

async function savePosition(token: string, rawItemId: string, seconds: number) {
  const { status, body } = await app.gql(SAVE_POSITION, { input: { itemId: itemId(rawItemId), seconds } }, token);
  expect(status).toBe(200);
  return body;
}

/** name → { markedCompleted, positionSeconds } from a fresh query */
async function itemsByName(token: string, programId = seededProgramId): Promise<Record<string, Json>> {
  const { body } = await app.gql(PROGRAM_ITEMS, { id: encodeGlobalID('Program', programId) }, token);
  expect(body.errors).toBeUndefined();
  return Object.fromEntries(body.data.node.items.map((item: Json) => [item.name, item]));
}

const marked = (items: Record<string, Json>) =>
  Object.keys(items)
    .filter((name) => items[name].markedCompleted)
    .sort();

/** A program with one completable folder holding one completable video. */
async function smallProgram(accountId: string, program: { closed?: boolean } = {}) {
  const created = await db().program.create({ data: { organizationId: devId, accountId, name: `Small ${++sequence}`, ...program } });
  const folder = await db().programItem.create({
    data: { programId: created.id, itemType: 'folder', name: 'Small folder', addToCompletion: true },
  });
  const video = await db().programItem.create({
    data: { programId: created.id, parentId: folder.id, itemType: 'video', name: 'Small video', addToCompletion: true },
  });
  return { programId: created.id, folderId: folder.id, videoId: video.id };
}

describe('setItemCompleted marks an addToCompletion item for the signed-in learner', () => {
  it('marking a video answers it marked, and a fresh query shows only it marked', async () => {
    const learner = await freshLearner('mark-video');
    const body = await mark(learner.token, seeded['Introduction video'], true);
    expect(body.data.setItemCompleted).toEqual({
      __typename: 'MutationSetItemCompletedSuccess',
      data: { items: [{ id: itemId(seeded['Introduction video']), name: 'Introduction video', markedCompleted: true }] },
    });
    expect(marked(await itemsByName(learner.token))).toEqual(['Introduction video']);
  });

  it('unmarking it clears the mark', async () => {
    const learner = await freshLearner('unmark-video');
    await mark(learner.token, seeded['Introduction video'], true);
    const body = await mark(learner.token, seeded['Introduction video'], false);
    expect(body.data.setItemCompleted.data.items).toEqual([
      { id: itemId(seeded['Introduction video']), name: 'Introduction video', markedCompleted: false },
    ]);
    expect(marked(await itemsByName(learner.token))).toEqual([]);
  });

  it('marking a folder also marks its completable descendants, at every level, and answers them all', async () => {
    const learner = await freshLearner('mark-folder');
    const body = await mark(learner.token, seeded.Lessons, true);
    const completable = ['Lessons', 'Introduction video', 'Reading', 'Program guide', 'Welcome message'];
    expect(body.data.setItemCompleted.data.items.map((item: Json) => item.name).sort()).toEqual([...completable].sort());
    expect(body.data.setItemCompleted.data.items.every((item: Json) => item.markedCompleted)).toBe(true);
    // Course website and Recorded lecture have no addToCompletion; Assessment is not under Lessons.
    expect(marked(await itemsByName(learner.token))).toEqual([...completable].sort());
  });

  it("unmarking a folder unmarks only the folder: the children keep their own marks", async () => {
    const learner = await freshLearner('unmark-folder');
    await mark(learner.token, seeded.Reading, true);
    const body = await mark(learner.token, seeded.Reading, false);
    expect(body.data.setItemCompleted.data.items.map((item: Json) => item.name)).toEqual(['Reading']);
    expect(marked(await itemsByName(learner.token))).toEqual(['Program guide']);
  });

  it("another learner's marks are separate", async () => {
    const first = await freshLearner('first');
    const second = await freshLearner('second');
    await mark(first.token, seeded['Welcome message'], true);
    expect(marked(await itemsByName(second.token))).toEqual([]);
    await mark(second.token, seeded['Program guide'], true);
    expect(marked(await itemsByName(first.token))).toEqual(['Welcome message']);
    expect(marked(await itemsByName(second.token))).toEqual(['Program guide']);
  });
});

describe('setItemCompleted refuses what cannot be marked, and changes nothing', () => {
  it.each([
    ['a link without addToCompletion', 'Course website'],
    ['a YouTube item without addToCompletion', 'Recorded lecture'],
  ])('%s is invalid_data_entry', async (_rule, name) => {
    const learner = await freshLearner('not-completable');
    const body = await mark(learner.token, seeded[name], true);
    expect(body.data.setItemCompleted).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'itemId' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it.each([
    ['a closed program', { closed: true }, false],
    ['a program of a closed account', {}, true],
  ])('an item of %s is programClosed', async (_rule, program, accountClosed) => {
    const accountId = accountClosed
      ? (await db().account.create({ data: { organizationId: devId, alias: `Closed account ${++sequence}`, accountClosed: true } })).id
      : demoAccountId;
    const { programId, folderId, videoId } = await smallProgram(accountId, program);
    const learner = await freshLearner('closed');
    for (const target of [folderId, videoId]) {
      const body = await mark(learner.token, target, true);
      expect(body.data.setItemCompleted).toMatchObject({ __typename: 'AppError', code: 'programClosed' });
    }
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
    expect(marked(await itemsByName(learner.token, programId))).toEqual([]);
  });

  it('an item locked by an unpassed prerequisite is itemLocked', async () => {
    const { folderId } = await smallProgram(demoAccountId);
    await db().programItem.update({ where: { id: folderId }, data: { prerequisites: [seededQuizId] } });
    const learner = await freshLearner('locked');
    const body = await mark(learner.token, folderId, true);
    expect(body.data.setItemCompleted).toMatchObject({ __typename: 'AppError', code: 'itemLocked' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('an item under a hidden folder is notFound', async () => {
    const { folderId, videoId } = await smallProgram(demoAccountId);
    await db().programItem.update({ where: { id: folderId }, data: { hidden: true } });
    const learner = await freshLearner('hidden');
    const body = await mark(learner.token, videoId, true);
    expect(body.data.setItemCompleted).toMatchObject({ __typename: 'AppError', code: 'notFound' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it("an item of another organisation's program is notFound", async () => {
    const acme = await db().organization.create({ data: { alias: `acme-${++sequence}`, name: 'Acme' } });
    const account = await db().account.create({ data: { organizationId: acme.id, alias: 'Acme Account' } });
    const program = await db().program.create({ data: { organizationId: acme.id, accountId: account.id, name: 'Acme program' } });
    const item = await db().programItem.create({ data: { programId: program.id, itemType: 'video', name: 'Acme video', addToCompletion: true } });
    const learner = await freshLearner('foreign');
    const body = await mark(learner.token, item.id, true);
    expect(body.data.setItemCompleted).toMatchObject({ __typename: 'AppError', code: 'notFound' });
    expect(await db().itemProgress.count({ where: { itemId: item.id } })).toBe(0);
  });

  it.each([
    ['a malformed global id', () => 'not a global id'],
    ['the global id of another type (the program)', () => encodeGlobalID('Program', seededProgramId)],
    ['a raw database id', () => seeded['Introduction video']],
    ['the global id of no item', () => encodeGlobalID('ProgramItem', 'no-such-item')],
  ])('%s is notFound', async (_rule, id) => {
    const learner = await freshLearner('bad-id');
    const { body } = await app.gql(SET_ITEM_COMPLETED, { input: { itemId: id(), completed: true } }, learner.token);
    expect(body.data.setItemCompleted).toMatchObject({ __typename: 'AppError', code: 'notFound', field: 'itemId' });
  });

  it('an anonymous caller is unauthenticated', async () => {
    const body = await mark(undefined, seeded['Introduction video'], true);
    const code = body.data?.setItemCompleted?.code ?? body.errors?.[0]?.extensions?.code;
    expect(code).toBe('unauthenticated');
    expect(body.data?.setItemCompleted?.__typename).not.toBe('MutationSetItemCompletedSuccess');
  });

  it('an account owner is refused', async () => {
    const owner = await app.adminToken('demo-owner', 'account');
    const body = await mark(owner, seeded['Introduction video'], true);
    const code = body.data?.setItemCompleted?.code ?? body.errors?.[0]?.extensions?.code;
    expect(code).toBe('forbidden');
  });
});

describe('savePlaybackPosition stores where the learner is in a video or audio item', () => {
  it.each([
    ['the video', 'Introduction video', 42.5],
    ['the audio', 'Welcome message', 7],
    ['the start (0 s)', 'Introduction video', 0],
    ['24 hours exactly', 'Welcome message', 86_400],
  ])('on %s it stores %s seconds, seen by a fresh query', async (_rule, name, seconds) => {
    const learner = await freshLearner('position');
    const body = await savePosition(learner.token, seeded[name], seconds);
    expect(body.data.savePlaybackPosition).toEqual({
      __typename: 'MutationSavePlaybackPositionSuccess',
      data: { id: itemId(seeded[name]), name, positionSeconds: seconds },
    });
    const items = await itemsByName(learner.token);
    expect(items[name].positionSeconds).toBe(seconds);
    expect(Object.keys(items).filter((other) => items[other].positionSeconds !== null)).toEqual([name]);
  });

  it('a later position replaces the earlier one and keeps the mark', async () => {
    const learner = await freshLearner('replace');
    await mark(learner.token, seeded['Introduction video'], true);
    await savePosition(learner.token, seeded['Introduction video'], 10);
    await savePosition(learner.token, seeded['Introduction video'], 95.25);
    const video = (await itemsByName(learner.token))['Introduction video'];
    expect(video).toMatchObject({ positionSeconds: 95.25, markedCompleted: true });
  });

  it("another learner's position is separate", async () => {
    const first = await freshLearner('position-first');
    const second = await freshLearner('position-second');
    await savePosition(first.token, seeded['Introduction video'], 30);
    expect((await itemsByName(second.token))['Introduction video'].positionSeconds).toBeNull();
  });

  it.each([
    ['a negative value', -1],
    ['a tiny negative value', -0.001],
    ['more than 24 hours', 86_401],
    ['a huge value', 1e12],
  ])('%s is invalid_data_entry and stores nothing', async (_rule, seconds) => {
    const learner = await freshLearner('bad-position');
    const body = await savePosition(learner.token, seeded['Introduction video'], seconds);
    expect(body.data.savePlaybackPosition).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'seconds' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it.each([
    ['an attachment', 'Program guide'],
    ['a link', 'Course website'],
    ['a YouTube item', 'Recorded lecture'],
    ['a folder', 'Lessons'],
    ['a quiz', 'Introduction quiz'],
  ])('on %s it is invalid_data_entry', async (_rule, name) => {
    const learner = await freshLearner('not-media');
    const body = await savePosition(learner.token, seeded[name], 12);
    expect(body.data.savePlaybackPosition).toEqual({ __typename: 'AppError', code: 'invalid_data_entry', field: 'itemId' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  // JSON cannot carry NaN or Infinity, so these reach the service only from inside the server.
  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
  ])('the service refuses %s with invalid_data_entry', async (_rule, seconds) => {
    const learner = await freshLearner('not-finite');
    const ctx = await createRequestContext(db(), loadConfig({}), { authorization: `Bearer ${learner.token}` });
    expect(ctx.viewer.kind).toBe('learner');
    const refusal = await savePlaybackPosition(ctx, seeded['Introduction video'], seconds).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('invalid_data_entry');
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('a value GraphQL cannot read as a Float (1e400) is refused and stores nothing', async () => {
    const learner = await freshLearner('overflow');
    // Written by hand: JSON.stringify cannot produce a number beyond the double range.
    const raw = `{"query":${JSON.stringify(SAVE_POSITION)},"variables":{"input":{"itemId":"${itemId(seeded['Introduction video'])}","seconds":1e400}}}`;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
      body: raw,
    });
    const body = await response.json();
    expect(body.data?.savePlaybackPosition?.__typename).not.toBe('MutationSavePlaybackPositionSuccess');
    expect(body.errors?.length ?? 0).toBeGreaterThan(0);
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('an anonymous caller is unauthenticated', async () => {
    const { body } = await app.gql(SAVE_POSITION, { input: { itemId: itemId(seeded['Introduction video']), seconds: 5 } });
    const code = body.data?.savePlaybackPosition?.code ?? body.errors?.[0]?.extensions?.code;
    expect(code).toBe('unauthenticated');
  });
});
