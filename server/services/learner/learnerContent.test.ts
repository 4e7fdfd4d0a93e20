// A program as one learner sees it (learner spec §2 program page, §3 program
// item, §4 quiz status icon): which items are sent, how they hang together,
// each quiz's status, the heading-progress folders and which items
// prerequisites and tracks lock. Read through GraphQL Program.items.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemType } from '../../db/generated/client.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let devId = '';
let demoAccountId = '';
let seededProgramId = '';
let seededQuizId = '';
let learnerToken = '';
let sequence = 0;

const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  devId = (await db().organization.findUniqueOrThrow({ where: { alias: 'dev' } })).id;
  demoAccountId = (await db().account.findFirstOrThrow({ where: { organizationId: devId, alias: 'Demo Account' } })).id;
  seededProgramId = (await db().program.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Getting started' } })).id;
  seededQuizId = (await db().quiz.findFirstOrThrow({ where: { accountId: demoAccountId, name: 'Introduction quiz' } })).id;
  learnerToken = await signIn('learner@example.com');
});

afterAll(async () => {
  await app?.stop();
});

const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!) {
    learnerSignIn(input: { email: $email }) {
      ... on MutationLearnerSignInSuccess { data { token } }
      ... on AppError { code }
    }
  }
`;

const PROGRAM_ITEMS = /* GraphQL */ `
  query ProgramItems($id: ID!) {
    node(id: $id) {
      ... on Program {
        headingProgress
        items {
          id
          parentId
          order
          itemType
          name
          src
          mimeType
          addToCompletion
          markedCompleted
          locked
          youTube { videoId start end }
          quiz { name status hasAnswer hasExternalGrade isForm }
        }
      }
    }
  }
`;

async function signIn(email: string): Promise<string> {
  const { body } = await app.gql(SIGN_IN, { email });
  const token = body.data?.learnerSignIn?.data?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return token;
}

/** A learner of dev with nothing done yet, so each rule starts from a clean slate. */
async function freshLearner(label: string) {
  const email = `${label}-${++sequence}@example.com`;
  const learner = await db().learner.create({
    data: { organizationId: devId, email, name: 'Fresh Learner', termsAccepted: true, privacyPolicyAccepted: true },
  });
  return { id: learner.id, email, token: await signIn(email) };
}

async function programView(programId: string, token: string): Promise<{ headingProgress: string[]; items: Json[] }> {
  const { status, body } = await app.gql(PROGRAM_ITEMS, { id: encodeGlobalID('Program', programId) }, token);
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  expect(body.data.node).not.toBeNull();
  return body.data.node;
}

const itemsOf = async (programId: string, token: string) => (await programView(programId, token)).items;
const itemNamed = (items: Json[], name: string) => {
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no item named ${name} among ${items.map((i) => i.name).join(', ')}`);
  return item;
};

interface ItemSpec {
  name: string;
  itemType?: ItemType;
  hidden?: boolean;
  addToCompletion?: boolean;
  quizId?: string;
  prerequisites?: string[];
  prerequisitesOperationOR?: boolean;
  tracks?: string[];
  children?: ItemSpec[];
}

/** A program of the Demo Account with the given tree; answers its id and its items' ids by name. */
async function createProgram(name: string, tree: ItemSpec[]) {
  const program = await db().program.create({ data: { organizationId: devId, accountId: demoAccountId, name } });
  const ids: Record<string, string> = {};
  const add = async (specs: ItemSpec[], parentId: string | null) => {
    for (const [order, { children, ...spec }] of specs.entries()) {
      const row = await db().programItem.create({
        data: { programId: program.id, parentId, order, itemType: children ? 'folder' : 'video', ...spec },
      });
      ids[spec.name] = row.id;
      if (children) await add(children, row.id);
    }
  };
  await add(tree, null);
  return { id: program.id, ids };
}

const createQuiz = (name: string, passGrade = 2) =>
  db().quiz.create({ data: { organizationId: devId, accountId: demoAccountId, name, passGrade, maxGrade: 3 } });

const submit = (learnerId: string, quizId: string, result: number) =>
  db().submission.create({ data: { learnerId, quizId, result, maxGrade: 3, answers: {} } });

