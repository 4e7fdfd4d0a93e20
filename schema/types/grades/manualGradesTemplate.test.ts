// The manual grading template (issue 30): the teacher downloads a CSV of the
// learners who submitted and the questions graded by hand, numbered as the
// quiz editor shows them, fills it in and uploads it back as it is; rows may
// name questions by number too. Only the quiz's account owner gets it (every
// role, API tokens of each scope and another organisation tried).
import { encodeGlobalID } from '@pothos/plugin-relay';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { createRequestContext } from '../../../server/context.ts';
import { createApiToken } from '../../../server/services/integration/apiTokens.ts';
import { gradeFixtures, MANUAL } from '../../../server/testing/gradeFixtures.ts';
import { callers, seedNodeFixture, type Caller, type NodeFixture } from '../../../server/testing/nodeFixtures.ts';
import { quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { tableChecksums } from '../../../server/testing/tableChecksums.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let gx: ReturnType<typeof gradeFixtures>;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  gx = gradeFixtures(app, fx);
  owner = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

const TEMPLATE = `query($quizId: ID!, $language: ResultsLanguage) { manualGradesTemplate(quizId: $quizId, language: $language) {
  __typename
  ... on QueryManualGradesTemplateSuccess { data }
  ... on AppError { code field }
} }`;

/** Two sections: a choice with its key (1.1), an essay graded by hand (1.2), a description (2.1), a keyless short answer (2.2). */
const content = {
  sections: [
    {
      id: 's1',
      name: 'القراءة',
      questions: [
        { id: 'c1', type: 0, text: 'Capital of Egypt?', choices: ['Alexandria', 'Cairo'], correctAnswer: 2, weight: 1 },
        { id: 'e1', type: 1, text: '<p>اكتب جملة عن <b>النيل</b></p>', isManuallyGraded: true, weight: 3 },
      ],
    },
    {
      id: 's2',
      name: 'Writing',
      questions: [
        { id: 'i1', type: 4, text: 'Read, then answer.' },
        { id: 'k1', type: 1, text: 'Name a river, then say why, in a sentence or two, it matters', weight: 2 },
      ],
    },
  ],
};
const rightChoice = { c1: { selectedAnswer: 2 }, e1: { textAnswer: 'النيل طويل' }, k1: { textAnswer: 'Nile' } };

async function template(token: string | undefined, quizId: string, language?: 'AR' | 'EN') {
  const { status, body } = await app.gql(TEMPLATE, { quizId: encodeGlobalID('Quiz', quizId), ...(language ? { language } : {}) }, token);
  return { status, body, result: body.data?.manualGradesTemplate as Json };
}

/** The template's rows as a spreadsheet program reads them: the byte-order mark off, CRLF lines. */
function rowsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
}

describe('manualGradesTemplate', () => {
  it('has a row per learner who submitted (e-mail, name) and a column per question graded by hand, headed by its editor number and text', async () => {
    const quiz = await fx.quiz({ maxGrade: 6 }, content);
    const first = await gx.submitted(quiz.id, rightChoice);
    const second = await gx.submitted(quiz.id, rightChoice);
    await fx.learner('Did Not Submit');
    const ar = await template(owner, quiz.id);
    expect(ar.result.__typename).toBe('QueryManualGradesTemplateSuccess');
    const sorted = [first, second].sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(rowsOf(ar.result.data)).toEqual([
      ['البريد الإلكتروني', 'الاسم', '1.2 — اكتب جملة عن النيل', '2.2 — Name a river, then say why, in a senten…'],
      ...sorted.map((learner) => [learner.email, 'Test Learner', '', '']),
    ]);
    const en = await template(owner, quiz.id, 'EN');
    expect(rowsOf(en.result.data)[0].slice(0, 2)).toEqual(['E-mail', 'Name']);
  });

  it('escapes a name a spreadsheet would run as a formula', async () => {
    const quiz = await fx.quiz({ maxGrade: 6 }, content);
    const learner = await gx.submitted(quiz.id, rightChoice);
    await fx.db().learner.update({ where: { id: learner.id }, data: { name: '=HYPERLINK("x")' } });
    expect(rowsOf((await template(owner, quiz.id)).result.data)[1]).toEqual([learner.email, `'=HYPERLINK("x")`, '', '']);
  });

  it('is refused for an externally graded quiz (externalQuiz) and an unknown quiz (notFound)', async () => {
    const external = await fx.quiz({ externalGrades: true, maxGradeExternal: 20 }, content);
    expect((await template(owner, external.id)).result).toEqual({ __typename: 'AppError', code: 'externalQuiz', field: 'quizId' });
    expect((await template(owner, 'no-such-quiz')).result).toEqual({ __typename: 'AppError', code: 'notFound', field: 'quizId' });
  });

  it('is taken back as the teacher fills it in: the grades stored and the results regraded', async () => {
    const quiz = await fx.quiz({ maxGrade: 6 }, content);
    const graded = await gx.submitted(quiz.id, rightChoice);
    const untouched = await gx.submitted(quiz.id, rightChoice);
    // the choice is right (1); the essay and the keyless answer wait for a person
    expect(await gx.resultOf(graded, quiz.id)).toBe(1);
    const rows = rowsOf((await template(owner, quiz.id)).result.data).map((row) =>
      row[0] === graded.email ? [row[0], row[1], '3', '1'] : row,
    );
    const answer = await app.gql(MANUAL, { input: { quizId: encodeGlobalID('Quiz', quiz.id), rows } }, owner);
    expect(answer.body.data.setQuizManualGrades.data).toEqual({ applied: 2, refused: [] });
    expect(await gx.resultOf(graded, quiz.id)).toBe(5);
    expect(await gx.resultOf(untouched, quiz.id)).toBe(1);
  });

  it('takes rows e-mail, question number as the editor shows it, grade, over REST too, and the old ids', async () => {
    const quiz = await fx.quiz({ maxGrade: 6 }, content);
    const learner = await gx.submitted(quiz.id, rightChoice);
    const byNumber = await app.rest('admin/setQuizGradesManually', { quizId: quiz.id, grades: [[learner.email, '1.2', '2']] }, owner);
    expect(byNumber).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(3);
    const byId = await app.rest('admin/setQuizGradesManually', { quizId: quiz.id, grades: [[learner.email, 'k1', '2']] }, owner);
    expect(byId).toEqual({ status: 200, body: { data: true } });
    expect(await gx.resultOf(learner, quiz.id)).toBe(5);
    // "2" is ambiguous in a quiz of two sections: no question, nothing stored
    const before = await tableChecksums(fx.db());
    const ambiguous = await app.rest('admin/setQuizGradesManually', { quizId: quiz.id, grades: [[learner.email, '2', '1']] }, owner);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.data).toMatchObject({ error: 'missingQuestionID', line: 1 });
    expect(await tableChecksums(fx.db())).toEqual(before);
  });
});

