// Who may upload grades and set grade offsets, over REST and GraphQL: the
// grade uploads only the quiz's account owner; offsets also the holder of
// its organisation (admin spec §6, issue 12). Everyone else is refused with
// a code (an owner or holder elsewhere: notFound, as for a quiz that does
// not exist) and nothing changes.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL, gradeFixtures, MANUAL, OFFSET } from '../../testing/gradeFixtures.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../testing/nodeFixtures.ts';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { tableChecksums } from '../../testing/tableChecksums.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fixture: NodeFixture;
const victim = { email: 'victim@acme.example', id: '', token: '' };
const quizzes = { graded: '', external: '' };

beforeAll(async () => {
  app = await startTestApp();
  fixture = await seedNodeFixture(app);
  const db = app.app.database.prisma;
  const { organizationId, accountId, programId, learnerId } = fixture.rows;
  const create = (data: object) => db.quiz.create({ data: { organizationId, accountId, name: 'Acme quiz', passGrade: 4, maxGrade: 6, content: examContent, ...data } });
  const graded = await create({});
  const external = await create({ externalGrades: true, maxGradeExternal: 20 });
  await db.programItem.create({ data: { programId, itemType: 'quiz', name: graded.name, quizId: graded.id } });
  Object.assign(quizzes, { graded: graded.id, external: external.id });
  Object.assign(victim, { id: learnerId, token: fixture.tokens.acmeLearner });
  await gradeFixtures(app, quizFixtures(app)).submit(victim, graded.id, { ...rightAnswers, q1: { selectedAnswer: 1 } });
});

afterAll(async () => {
  await app?.stop();
});

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'notFound';
const status: Record<Exclude<Outcome, 'allowed'>, number> = { unauthenticated: 401, forbidden: 403, notFound: 404 };

/** What each caller gets from the grade uploads ('owner') and from offsets ('ownerOrHolder'). */
const outcomes: Record<Caller, { uploads: Outcome; offsets: Outcome }> = {
  anonymous: { uploads: 'unauthenticated', offsets: 'unauthenticated' },
  devLearner: { uploads: 'forbidden', offsets: 'forbidden' },
  devOwner: { uploads: 'notFound', offsets: 'notFound' },
  devHolder: { uploads: 'forbidden', offsets: 'notFound' },
  acmeLearner: { uploads: 'forbidden', offsets: 'forbidden' },
  acmeNeighbour: { uploads: 'forbidden', offsets: 'forbidden' },
  acmeOwner: { uploads: 'allowed', offsets: 'allowed' },
  acmeNeighbourOwner: { uploads: 'notFound', offsets: 'notFound' },
  acmeHolder: { uploads: 'forbidden', offsets: 'allowed' },
  platform: { uploads: 'forbidden', offsets: 'forbidden' },
};

interface Operation {
  name: string;
  kind: 'uploads' | 'offsets';
  /** the answer's error code, or null when it succeeded */
  call(token: string | undefined): Promise<{ status: number; code: string | null }>;
}

const restCall = (path: string, body: () => Json) => async (token: string | undefined) => {
  const answer = await app.rest(path, body(), token);
  return { status: answer.status, code: answer.status === 200 ? null : answer.body.data.error };
};

const gqlCall = (document: string, field: string, input: () => Json) => async (token: string | undefined) => {
  const answer = await app.gql(document, { input: input() }, token);
  const result = answer.body.data?.[field];
  return { status: answer.status, code: result?.__typename === 'AppError' ? result.code : (answer.body.errors?.[0]?.extensions?.code ?? null) };
};

const manualRows = () => [[victim.email, 'q1', '2']];
const externalRows = () => [[victim.email, '15']];
const operations: Operation[] = [
  { name: 'REST admin/setQuizGradesManually', kind: 'uploads', call: restCall('admin/setQuizGradesManually', () => ({ quizId: quizzes.graded, grades: manualRows() })) },
  { name: 'REST admin/setQuizExternalGrades', kind: 'uploads', call: restCall('admin/setQuizExternalGrades', () => ({ quizId: quizzes.external, grades: externalRows() })) },
  {
    name: 'REST admin/setUserQuizGradeOffset',
    kind: 'offsets',
    call: restCall('admin/setUserQuizGradeOffset', () => ({ quizId: quizzes.graded, email: victim.email, gradeOffset: -1 })),
  },
  {
    name: 'GraphQL setQuizManualGrades',
    kind: 'uploads',
    call: gqlCall(MANUAL, 'setQuizManualGrades', () => ({ quizId: encodeGlobalID('Quiz', quizzes.graded), rows: manualRows() })),
  },
  {
    name: 'GraphQL setQuizExternalGrades',
    kind: 'uploads',
    call: gqlCall(EXTERNAL, 'setQuizExternalGrades', () => ({ quizId: encodeGlobalID('Quiz', quizzes.external), rows: externalRows() })),
  },
  {
    name: 'GraphQL setQuizGradeOffset',
    kind: 'offsets',
    call: gqlCall(OFFSET, 'setQuizGradeOffset', () => ({ quizId: encodeGlobalID('Quiz', quizzes.graded), email: victim.email, gradeOffset: -1 })),
  },
];

const refusedCallers = (kind: Operation['kind']) => (Object.keys(callers) as Caller[]).filter((caller) => outcomes[caller][kind] !== 'allowed');
const allowedCallers = (kind: Operation['kind']) => (Object.keys(callers) as Caller[]).filter((caller) => outcomes[caller][kind] === 'allowed');

describe('everyone but the quiz’s owner (and, for offsets, its organisation’s holder) is refused, and nothing changes', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    const before = await tableChecksums(app.app.database.prisma);
    for (const caller of refusedCallers(operation.kind)) {
      const expected = outcomes[caller][operation.kind] as Exclude<Outcome, 'allowed'>;
      const answer = await operation.call(fixture.tokens[caller]);
      expect(answer.code, `${operation.name} as ${callers[caller]}`).toBe(expected);
      if (operation.name.startsWith('REST')) expect(answer.status, `${operation.name} as ${callers[caller]}`).toBe(status[expected]);
    }
    expect(await tableChecksums(app.app.database.prisma)).toEqual(before);
  });
});

describe('the owner (and, for offsets, the holder) may, and the learner’s result follows', () => {
  it.each(operations.map((operation) => [operation.name, operation] as const))('%s', async (_name, operation) => {
    for (const caller of allowedCallers(operation.kind)) {
      expect(await operation.call(fixture.tokens[caller]), `${operation.name} as ${callers[caller]}`).toEqual({ status: 200, code: null });
    }
    const db = app.app.database.prisma;
    if (operation.name.endsWith('ExternalGrades')) {
      expect(await db.externalGrade.findUnique({ where: { quizId_email: { quizId: quizzes.external, email: victim.email } } })).toMatchObject({ grade: 15 });
    } else if (operation.kind === 'uploads') {
      expect(await db.manualGrade.findFirst({ where: { quizId: quizzes.graded, learnerId: victim.id, questionId: 'q1' } })).toMatchObject({ grade: 2 });
    } else {
      expect(await db.gradeOffset.findFirst({ where: { quizId: quizzes.graded, learnerId: victim.id } })).toMatchObject({ offset: -1 });
    }
  });

  it('the learner reads their result regraded: q1 graded 2 by hand and an offset of -1 make 6 - 1 = 5', async () => {
    const answer = await app.rest('user/getUserQuizResult', { quizId: quizzes.graded, email: victim.email }, victim.token);
    expect(answer.body.data.result).toBe(5);
  });
});