describe('Program.items is the flat list of the items the learner sees, with parentId building the tree', () => {
  it('every parentId is the global id of a folder in the list, and the tree is the seeded one', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const item of items) {
      if (item.parentId === null) continue;
      expect(byId.get(item.parentId)?.itemType).toBe('folder');
    }
    const parentName = Object.fromEntries(items.map((item) => [item.name, item.parentId ? byId.get(item.parentId).name : null]));
    expect(parentName).toEqual({
      Lessons: null,
      Assessment: null,
      'Introduction video': 'Lessons',
      Reading: 'Lessons',
      'Welcome message': 'Lessons',
      'Course website': 'Lessons',
      'Recorded lecture': 'Lessons',
      'Program guide': 'Reading',
      'Introduction quiz': 'Assessment',
      'Exam day': null,
      'Demo exam': 'Exam day',
      'Feedback form': 'Exam day',
    });
  });

  it('item ids and parent ids are ProgramItem global ids of the stored rows', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    const rows = await db().programItem.findMany({ where: { programId: seededProgramId } });
    expect(items.map((item) => item.id).sort()).toEqual(rows.map((row) => encodeGlobalID('ProgramItem', row.id)).sort());
    for (const row of rows) {
      const item = itemNamed(items, row.name);
      expect(item.parentId).toBe(row.parentId ? encodeGlobalID('ProgramItem', row.parentId) : null);
    }
  });

  it('siblings come in their order', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    const lessons = itemNamed(items, 'Lessons');
    const children = items.filter((item) => item.parentId === lessons.id).sort((a, b) => a.order - b.order);
    expect(children.map((item) => item.name)).toEqual(['Introduction video', 'Reading', 'Welcome message', 'Course website', 'Recorded lecture']);
  });

  it('each item has its itemType and mimeType', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    expect(Object.fromEntries(items.map((item) => [item.name, [item.itemType, item.mimeType]]))).toEqual({
      Lessons: ['folder', null],
      Reading: ['folder', null],
      Assessment: ['folder', null],
      'Introduction video': ['video', 'video/mp4'],
      'Program guide': ['attachment', 'application/pdf'],
      'Welcome message': ['audio', 'audio/mpeg'],
      'Course website': ['link', null],
      'Recorded lecture': ['youtube_video', null],
      'Introduction quiz': ['quiz', null],
      'Exam day': ['folder', null],
      'Demo exam': ['quiz', null],
      'Feedback form': ['quiz', null],
    });
  });

  it('a youtube_video item answers the video id and the start of its link (t=10)', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    expect(itemNamed(items, 'Recorded lecture').youTube).toEqual({ videoId: 'dQw4w9WgXcQ', start: 10, end: null });
    expect(items.filter((item) => item.youTube !== null).map((item) => item.name)).toEqual(['Recorded lecture']);
  });

  it('each quiz item answers its quiz (the exam and the feedback form too), with status none and no answer before the learner answers', async () => {
    const items = await itemsOf(seededProgramId, learnerToken);
    expect(itemNamed(items, 'Introduction quiz').quiz).toEqual({
      name: 'Introduction quiz',
      status: 'none',
      hasAnswer: false,
      hasExternalGrade: false,
      isForm: false,
    });
    expect(itemNamed(items, 'Demo exam').quiz).toEqual({ name: 'Demo exam', status: 'none', hasAnswer: false, hasExternalGrade: false, isForm: false });
    expect(itemNamed(items, 'Feedback form').quiz).toEqual({ name: 'Feedback form', status: 'none', hasAnswer: false, hasExternalGrade: false, isForm: true });
    expect(items.filter((item) => item.quiz !== null).map((item) => item.name)).toEqual(['Introduction quiz', 'Demo exam', 'Feedback form']);
  });
});

