// The account owner's programs, quizzes and settings through the legacy admin/
// paths: each rule of admin spec §4-§5, the revision checks that keep newer
// work from being overwritten, and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { examContent } from '../../testing/quizFixtures.ts';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
const tokens = { owner: '', otherOwner: '', holder: '', learner: '' };
const db = () => app.app.database.prisma;
let sequence = 0;

beforeAll(async () => {
  app = await startTestApp();
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  const dev = await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } });
  const other = await db().account.create({ data: { organizationId: dev.id, alias: 'Other Account' } });
  await db().adminIdentity.create({
    data: { role: 'ACCOUNT_OWNER', username: 'other-owner', passwordHash: await hashPassword(TEST_PASSWORD), organizationId: dev.id, accountId: other.id },
  });
  tokens.otherOwner = await app.adminToken('other-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

const call = (path: string, body: Json = {}, token = tokens.owner) => app.rest(`admin/${path}`, body, token);

/** A valid version-2 quiz document (the fixtures' exam: 6 points). */
function quizDocument(overrides: Json = {}): Json {
  return { id: '', name: `Quiz ${++sequence}`, passGrade: 4, version: 2, isForm: false, ...examContent, ...overrides };
}

async function newProgram(name = `Program ${++sequence}`) {
  const { body } = await call('addProgram', { program: { name } });
  const programs = (await call('getPrograms')).body.data as Json[];
  return programs.find((program) => program._id === body.data);
}

async function newQuiz(overrides: Json = {}, extra: Json = {}) {
  const { body } = await call('addQuiz', { quiz: quizDocument(overrides), ...extra });
  expect(typeof body.data).toBe('string');
  return body.data as string;
}

describe('admin/addProgram, updateProgram and deleteProgram', () => {
  it('adds a program at the end of the account, named; a blank name is programNameRequired', async () => {
    const program = await newProgram('Physics');
    expect(program).toMatchObject({ name: 'Physics', items: [], revision: 0 });
    const blank = await call('addProgram', { program: { name: '  ' } });
    expect(blank).toMatchObject({ status: 400, body: { data: { error: 'programNameRequired' } } });
  });

  it('saves the whole tree: folders nest items in order; the revision goes up', async () => {
    const program = await newProgram();
    const items = [
      { id: 'f1', itemType: 'folder', name: 'Week 1', children: [{ id: 'l1', itemType: 'link', name: 'Reading', src: 'https://example.com/a' }] },
      { id: 'y1', itemType: 'youtube-video', name: 'Talk', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ];
    const saved = await call('updateProgram', { program: { ...program, items } });
    expect(saved.body).toEqual({ data: true });
    const reread = ((await call('getPrograms')).body.data as Json[]).find((p) => p._id === program._id);
    expect(reread.revision).toBe(1);
    expect(reread.items.map((item: Json) => item.id)).toEqual(['f1', 'y1']);
    expect(reread.items[0].children[0]).toMatchObject({ id: 'l1', itemType: 'link', src: 'https://example.com/a' });
  });

  it('refuses a save based on an older revision with staleRevision, and keeps the newer tree', async () => {
    const program = await newProgram();
    const first = [{ id: 'a1', itemType: 'folder', name: 'Newer', children: [] }];
    await call('updateProgram', { program: { ...program, items: first } });
    const stale = await call('updateProgram', { program: { ...program, items: [{ id: 'b1', itemType: 'folder', name: 'Older', children: [] }] } });
    expect(stale).toMatchObject({ status: 400, body: { data: { error: 'staleRevision' } } });
    const items = await db().programItem.findMany({ where: { programId: program._id } });
    expect(items.map((item) => item.name)).toEqual(['Newer']);
  });

  it('moves an item between folders and deletes what is left out, keeping the rows it moves', async () => {
    const program = await newProgram();
    const tree = [
      { id: 'm-f1', itemType: 'folder', name: 'One', children: [{ id: 'm-l1', itemType: 'link', name: 'Link', src: 'https://example.com' }] },
      { id: 'm-f2', itemType: 'folder', name: 'Two', children: [] },
      { id: 'm-f3', itemType: 'folder', name: 'Gone', children: [] },
    ];
    await call('updateProgram', { program: { ...program, items: tree } });
    const moved = [
      { id: 'm-f1', itemType: 'folder', name: 'One', children: [] },
      { id: 'm-f2', itemType: 'folder', name: 'Two', children: [{ id: 'm-l1', itemType: 'link', name: 'Link', src: 'https://example.com' }] },
    ];
    expect((await call('updateProgram', { program: { ...program, revision: 1, items: moved } })).body).toEqual({ data: true });
    const link = await db().programItem.findUniqueOrThrow({ where: { id: 'm-l1' } });
    expect(link.parentId).toBe('m-f2');
    expect(await db().programItem.count({ where: { id: 'm-f3' } })).toBe(0);
  });

  it.each([
    ['a folder without a name', { id: 'x', itemType: 'folder', name: ' ', children: [] }, 'itemNameRequired'],
    ['a video of another type', { id: 'x', itemType: 'video', name: 'V', src: '/files/dev/1/v.avi', type: 'video/avi' }, 'invalid_video_type'],
    ['an audio of another type', { id: 'x', itemType: 'audio', name: 'A', src: '/files/dev/1/a.ogg', type: 'audio/ogg' }, 'invalid_audio_type'],
    ['an attachment without a file', { id: 'x', itemType: 'attachment', name: 'A' }, 'fileRequired'],
    ['a YouTube item without a video', { id: 'x', itemType: 'youtube-video', name: 'Y', src: 'https://example.com' }, 'invalid_youtube_video'],
    ['a link that is not http(s)', { id: 'x', itemType: 'link', name: 'L', src: 'javascript:alert(1)' }, 'invalidLink'],
    ['a folder icon that is not png or jpeg', { id: 'x', itemType: 'folder', name: 'F', icon: '/files/dev/1/i.gif', children: [] }, 'invalid_image_type'],
    ['an item of an unknown type', { id: 'x', itemType: 'podcast', name: 'P' }, 'invalid_data_entry'],
    [
      'a folder whose expression names no chosen quiz',
      { id: 'x', itemType: 'folder', name: 'F', children: [], useExpression: true, prerequisites: [], expression: { code: 'A & B', parameters: [] } },
      'invalidExpression',
    ],
  ])('refuses %s (%s) and changes nothing', async (_case, item, code) => {
    const program = await newProgram();
    const answer = await call('updateProgram', { program: { ...program, items: [item] } });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: code } } });
    expect(await db().program.findUniqueOrThrow({ where: { id: program._id } })).toMatchObject({ revision: 0 });
  });

  it('accepts a video only on an account with enableVideo', async () => {
    const program = await newProgram();
    const video = { id: 'v-1', itemType: 'video', name: 'Lecture', src: '/files/dev/1/lecture.mp4', type: 'video/mp4' };
    expect((await call('updateProgram', { program: { ...program, items: [video] } })).body).toEqual({ data: true });
    const other = await call('addProgram', { program: { name: 'Theirs' } }, tokens.otherOwner);
    const theirs = ((await call('getPrograms', {}, tokens.otherOwner)).body.data as Json[]).find((p) => p._id === other.body.data);
    const refused = await call('updateProgram', { program: { ...theirs, items: [{ ...video, id: 'v-2' }] } }, tokens.otherOwner);
    expect(refused.body.data.error).toBe('videoNotEnabled');
  });

  it('keeps at most 3 heading-progress folders, first-level folders only, and program prerequisites of existing quizzes', async () => {
    const program = await newProgram();
    const quizId = await newQuiz({ isForm: true, passGrade: 0 });
    const folders = ['h1', 'h2', 'h3', 'h4'].map((id) => ({ id, itemType: 'folder', name: id, children: [] }));
    folders[0].children = [{ id: 'h-in', itemType: 'folder', name: 'inner', children: [] }] as never;
    await call('updateProgram', {
      program: { ...program, items: folders, headingProgress: ['h-in', 'h1', 'h2', 'missing', 'h3', 'h4'], prerequisites: [quizId, 'no-such-quiz'] },
    });
    const stored = await db().program.findUniqueOrThrow({ where: { id: program._id } });
    expect(stored.headingProgress).toEqual(['h1', 'h2', 'h3']);
    expect(stored.prerequisites).toEqual([quizId]);
  });

  it('deletes a program with its items', async () => {
    const program = await newProgram();
    await call('updateProgram', { program: { ...program, items: [{ id: 'd-f', itemType: 'folder', name: 'F', children: [] }] } });
    expect((await call('deleteProgram', { programId: program._id })).body).toEqual({ data: true });
    expect(await db().programItem.count({ where: { id: 'd-f' } })).toBe(0);
  });
});

