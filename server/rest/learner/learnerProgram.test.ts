// The legacy program page calls (learner spec §7): user/getUserProgramData
// answers the program as the learner sees it, nested, with folder progress
// (§4 Progress) and quiz state; user/setUserProgress marks an item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let devId = '';
let demoAccountId = '';
let seededProgramId = '';
let seededQuizId = '';
/** the quizzes of the seeded 'Exam day' folder */
let examQuizId = '';
let feedbackQuizId = '';
/** the seeded program's item ids by name */
const seeded: Record<string, string> = {};
let learnerToken = '';
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
  examQuizId = (await db().quiz.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Demo exam' } })).id;
  feedbackQuizId = (await db().quiz.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Feedback form' } })).id;
  learnerToken = await signIn('learner@example.com');
});

afterAll(async () => {
  await app?.stop();
});

async function signIn(email: string): Promise<string> {
  const { body } = await app.rest('user/login', { email });
  if (!body.data?.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A learner of dev with nothing done yet. */
async function freshLearner(label: string) {
  const email = `${label}-${++sequence}@example.com`;
  const learner = await db().learner.create({
    data: { organizationId: devId, email, name: 'Fresh Learner', termsAccepted: true, privacyPolicyAccepted: true },
  });
  return { id: learner.id, email, token: await signIn(email) };
}

const programData = (token: string, body: Record<string, unknown>) => app.rest('user/getUserProgramData', body, token);

async function seededProgram(learner: { email: string; token: string }) {
  const answer = await programData(learner.token, { email: learner.email, accountId: demoAccountId, programId: seededProgramId });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The nested items as names; folders as { name, progress, children }. */
const outline = (items: Json[]): Json[] =>
  items.map((item) => (item.children ? { name: item.name, progress: item.progress, children: outline(item.children) } : item.name));

/** Every item of the nested tree, depth first. */
const flatten = (items: Json[]): Json[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** A program of the given account with a folder holding completable videos; answers the ids by name. */
async function programWith(accountId: string, options: { closed?: boolean; hidden?: boolean } = {}) {
  const organizationId = (await db().account.findUniqueOrThrow({ where: { id: accountId } })).organizationId;
  const program = await db().program.create({ data: { organizationId, accountId, name: `Program ${++sequence}`, ...options } });
  const folder = await db().programItem.create({ data: { programId: program.id, itemType: 'folder', name: 'Folder', addToCompletion: true } });
  const video = await db().programItem.create({
    data: { programId: program.id, parentId: folder.id, itemType: 'video', name: 'Video', addToCompletion: true },
  });
  return { programId: program.id, folderId: folder.id, videoId: video.id };
}

const newAccount = async (alias: string, data: { useRegForm?: boolean; regFormId?: string; hideAccountToQuiz?: boolean; accountClosed?: boolean } = {}, organizationId = devId) =>
  (await db().account.create({ data: { organizationId, alias: `${alias} ${++sequence}`, ...data } })).id;

describe('user/getUserProgramData answers the program with its nested items in order', () => {
  /** the seeded learner's answer; nothing in this file changes what that learner has done */
  let seededData: Json;
  beforeAll(async () => {
    seededData = await seededProgram({ email: 'learner@example.com', token: learnerToken });
  });

  it('the seeded program: its fields, the tree with folder progress, and headingProgress as raw ids', async () => {
    const data = seededData;
    expect(data).toMatchObject({
      _id: seededProgramId,
      id: seededProgramId,
      name: 'Getting started',
      domainName: 'Demo Account',
      closed: false,
      disableDownloads: false,
      headingProgress: [seeded.Lessons, seeded.Assessment],
    });
    expect(outline(data.items)).toEqual([
      {
        name: 'Lessons',
        progress: 0,
        children: [
          'Introduction video',
          { name: 'Reading', progress: 0, children: ['Program guide'] },
          'Welcome message',
          'Course website',
          'Recorded lecture',
        ],
      },
      { name: 'Assessment', progress: 0, children: ['Introduction quiz'] },
      // nothing under Exam day counts towards completion, so it has no progress
      { name: 'Exam day', progress: null, children: ['Demo exam', 'Feedback form'] },
    ]);
  });

  it.each([
    ['Introduction video', { itemType: 'video', type: 'video/mp4', src: '/files/dev/seed/intro-video.mp4', addToCompletion: true, order: 0 }],
    ['Program guide', { itemType: 'attachment', type: 'application/pdf', addToCompletion: true }],
    ['Welcome message', { itemType: 'audio', type: 'audio/mpeg', addToCompletion: true, order: 2 }],
    ['Course website', { itemType: 'link', src: 'https://example.com/course', addToCompletion: false, order: 3 }],
    ['Recorded lecture', { itemType: 'youtube-video', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', addToCompletion: false }],
    ['Introduction quiz', { itemType: 'quiz', hasAnswer: false, externalGrades: false }],
    ['Demo exam', { itemType: 'quiz', addToCompletion: false, order: 0, hasAnswer: false, externalGrades: false }],
    ['Feedback form', { itemType: 'quiz', addToCompletion: false, order: 1, hasAnswer: false, externalGrades: false }],
  ])('%s carries its legacy fields', async (name, fields) => {
    const item = flatten(seededData.items).find((candidate) => candidate.name === name);
    expect(item).toMatchObject({ id: seeded[name], itemName: name, markedCompleted: false, locked: false, ...fields });
  });

  it('each quiz item names its quiz, and the legacy quizzes list holds them', async () => {
    const data = seededData;
    expect(flatten(data.items).find((item) => item.name === 'Introduction quiz').quizId).toBe(seededQuizId);
    expect(flatten(data.items).find((item) => item.name === 'Demo exam').quizId).toBe(examQuizId);
    expect(flatten(data.items).find((item) => item.name === 'Feedback form').quizId).toBe(feedbackQuizId);
    expect(data.quizzes).toEqual([
      { id: seededQuizId, name: 'Introduction quiz', hasAnswer: false, externalGrades: false },
      { id: examQuizId, name: 'Demo exam', hasAnswer: false, externalGrades: false },
      { id: feedbackQuizId, name: 'Feedback form', hasAnswer: false, externalGrades: false },
    ]);
  });

  it("after the learner's submission the quiz item and the quizzes list say hasAnswer, and its folder is complete", async () => {
    const learner = await freshLearner('answered');
    await db().submission.create({ data: { learnerId: learner.id, quizId: seededQuizId, result: 1, maxGrade: 3, answers: {} } });
    const data = await seededProgram(learner);
    expect(flatten(data.items).find((item) => item.name === 'Introduction quiz')).toMatchObject({ hasAnswer: true, externalGrades: false });
    expect(data.quizzes).toEqual([
      { id: seededQuizId, name: 'Introduction quiz', hasAnswer: true, externalGrades: false },
      { id: examQuizId, name: 'Demo exam', hasAnswer: false, externalGrades: false },
      { id: feedbackQuizId, name: 'Feedback form', hasAnswer: false, externalGrades: false },
    ]);
    expect(data.items.find((item: Json) => item.name === 'Assessment').progress).toBe(100);
  });

  it('an external grade for the e-mail shows as externalGrades', async () => {
    const learner = await freshLearner('external');
    await db().externalGrade.create({ data: { quizId: seededQuizId, email: learner.email, grade: 50 } });
    const data = await seededProgram(learner);
    expect(data.quizzes).toEqual([
      { id: seededQuizId, name: 'Introduction quiz', hasAnswer: false, externalGrades: true },
      { id: examQuizId, name: 'Demo exam', hasAnswer: false, externalGrades: false },
      { id: feedbackQuizId, name: 'Feedback form', hasAnswer: false, externalGrades: false },
    ]);
  });
});

describe('folder progress is completed over countable (addToCompletion) items below the folder, times 100', () => {
  // Under Lessons the countable items are Introduction video, Reading, Program guide and
  // Welcome message (4); under Reading only Program guide (1); under Assessment the quiz (1);
  // under Exam day nothing (its exam and form are not addToCompletion), so its progress stays null.
  it.each<[string, string[], { Lessons: number; Reading: number; Assessment: number; 'Exam day': null }]>([
    ['nothing done: all 0, Exam day null', [], { Lessons: 0, Reading: 0, Assessment: 0, 'Exam day': null }],
    ['the video marked: Lessons 1/4', ['Introduction video'], { Lessons: 25, Reading: 0, Assessment: 0, 'Exam day': null }],
    ['the video and the guide: Lessons 2/4, Reading 1/1', ['Introduction video', 'Program guide'], { Lessons: 50, Reading: 100, Assessment: 0, 'Exam day': null }],
    ['video, guide and audio: Lessons 3/4', ['Introduction video', 'Program guide', 'Welcome message'], { Lessons: 75, Reading: 100, Assessment: 0, 'Exam day': null }],
    ['the Reading folder marked (with its guide): Lessons 2/4', ['Reading'], { Lessons: 50, Reading: 100, Assessment: 0, 'Exam day': null }],
    ['the Lessons folder marked: every item under it done', ['Lessons'], { Lessons: 100, Reading: 100, Assessment: 0, 'Exam day': null }],
    ['the quiz folder marked: Assessment done', ['Assessment'], { Lessons: 0, Reading: 0, Assessment: 100, 'Exam day': null }],
  ])('%s', async (_rule, marks, expected) => {
    const learner = await freshLearner('progress');
    for (const name of marks) {
      const answer = await app.rest('user/setUserProgress', { email: learner.email, itemId: seeded[name], value: true }, learner.token);
      expect(answer).toEqual({ status: 200, body: { data: true } });
    }
    const folders = flatten((await seededProgram(learner)).items).filter((item) => item.children);
    expect(Object.fromEntries(folders.map((folder) => [folder.name, folder.progress]))).toEqual(expected);
  });

  it("a folder's own mark completes everything under it, even items without a mark of their own", async () => {
    const learner = await freshLearner('folder-mark');
    await db().itemProgress.create({ data: { learnerId: learner.id, itemId: seeded.Lessons, markedCompleted: true } });
    const data = await seededProgram(learner);
    const reading = flatten(data.items).find((item) => item.name === 'Reading');
    expect(reading.markedCompleted).toBe(false);
    expect(data.items.find((item: Json) => item.name === 'Lessons').progress).toBe(100);
    expect(reading.progress).toBe(100);
  });

  it('a mark on an item without addToCompletion does not count', async () => {
    const learner = await freshLearner('stale-mark');
    await db().itemProgress.create({ data: { learnerId: learner.id, itemId: seeded['Course website'], markedCompleted: true } });
    const data = await seededProgram(learner);
    expect(data.items.find((item: Json) => item.name === 'Lessons').progress).toBe(0);
  });

  it('hidden items are neither sent nor counted', async () => {
    const { programId, folderId, videoId } = await programWith(demoAccountId);
    await db().programItem.create({
      data: { programId, parentId: folderId, itemType: 'video', name: 'Hidden video', addToCompletion: true, hidden: true, order: 1 },
    });
    const learner = await freshLearner('hidden-count');
    await app.rest('user/setUserProgress', { email: learner.email, itemId: videoId, value: true }, learner.token);
    const { body } = await programData(learner.token, { email: learner.email, programId });
    expect(outline(body.data.items)).toEqual([{ name: 'Folder', progress: 100, children: ['Video'] }]);
  });

  it('a folder with nothing countable has no progress (null)', async () => {
    const { programId, videoId } = await programWith(demoAccountId);
    await db().programItem.update({ where: { id: videoId }, data: { addToCompletion: false } });
    const learner = await freshLearner('nothing-countable');
    const { body } = await programData(learner.token, { email: learner.email, programId });
    expect(body.data.items[0].progress).toBeNull();
  });
});

describe('user/getUserProgramData never sends hidden items, what is under a hidden folder, or deleted quizzes', () => {
  it('only the visible items are in the nested tree', async () => {
    const { programId, folderId } = await programWith(demoAccountId);
    const hiddenFolder = await db().programItem.create({ data: { programId, itemType: 'folder', name: 'Hidden folder', hidden: true, order: 1 } });
    const under = await db().programItem.create({ data: { programId, parentId: hiddenFolder.id, itemType: 'folder', name: 'Under hidden' } });
    await db().programItem.create({ data: { programId, parentId: under.id, itemType: 'audio', name: 'Deep under hidden' } });
    await db().programItem.create({ data: { programId, parentId: folderId, itemType: 'link', name: 'Hidden link', hidden: true, order: 1 } });
    const deleted = await db().quiz.create({ data: { organizationId: devId, accountId: demoAccountId, name: 'Deleted quiz', deletedAt: new Date() } });
    await db().programItem.create({ data: { programId, parentId: folderId, itemType: 'quiz', name: 'Deleted quiz item', quizId: deleted.id, order: 2 } });
    const learner = await freshLearner('hidden-items');
    const { status, body } = await programData(learner.token, { email: learner.email, accountId: demoAccountId, programId });
    expect(status).toBe(200);
    expect(flatten(body.data.items).map((item) => item.name)).toEqual(['Folder', 'Video']);
    expect(body.data.quizzes).toEqual([]);
  });
});

describe('user/getUserProgramData answers only programs the learner may open', () => {
  it.each<[string, () => Promise<string>]>([
    ["a program of another organisation's account", async () => {
      const acme = await db().organization.create({ data: { alias: `acme-${++sequence}`, name: 'Acme' } });
      return (await programWith(await newAccount('Acme Account', {}, acme.id))).programId;
    }],
    ['a program of an account with a registration form the learner is not registered in', async () =>
      (await programWith(await newAccount('Registration Account', { useRegForm: true, regFormId: 'form' }))).programId],
    ['a hidden program', async () => (await programWith(demoAccountId, { hidden: true })).programId],
    ['a program of an account hidden from learners (hideAccountToQuiz)', async () =>
      (await programWith(await newAccount('Hidden Account', { hideAccountToQuiz: true }))).programId],
    ['an id of no program', async () => 'no-such-program'],
  ])('%s is 404 notFound', async (_rule, programId) => {
    const answer = await programData(learnerToken, { email: 'learner@example.com', programId: await programId() });
    expect(answer).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'programId' } } });
  });

  it('a program of a registration-form account is answered once the learner is registered', async () => {
    const accountId = await newAccount('Registered Account', { useRegForm: true, regFormId: 'form' });
    const { programId } = await programWith(accountId);
    const learner = await freshLearner('registered');
    expect((await programData(learner.token, { email: learner.email, accountId, programId })).status).toBe(404);
    await db().registration.create({ data: { accountId, learnerId: learner.id } });
    const answer = await programData(learner.token, { email: learner.email, accountId, programId });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(programId);
  });

  it.each([
    ['a closed program', false, { closed: true }],
    ['a program of a closed account', true, {}],
  ])('%s is answered, with closed true', async (_rule, accountClosed, program) => {
    const accountId = accountClosed ? await newAccount('Closed Account', { accountClosed: true }) : demoAccountId;
    const { programId } = await programWith(accountId, program);
    const answer = await programData(learnerToken, { email: 'learner@example.com', accountId, programId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: programId, closed: true });
  });

  it('an accountId that is not the program\'s account is 404 notFound', async () => {
    const otherAccount = await newAccount('Other Account');
    for (const accountId of [otherAccount, 'no-such-account']) {
      const answer = await programData(learnerToken, { email: 'learner@example.com', accountId, programId: seededProgramId });
      expect(answer).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'accountId' } } });
    }
  });

  it.each([
    ['a missing programId', {}],
    ['an empty programId', { programId: '' }],
    ['a programId that is not a string', { programId: 42 }],
  ])('%s is 400 invalid_data_entry', async (_rule, body) => {
    const answer = await programData(learnerToken, { email: 'learner@example.com', accountId: demoAccountId, ...body });
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'programId' } } });
  });

  it("another learner's e-mail is 403 forbidden", async () => {
    const answer = await programData(learnerToken, { email: 'someone.else@example.com', accountId: demoAccountId, programId: seededProgramId });
    expect(answer).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
  });

  it('without a token or an e-mail it is 401 unauthenticated', async () => {
    const answer = await app.rest('user/getUserProgramData', { accountId: demoAccountId, programId: seededProgramId });
    expect(answer).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });
});