describe('hidden items, everything under a hidden folder and quizzes that were deleted are never sent', () => {
  let program: { id: string; ids: Record<string, string> };

  beforeAll(async () => {
    const deleted = await db().quiz.create({
      data: { organizationId: devId, accountId: demoAccountId, name: 'Deleted quiz', deletedAt: new Date() },
    });
    const kept = await createQuiz('Kept quiz');
    program = await createProgram('Hidden things', [
      { name: 'Shown folder', children: [{ name: 'Shown video' }, { name: 'Hidden video', hidden: true }] },
      { name: 'Hidden folder', hidden: true, children: [{ name: 'Under hidden', children: [{ name: 'Deep under hidden' }] }] },
      { name: 'Deleted quiz item', itemType: 'quiz', quizId: deleted.id },
      { name: 'Kept quiz item', itemType: 'quiz', quizId: kept.id },
    ]);
  });

  it('only the visible items are in Program.items', async () => {
    const items = await itemsOf(program.id, learnerToken);
    expect(items.map((item) => item.name).sort()).toEqual(['Kept quiz item', 'Shown folder', 'Shown video']);
  });

  it.each(['Hidden video', 'Hidden folder', 'Under hidden', 'Deep under hidden', 'Deleted quiz item'])(
    '%s is not reachable by node(id) either',
    async (name) => {
      const { body } = await app.gql('query($id: ID!) { node(id: $id) { id } }', { id: encodeGlobalID('ProgramItem', program.ids[name]) }, learnerToken);
      expect(body.data.node).toBeNull();
    },
  );
});

describe("a quiz item's status follows the learner's submission and external grade", () => {
  it.each([
    ['no submission and no external grade: none', false, false, 'none'],
    ['a submission: answered', true, false, 'answered'],
    ['an external grade for the e-mail and no submission: externalGradeOnly', false, true, 'externalGradeOnly'],
    ['a submission and an external grade: answeredWithExternalGrade', true, true, 'answeredWithExternalGrade'],
  ])('%s', async (_rule, submitted, externallyGraded, status) => {
    const learner = await freshLearner('quiz-status');
    if (submitted) await submit(learner.id, seededQuizId, 3);
    if (externallyGraded) await db().externalGrade.create({ data: { quizId: seededQuizId, email: learner.email, grade: 80 } });
    const quiz = itemNamed(await itemsOf(seededProgramId, learner.token), 'Introduction quiz').quiz;
    expect(quiz).toMatchObject({ status, hasAnswer: submitted, hasExternalGrade: externallyGraded });
  });

  it("another learner's submission does not count", async () => {
    const someone = await freshLearner('someone');
    await submit(someone.id, seededQuizId, 3);
    const learner = await freshLearner('untouched');
    expect(itemNamed(await itemsOf(seededProgramId, learner.token), 'Introduction quiz').quiz.status).toBe('none');
  });
});

describe('headingProgress lists at most 3 top-level visible folders, in the saved order', () => {
  it('the seeded program lists its two top-level folders', async () => {
    const view = await programView(seededProgramId, learnerToken);
    const idOf = (name: string) => itemNamed(view.items, name).id;
    expect(view.headingProgress).toEqual([idOf('Lessons'), idOf('Assessment')]);
  });

  it('ids of nested folders, hidden folders, non-folders and unknown items are dropped, and the rest cut at 3', async () => {
    const { id, ids } = await createProgram('Headings', [
      { name: 'First', children: [{ name: 'Nested folder', children: [] }] },
      { name: 'Second', children: [] },
      { name: 'Hidden top folder', hidden: true, children: [] },
      { name: 'Top video' },
      { name: 'Third', children: [] },
      { name: 'Fourth', children: [] },
    ]);
    await db().program.update({
      where: { id },
      data: {
        headingProgress: [ids['Nested folder'], ids.Second, ids['Hidden top folder'], ids['Top video'], 'no-such-item', ids.First, ids.Fourth, ids.Third],
      },
    });
    const { headingProgress } = await programView(id, learnerToken);
    expect(headingProgress).toEqual([ids.Second, ids.First, ids.Fourth].map((raw) => encodeGlobalID('ProgramItem', raw)));
  });

  it('a folder of another program is dropped', async () => {
    const other = await createProgram('Other headings', [{ name: 'Foreign folder', children: [] }]);
    const { id, ids } = await createProgram('Own headings', [{ name: 'Own folder', children: [] }]);
    await db().program.update({ where: { id }, data: { headingProgress: [other.ids['Foreign folder'], ids['Own folder']] } });
    expect((await programView(id, learnerToken)).headingProgress).toEqual([encodeGlobalID('ProgramItem', ids['Own folder'])]);
  });
});