describe('admin/addQuiz, updateQuiz, deleteQuiz and addQuizToProgram', () => {
  it('creates a checked quiz with its total weight and places it in a folder of a program', async () => {
    const program = await newProgram();
    await call('updateProgram', { program: { ...program, items: [{ id: 'q-folder', itemType: 'folder', name: 'Quizzes', children: [] }] } });
    const quizId = await newQuiz({}, { programId: program._id, folderId: 'q-folder' });
    const quiz = await db().quiz.findUniqueOrThrow({ where: { id: quizId } });
    expect(quiz).toMatchObject({ version: 2, maxGrade: 6, passGrade: 4 });
    const item = await db().programItem.findFirstOrThrow({ where: { quizId } });
    expect(item).toMatchObject({ parentId: 'q-folder', itemType: 'quiz', name: quiz.name });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'quizNameRequired'],
    ['a pass grade above the total weight', { passGrade: 7 }, 'passGrade_too_high'],
    ['a section without a name', { sections: [{ id: 's', name: '', questions: [] }] }, 'invalid_data_entry'],
    ['an expression over quizzes not chosen', { useExpression: true, prerequisites: [], expression: { code: 'A | B', parameters: [] } }, 'invalidExpression'],
  ])('refuses %s with %s', async (_case, overrides, code) => {
    const before = await db().quiz.count();
    const answer = await call('addQuiz', { quiz: quizDocument(overrides) });
    expect(answer).toMatchObject({ status: 400, body: { data: { error: code } } });
    expect(await db().quiz.count()).toBe(before);
  });

  it('saves a quiz at its revision, and refuses an older copy with staleRevision', async () => {
    const quizId = await newQuiz();
    const [read] = ((await call('getQuizzes')).body.data as Json[]).filter((quiz) => quiz._id === quizId);
    expect(read.revision).toBe(0);
    expect((await call('updateQuiz', { quiz: { ...read, name: 'Renamed' } })).body).toEqual({ data: true });
    const stale = await call('updateQuiz', { quiz: { ...read, name: 'Older copy' } });
    expect(stale.body.data.error).toBe('staleRevision');
    expect(await db().quiz.findUniqueOrThrow({ where: { id: quizId } })).toMatchObject({ name: 'Renamed', revision: 1 });
  });

  it('saving a registration form makes it the account regForm', async () => {
    const formId = await newQuiz({ isForm: true, passGrade: 0 }, { regForm: true });
    const account = await db().account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });
    expect(account.regFormId).toBe(formId);
    await db().account.update({ where: { id: account.id }, data: { regFormId: null } });
  });

  it('deletes a quiz without submissions, and its program items', async () => {
    const program = await newProgram();
    const quizId = await newQuiz({}, { programId: program._id });
    expect((await call('deleteQuiz', { quizId })).body).toEqual({ data: true });
    expect(await db().quiz.count({ where: { id: quizId } })).toBe(0);
    expect(await db().programItem.count({ where: { quizId } })).toBe(0);
  });

  it('asks for confirmation before deleting a quiz with submissions, then keeps it hidden with its results', async () => {
    const quizId = await newQuiz();
    const learner = await db().learner.findFirstOrThrow({ where: { email: 'learner@example.com' } });
    await db().submission.create({ data: { quizId, learnerId: learner.id, answers: {}, result: 3, maxGrade: 6 } });
    const unconfirmed = await call('deleteQuiz', { quizId });
    expect(unconfirmed.body.data.error).toBe('quizHasSubmissions');
    expect(await db().quiz.findUniqueOrThrow({ where: { id: quizId } })).toMatchObject({ deletedAt: null });
    expect((await call('deleteQuiz', { quizId, confirmSubmissions: true })).body).toEqual({ data: true });
    const kept = await db().quiz.findUniqueOrThrow({ where: { id: quizId } });
    expect(kept.deletedAt).not.toBeNull();
    expect(await db().submission.count({ where: { quizId } })).toBe(1);
    expect(((await call('getQuizzes')).body.data as Json[]).some((quiz) => quiz._id === quizId)).toBe(false);
  });

  it('adds an existing quiz to a program; getQuizAnswersCount counts its submissions', async () => {
    const program = await newProgram();
    const quizId = await newQuiz();
    expect((await call('addQuizToProgram', { quizId, programId: program._id })).body).toEqual({ data: true });
    expect(await db().programItem.count({ where: { quizId, programId: program._id, parentId: null } })).toBe(1);
    expect((await call('getQuizAnswersCount', { quizId })).body).toEqual({ data: 0 });
  });
});