describe('user/setUserProgress marks an item by its raw id for the session learner', () => {
  const setProgress = (token: string | undefined, body: Record<string, unknown>) => app.rest('user/setUserProgress', body, token);
  const markedNames = async (learner: { email: string; token: string }) =>
    flatten((await seededProgram(learner)).items)
      .filter((item) => item.markedCompleted)
      .map((item) => item.name);

  it('value true marks it and answers data true; value false unmarks it', async () => {
    const learner = await freshLearner('set-progress');
    expect(await setProgress(learner.token, { email: learner.email, itemId: seeded['Welcome message'], value: true })).toEqual({
      status: 200,
      body: { data: true },
    });
    expect(await markedNames(learner)).toEqual(['Welcome message']);
    expect(await setProgress(learner.token, { email: learner.email, itemId: seeded['Welcome message'], value: false })).toEqual({
      status: 200,
      body: { data: true },
    });
    expect(await markedNames(learner)).toEqual([]);
  });

  it("the body's e-mail must be the session's learner: another e-mail is 403 and marks nothing", async () => {
    const learner = await freshLearner('not-mine');
    const answer = await setProgress(learner.token, { email: 'learner@example.com', itemId: seeded['Welcome message'], value: true });
    expect(answer).toEqual({ status: 403, body: { data: { error: 'forbidden', field: 'email' } } });
    const seededLearner = await db().learner.findFirstOrThrow({ where: { organizationId: devId, email: 'learner@example.com' } });
    expect(await db().itemProgress.count({ where: { learnerId: { in: [learner.id, seededLearner.id] } } })).toBe(0);
  });

  it.each([
    ['a value that is not a boolean', { value: 'true' }],
    ['a missing value', { value: undefined }],
    ['a missing itemId', { itemId: undefined }],
    ['an itemId that is not a string', { itemId: 7 }],
  ])('%s is 400 invalid_data_entry', async (_rule, change) => {
    const learner = await freshLearner('bad-body');
    const answer = await setProgress(learner.token, { email: learner.email, itemId: seeded['Welcome message'], value: true, ...change });
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('an item without addToCompletion is 400 invalid_data_entry', async () => {
    const learner = await freshLearner('not-completable');
    const answer = await setProgress(learner.token, { email: learner.email, itemId: seeded['Course website'], value: true });
    expect(answer).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'itemId' } } });
  });

  it('an item of a closed program is 400 programClosed and marks nothing', async () => {
    const { videoId } = await programWith(demoAccountId, { closed: true });
    const learner = await freshLearner('closed');
    const answer = await setProgress(learner.token, { email: learner.email, itemId: videoId, value: true });
    expect(answer).toEqual({ status: 400, body: { data: { error: 'programClosed' } } });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });

  it('an unknown item is 404 notFound', async () => {
    const learner = await freshLearner('unknown');
    const answer = await setProgress(learner.token, { email: learner.email, itemId: 'no-such-item', value: true });
    expect(answer).toEqual({ status: 404, body: { data: { error: 'notFound', field: 'itemId' } } });
  });

  it('without a token or an e-mail it is 401 unauthenticated', async () => {
    const answer = await setProgress(undefined, { itemId: seeded['Welcome message'], value: true });
    expect(answer).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
  });
});