describe('prerequisites and tracks lock items, and a locked folder locks everything under it', () => {
  const quizIds = { A: '', B: '' };
  let trackId = '';
  let program: { id: string; ids: Record<string, string> };

  beforeAll(async () => {
    quizIds.A = (await createQuiz('Prerequisite A')).id;
    quizIds.B = (await createQuiz('Prerequisite B')).id;
    trackId = (await db().track.create({ data: { accountId: demoAccountId, name: 'Advanced track' } })).id;
    program = await createProgram('Locks', [
      {
        name: 'Gated folder',
        addToCompletion: true,
        prerequisites: [quizIds.A],
        children: [{ name: 'Gated video' }, { name: 'Gated subfolder', children: [{ name: 'Gated deep video' }] }],
      },
      { name: 'Needs A or B', prerequisites: [quizIds.A, quizIds.B], prerequisitesOperationOR: true },
      { name: 'Needs A and B', prerequisites: [quizIds.A, quizIds.B] },
      { name: 'Track only', tracks: [trackId] },
      { name: 'Open video' },
    ]);
  });

  type Passed = { quiz: 'A' | 'B'; result: number; external?: boolean }[];

  it.each<[string, string, Passed, boolean, boolean]>([
    ['an item needing an unpassed quiz is locked', 'Gated folder', [], false, true],
    ['a failing result does not unlock it', 'Gated folder', [{ quiz: 'A', result: 1 }], false, true],
    ['a passing submission unlocks it', 'Gated folder', [{ quiz: 'A', result: 2 }], false, false],
    ['a passing external grade unlocks it', 'Gated folder', [{ quiz: 'A', result: 2, external: true }], false, false],
    ['a child of a locked folder is locked', 'Gated video', [], false, true],
    ['a grandchild of a locked folder is locked', 'Gated deep video', [], false, true],
    ['the children are unlocked with their folder', 'Gated deep video', [{ quiz: 'A', result: 3 }], false, false],
    ['OR: with no prerequisite passed it is locked', 'Needs A or B', [], false, true],
    ['OR: one passed prerequisite is enough', 'Needs A or B', [{ quiz: 'B', result: 2 }], false, false],
    ['AND: one passed prerequisite of two is not enough', 'Needs A and B', [{ quiz: 'B', result: 2 }], false, true],
    ['AND: both passed unlock it', 'Needs A and B', [{ quiz: 'A', result: 2 }, { quiz: 'B', result: 3 }], false, false],
    ['an item restricted to a track the learner is not in is locked', 'Track only', [], false, true],
    ['it is open to a learner registered in the track', 'Track only', [], true, false],
    ['an item without prerequisites or tracks is open', 'Open video', [], false, false],
  ])('%s', async (_rule, name, passed, inTrack, locked) => {
    const learner = await freshLearner('locks');
    for (const { quiz, result, external } of passed) {
      if (external) await db().externalGrade.create({ data: { quizId: quizIds[quiz], email: learner.email, grade: result } });
      else await submit(learner.id, quizIds[quiz], result);
    }
    if (inTrack) {
      await db().registration.create({
        data: { accountId: demoAccountId, learnerId: learner.id, tracks: { create: { trackId } } },
      });
    }
    expect(itemNamed(await itemsOf(program.id, learner.token), name).locked).toBe(locked);
  });

  it('a locked item cannot be marked completed (itemLocked), and no mark is stored', async () => {
    const learner = await freshLearner('locked-mark');
    const { body } = await app.gql(
      /* GraphQL */ `
        mutation Mark($input: SetItemCompletedInput!) {
          setItemCompleted(input: $input) {
            ... on AppError { code }
            ... on MutationSetItemCompletedSuccess { data { items { name } } }
          }
        }
      `,
      { input: { itemId: encodeGlobalID('ProgramItem', program.ids['Gated folder']), completed: true } },
      learner.token,
    );
    expect(body.data.setItemCompleted).toEqual({ code: 'itemLocked' });
    expect(await db().itemProgress.count({ where: { learnerId: learner.id } })).toBe(0);
  });
});