describe('admin/setAccountProperty', () => {
  const account = () => db().account.findFirstOrThrow({ where: { owner: { username: 'demo-owner' } } });

  it.each([
    ['alias', 'Renamed Account', { alias: 'Renamed Account' }],
    ['primaryColor', 'rgba(255, 87, 34, 1)', { primaryColor: 'rgba(255, 87, 34, 1)' }],
    ['banner', '/files/dev/abc/banner.png', { banner: '/files/dev/abc/banner.png' }],
    ['certificateTemplate', '/files/dev/abc/template.svg', { certificateTemplate: '/files/dev/abc/template.svg' }],
    ['useCertificateTemplate', true, { useCertificateTemplate: true }],
    ['certificateTemplateUserKeywords', { '{{course}}': 'Physics' }, { certificateTemplateUserKeywords: { '{{course}}': 'Physics' } }],
    ['hideAccountToQuiz', true, { hideAccountToQuiz: true }],
    ['disableDownloads', true, { disableDownloads: true }],
    ['useRegForm', true, { useRegForm: true }],
  ])('stores %s', async (property, value, stored) => {
    expect((await call('setAccountProperty', { property, value })).body).toEqual({ data: true });
    expect(await account()).toMatchObject(stored);
  });

  it.each([
    ['an unknown property', 'owner', 'x', 'invalid_data_entry'],
    ['a blank alias', 'alias', '  ', 'invalid_data_entry'],
    ['a colour that is none', 'primaryColor', 'not-a-colour', 'invalidColor'],
    ['a banner that is not an image', 'banner', '/files/dev/abc/banner.pdf', 'invalid_image_type'],
    ['a template that is not SVG', 'certificateTemplate', '/files/dev/abc/template.png', 'invalid_image_type'],
    ['a keyword without a value', 'certificateTemplateUserKeywords', { '{{course}}': ' ' }, 'invalid_data_entry'],
    ['criteria naming a quiz of no account', 'certificateReleaseCriteria', ['no-such-quiz'], 'notFound'],
    ['completion days on an untimed account', 'completionDays', 3, 'forbidden'],
    ['a switch that is not a boolean', 'disableDownloads', 'yes', 'invalid_data_entry'],
  ])('refuses %s and changes nothing', async (_case, property, value, code) => {
    const before = await account();
    const answer = await call('setAccountProperty', { property, value });
    expect(answer.body.data.error).toBe(code);
    expect(await account()).toEqual(before);
  });

  it('on a timed account: completion days as a non-negative integer, criteria of its quizzes, and no accountClosed switch', async () => {
    const owned = await account();
    await db().account.update({ where: { id: owned.id }, data: { isTimed: true } });
    try {
      const quizId = await newQuiz();
      expect((await call('setAccountProperty', { property: 'completionDays', value: 30 })).body).toEqual({ data: true });
      expect((await call('setAccountProperty', { property: 'completionDays', value: -1 })).body.data.error).toBe('invalid_data_entry');
      expect((await call('setAccountProperty', { property: 'completionDays', value: 1.5 })).body.data.error).toBe('invalid_data_entry');
      expect((await call('setAccountProperty', { property: 'timedAccountCompletionCriteria', value: [quizId] })).body).toEqual({ data: true });
      expect((await call('setAccountProperty', { property: 'accountClosed', value: true })).body.data.error).toBe('forbidden');
      expect(await account()).toMatchObject({ completionDays: 30, timedAccountCompletionCriteria: [quizId], accountClosed: false });
    } finally {
      await db().account.update({ where: { id: owned.id }, data: { isTimed: false } });
    }
  });

  it('folderDisplayNames names the account certificate folders for learners; an unknown folder is notFound', async () => {
    const owned = await account();
    await db().certificateFolder.create({ data: { accountId: owned.id, name: 'cohort-2026' } });
    const named = await call('setAccountProperty', { property: 'folderDisplayNames', value: { 'cohort-2026': 'Cohort 2026' } });
    expect(named.body).toEqual({ data: true });
    expect((await call('getAccountData')).body.data.folderDisplayNames).toEqual({ 'cohort-2026': 'Cohort 2026' });
    const unknown = await call('setAccountProperty', { property: 'folderDisplayNames', value: { 'cohort-1999': 'Old' } });
    expect(unknown.body.data.error).toBe('notFound');
    await call('setAccountProperty', { property: 'folderDisplayNames', value: { 'cohort-2026': ' ' } });
    expect((await call('getAccountData')).body.data.folderDisplayNames).toEqual({ 'cohort-2026': 'cohort-2026' });
  });

  it('regForm names a form of the account only', async () => {
    const quizId = await newQuiz();
    expect((await call('setAccountProperty', { property: 'regForm', value: quizId })).body.data.error).toBe('invalid_data_entry');
    const formId = await newQuiz({ isForm: true, passGrade: 0 });
    expect((await call('setAccountProperty', { property: 'regForm', value: formId })).body).toEqual({ data: true });
    expect((await account()).regFormId).toBe(formId);
  });
});

