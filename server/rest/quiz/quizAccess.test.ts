// Who may open a quiz by its link (docs/decisions.md, "Quiz access"): one row
// per rule, run through REST (user/takeQuiz, saveQuizAnswers, submitQuiz) and
// GraphQL (openQuiz, saveQuizDraft, submitQuiz). Each refused row is first
// asked at open; then the same change is made while an attempt is open, and
// the save and the submit answer as the decision says.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../db/generated/client.ts';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
});

afterAll(async () => {
  await app?.stop();
});

type Learner = Awaited<ReturnType<typeof fx.learner>>;

/** A quiz placed in a folder of a program of an account of its own. */
async function placedQuiz() {
  const { organizationId } = await fx.dev();
  const db = fx.db();
  const account = await db.account.create({ data: { organizationId, alias: `Access ${Date.now()}-${Math.random()}` } });
  const program = await db.program.create({ data: { organizationId, accountId: account.id, name: 'Program' } });
  const folder = await db.programItem.create({ data: { programId: program.id, itemType: 'folder', name: 'Folder' } });
  const quiz = await db.quiz.create({
    data: { organizationId, accountId: account.id, name: 'Access quiz', version: 2, passGrade: 4, maxGrade: 6, content: examContent },
  });
  const item = await db.programItem.create({ data: { programId: program.id, parentId: folder.id, itemType: 'quiz', name: quiz.name, quizId: quiz.id } });
  return { account, program, folder, item, quiz, learner: await fx.learner() };
}
type Placed = Awaited<ReturnType<typeof placedQuiz>>;

const updateQuiz = (s: Placed, data: Prisma.QuizUpdateInput) => fx.db().quiz.update({ where: { id: s.quiz.id }, data });
const updateAccount = (s: Placed, data: Prisma.AccountUpdateInput) => fx.db().account.update({ where: { id: s.account.id }, data });

interface Row {
  rule: string;
  /** the change that takes access away */
  change: (s: Placed) => Promise<unknown>;
  code: string;
  /** what a save of an attempt opened before the change answers: applied, or a code */
  save: 'applied' | string;
}

const rows: Row[] = [
  { rule: '1 a deleted quiz', change: (s) => updateQuiz(s, { deletedAt: new Date() }), code: 'notFound', save: 'notFound' },
  { rule: '2 a quiz placed in no program', change: (s) => fx.db().programItem.delete({ where: { id: s.item.id } }), code: 'notFound', save: 'applied' },
  { rule: '2 a quiz whose program is hidden', change: (s) => fx.db().program.update({ where: { id: s.program.id }, data: { hidden: true } }), code: 'notFound', save: 'applied' },
  {
    rule: '2 a quiz under a hidden folder',
    change: (s) => fx.db().programItem.update({ where: { id: s.folder.id }, data: { hidden: true } }),
    code: 'notFound',
    save: 'applied',
  },
  { rule: '2 a hidden quiz item', change: (s) => fx.db().programItem.update({ where: { id: s.item.id }, data: { hidden: true } }), code: 'notFound', save: 'applied' },
  { rule: '3 an inactive quiz', change: (s) => updateQuiz(s, { isActive: false }), code: 'quizNotActive', save: 'quizNotActive' },
  { rule: '3 a closed account', change: (s) => updateAccount(s, { accountClosed: true }), code: 'quizNotActive', save: 'applied' },
  { rule: '3 a closed program', change: (s) => fx.db().program.update({ where: { id: s.program.id }, data: { closed: true } }), code: 'quizNotActive', save: 'applied' },
  { rule: '4 an externally graded quiz', change: (s) => updateQuiz(s, { externalGrades: true, maxGradeExternal: 20 }), code: 'externalQuiz', save: 'applied' },
  {
    rule: '5 an account that requires registration, learner not registered',
    change: (s) => updateAccount(s, { useRegForm: true }),
    code: 'userNotRegistered',
    save: 'applied',
  },
  { rule: '6 a private quiz, learner not an examinee', change: (s) => updateQuiz(s, { isPrivate: true }), code: 'userNotRegistered', save: 'applied' },
  { rule: '7 a registered-only quiz, learner not registered', change: (s) => updateQuiz(s, { openForRegistered: true }), code: 'userNotRegistered', save: 'applied' },
  {
    rule: "8 the quiz's prerequisites not passed",
    change: async (s) => updateQuiz(s, { prerequisites: [(await fx.quiz()).id] }),
    code: 'prerequisitesNotPassed',
    save: 'applied',
  },
  {
    rule: "8 its folder's prerequisites not passed",
    change: async (s) => fx.db().programItem.update({ where: { id: s.folder.id }, data: { prerequisites: [(await fx.quiz()).id] } }),
    code: 'prerequisitesNotPassed',
    save: 'applied',
  },
  {
    rule: "8 its item's track not joined",
    change: async (s) => {
      const track = await fx.db().track.create({ data: { accountId: s.account.id, name: 'Evening' } });
      return fx.db().programItem.update({ where: { id: s.item.id }, data: { tracks: [track.id] } });
    },
    code: 'prerequisitesNotPassed',
    save: 'applied',
  },
];