describe('who gets the template: the quiz’s account owner only', () => {
  let fixture: NodeFixture;
  let quizId = '';
  const apiTokens = { ownerReadOnly: '', ownerReadWrite: '', holderReadOnly: '', holderReadWrite: '' };

  beforeAll(async () => {
    fixture = await seedNodeFixture(app);
    const { organizationId, accountId, programId } = fixture.rows;
    const db = fx.db();
    const quiz = await db.quiz.create({ data: { organizationId, accountId, name: 'Acme quiz', passGrade: 1, maxGrade: 6, content } });
    await db.programItem.create({ data: { programId, itemType: 'quiz', name: quiz.name, quizId: quiz.id } });
    quizId = quiz.id;
    await gx.submit({ id: fixture.rows.learnerId, email: 'victim@acme.example', token: fixture.tokens.acmeLearner! }, quiz.id, rightChoice);
    const tokenOf = async (session: string, scope: 'READ_ONLY' | 'READ_WRITE') => {
      const ctx = await createRequestContext(app.app.database.prisma, loadConfig({}), { authorization: `Bearer ${session}` });
      return (await createApiToken(ctx, { name: `Template ${scope}`, scope, expiresInDays: 1 })).secret;
    };
    apiTokens.ownerReadOnly = await tokenOf(fixture.tokens.acmeOwner!, 'READ_ONLY');
    apiTokens.ownerReadWrite = await tokenOf(fixture.tokens.acmeOwner!, 'READ_WRITE');
    apiTokens.holderReadOnly = await tokenOf(fixture.tokens.acmeHolder!, 'READ_ONLY');
    apiTokens.holderReadWrite = await tokenOf(fixture.tokens.acmeHolder!, 'READ_WRITE');
  });

  const outcomes: Record<Caller, string> = {
    anonymous: 'unauthenticated',
    devLearner: 'forbidden',
    devOwner: 'notFound',
    devHolder: 'forbidden',
    acmeLearner: 'forbidden',
    acmeNeighbour: 'forbidden',
    acmeOwner: 'allowed',
    acmeNeighbourOwner: 'notFound',
    acmeHolder: 'forbidden',
    platform: 'forbidden',
  };
  const codeOf = (result: Json, body: Json) => (result?.__typename === 'AppError' ? result.code : (body.errors?.[0]?.extensions?.code ?? 'allowed'));

  it.each(Object.keys(callers) as Caller[])('%s', async (caller) => {
    const before = await tableChecksums(fx.db());
    const { result, body } = await template(fixture.tokens[caller], quizId);
    expect(codeOf(result, body), callers[caller]).toBe(outcomes[caller]);
    if (outcomes[caller] === 'allowed') expect(rowsOf(result.data)[1]).toEqual(['victim@acme.example', 'Acme Learner', '', '']);
    else expect(JSON.stringify(body)).not.toContain('victim@acme.example');
    expect(await tableChecksums(fx.db())).toEqual(before);
  });

  it.each([
    ['the owner’s READ_ONLY API token (a read)', 'ownerReadOnly', 'allowed'],
    ['the owner’s READ_WRITE API token', 'ownerReadWrite', 'allowed'],
    ['the holder’s READ_ONLY API token', 'holderReadOnly', 'forbidden'],
    ['the holder’s READ_WRITE API token', 'holderReadWrite', 'forbidden'],
  ] as const)('%s', async (_case, token, outcome) => {
    const { result, body } = await template(apiTokens[token], quizId);
    expect(codeOf(result, body)).toBe(outcome);
  });
});