describe('only the account owner changes the account content', () => {
  it("another account's owner finds neither its programs nor its quizzes", async () => {
    const program = await newProgram();
    const quizId = await newQuiz();
    const asOther = (path: string, body: Json) => call(path, body, tokens.otherOwner);
    expect((await asOther('updateProgram', { program: { ...program, items: [] } })).body.data.error).toBe('notFound');
    expect((await asOther('deleteProgram', { programId: program._id })).body.data.error).toBe('notFound');
    expect((await asOther('deleteQuiz', { quizId })).body.data.error).toBe('notFound');
    expect((await asOther('addQuizToProgram', { quizId, programId: program._id })).body.data.error).toBe('notFound');
    expect((await asOther('getQuizAnswersCount', { quizId })).body.data.error).toBe('notFound');
    expect(await db().program.count({ where: { id: program._id } })).toBe(1);
    expect(await db().quiz.count({ where: { id: quizId } })).toBe(1);
  });

  it.each([
    ['the organisation holder', 'holder', 403, 'forbidden'],
    ['a learner', 'learner', 403, 'forbidden'],
    ['anyone signed out', 'none', 401, 'unauthenticated'],
  ])('%s may not call the content paths', async (_who, who, status, code) => {
    const token = who === 'none' ? undefined : tokens[who as 'holder' | 'learner'];
    for (const path of ['getPrograms', 'addProgram', 'updateProgram', 'addQuiz', 'updateQuiz', 'deleteQuiz', 'setAccountProperty', 'getQuizzes']) {
      const answer = await app.rest(`admin/${path}`, { program: { name: 'x' }, quiz: quizDocument(), property: 'alias', value: 'x' }, token);
      expect([path, answer.status, answer.body.data.error]).toEqual([path, status, code]);
    }
  });
});