/** The same rule seen from the other side: what still opens. */
const opens: { rule: string; arrange: (s: Placed) => Promise<unknown> }[] = [
  { rule: '2 a quiz placed in a program', arrange: async () => {} },
  {
    rule: "2 a quiz in a program's legacy quiz list",
    arrange: async (s) => {
      await fx.db().programItem.delete({ where: { id: s.item.id } });
      await fx.db().program.update({ where: { id: s.program.id }, data: { legacyQuizIds: [s.quiz.id] } });
    },
  },
  {
    rule: "2, 5 the account's registration form, placed in no program, for a learner not registered",
    arrange: async (s) => {
      await fx.db().programItem.delete({ where: { id: s.item.id } });
      await updateAccount(s, { useRegForm: true, regFormId: s.quiz.id });
    },
  },
  { rule: '2 hideAccountToQuiz: the account is off the home page, its quiz links open', arrange: (s) => updateAccount(s, { hideAccountToQuiz: true }) },
  {
    rule: '3 a closed program when the quiz is also placed in an open one',
    arrange: async (s) => {
      await fx.db().program.update({ where: { id: s.program.id }, data: { closed: true } });
      const open = await fx.db().program.create({ data: { organizationId: s.program.organizationId, accountId: s.account.id, name: 'Open' } });
      await fx.db().programItem.create({ data: { programId: open.id, itemType: 'quiz', name: 'Again', quizId: s.quiz.id } });
    },
  },
  {
    rule: '5 an account that requires registration, learner registered',
    arrange: async (s) => {
      await updateAccount(s, { useRegForm: true });
      await fx.db().registration.create({ data: { accountId: s.account.id, learnerId: s.learner.id } });
    },
  },
  {
    rule: '6 a private quiz, learner an examinee',
    arrange: async (s) => {
      await updateQuiz(s, { isPrivate: true });
      await fx.db().examinee.create({ data: { quizId: s.quiz.id, email: s.learner.email } });
    },
  },
  {
    rule: "8 a track joined",
    arrange: async (s) => {
      const track = await fx.db().track.create({ data: { accountId: s.account.id, name: 'Morning' } });
      const registration = await fx.db().registration.create({ data: { accountId: s.account.id, learnerId: s.learner.id } });
      await fx.db().registrationTrack.create({ data: { registrationId: registration.id, trackId: track.id } });
      await fx.db().programItem.update({ where: { id: s.folder.id }, data: { tracks: [track.id] } });
    },
  },
];

interface Transport {
  /** the attempt id, or the error code */
  open(learner: Learner, quizId: string): Promise<{ attemptId?: string; code?: string }>;
  save(learner: Learner, attemptId: string): Promise<{ applied?: boolean; code?: string }>;
  submit(learner: Learner, quizId: string, attemptId: string): Promise<{ result?: number; code?: string }>;
}

const rest: Transport = {
  async open(learner, quizId) {
    const { body } = await app.rest('user/takeQuiz', { quizId, email: learner.email }, learner.token);
    return body.data.error ? { code: body.data.error } : { attemptId: body.data.attempt.id };
  },
  async save(learner, attemptId) {
    const { body } = await app.rest('user/saveQuizAnswers', { attemptId, seq: 1, answers: { q1: { selectedAnswer: 2 } } }, learner.token);
    return body.data.error ? { code: body.data.error } : { applied: body.data.applied };
  },
  async submit(learner, quizId, attemptId) {
    const body = { email: learner.email, quizId, attemptId, answers: rightAnswers, submitKey: `rest-${attemptId}` };
    const answer = await app.rest('user/submitQuiz', body, learner.token);
    return answer.body.data.error ? { code: answer.body.data.error } : { result: answer.body.data.result };
  },
};

const union = (field: Json) => (field.code ? { code: field.code as string } : field.data);
const graphql: Transport = {
  async open(learner, quizId) {
    const query = `mutation($quizId: ID!) { openQuiz(quizId: $quizId) { ... on MutationOpenQuizSuccess { data { attempt { id } } } ... on AppError { code } } }`;
    const { body } = await app.gql(query, { quizId: encodeGlobalID('Quiz', quizId) }, learner.token);
    const answer = union(body.data.openQuiz);
    return answer.code ? answer : { attemptId: answer.attempt.id };
  },
  async save(learner, attemptId) {
    const query = `mutation($input: SaveQuizDraftInput!) { saveQuizDraft(input: $input) { ... on MutationSaveQuizDraftSuccess { data { applied } } ... on AppError { code } } }`;
    const { body } = await app.gql(query, { input: { attemptId, seq: 1, answers: { q1: { selectedAnswer: 2 } } } }, learner.token);
    return union(body.data.saveQuizDraft);
  },
  async submit(learner, quizId, attemptId) {
    const query = `mutation($input: SubmitQuizInput!) { submitQuiz(input: $input) { ... on MutationSubmitQuizSuccess { data { result } } ... on AppError { code } } }`;
    const input = { quizId: encodeGlobalID('Quiz', quizId), attemptId, answers: rightAnswers, submitKey: `gql-${attemptId}` };
    const { body } = await app.gql(query, { input }, learner.token);
    return union(body.data.submitQuiz);
  },
};

describe.each([
  ['REST', rest],
  ['GraphQL', graphql],
] as const)('who may open a quiz by its link, through %s', (_name, transport) => {
  it.each(rows)('rule $rule: opening answers $code', async ({ change, code }) => {
    const s = await placedQuiz();
    await change(s);
    expect(await transport.open(s.learner, s.quiz.id)).toEqual({ code });
    expect(await fx.db().attempt.count({ where: { quizId: s.quiz.id } })).toBe(0);
  });

  it.each(rows)('rule $rule, changed mid-attempt: the save answers $save, the submit $code and stores nothing', async ({ change, code, save }) => {
    const s = await placedQuiz();
    const { attemptId } = await transport.open(s.learner, s.quiz.id);
    expect(attemptId).toEqual(expect.any(String));
    await change(s);
    expect(await transport.save(s.learner, attemptId!)).toEqual(save === 'applied' ? { applied: true } : { code: save });
    expect(await transport.submit(s.learner, s.quiz.id, attemptId!)).toEqual({ code });
    expect(await fx.db().submission.count({ where: { quizId: s.quiz.id } })).toBe(0);
  });

  it.each(opens)('rule $rule: the quiz opens, saves and submits', async ({ arrange }) => {
    const s = await placedQuiz();
    await arrange(s);
    const { attemptId, code } = await transport.open(s.learner, s.quiz.id);
    expect(code).toBeUndefined();
    expect(await transport.save(s.learner, attemptId!)).toEqual({ applied: true });
    expect(await transport.submit(s.learner, s.quiz.id, attemptId!)).toEqual({ result: 6 });
  });
});
