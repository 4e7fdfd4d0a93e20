// Draft and publish (issue 30, bullet 20; docs/decisions/quizEditor.md): a
// quiz the editor creates is hidden from learners until its owner publishes
// it, and saving a published quiz leaves learners on the published version
// until the owner publishes again. On the real server, through GraphQL, the
// legacy admin/ calls and every learner read path (user/* and GraphQL).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContent, quizFixtures, rightAnswers } from '../../testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let ownerToken: string;
let learner: { id: string; email: string; token: string };
const db = () => app.app.database.prisma;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  ownerToken = await app.adminToken('demo-owner', 'account');
  learner = await fx.learner();
});

afterAll(async () => {
  await app?.stop();
});

const DOCUMENT_FIELDS = 'quizId revision document publishedDocument publishedAt hasUnpublishedChanges answersCount attemptsInProgress';
const mutationOf = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) {
  __typename ... on AppError { code field } ... on Mutation${name[0].toUpperCase()}${name.slice(1)}Success { data { ${DOCUMENT_FIELDS} } } } }`;
const CREATE = mutationOf('createQuiz', 'CreateQuizInput');
const SAVE = mutationOf('saveQuiz', 'SaveQuizInput');
const PUBLISH = mutationOf('publishQuiz', 'PublishQuizInput');
const DUPLICATE = mutationOf('duplicateQuiz', 'DuplicateQuizInput');
const READ = `query($quizId: String!) { quizDocument(quizId: $quizId) { ... on QueryQuizDocumentSuccess { data { ${DOCUMENT_FIELDS} } } ... on AppError { code } } }`;

async function owner(query: string, input: Json): Promise<Json> {
  const { body } = await app.gql(query, { input }, ownerToken);
  const answer = Object.values(body.data ?? {})[0] as Json;
  if (!answer?.data) throw new Error(JSON.stringify(body));
  return answer.data;
}
const readDocument = async (quizId: string) => (await app.gql(READ, { quizId }, ownerToken)).body.data.quizDocument.data;

/** A quiz document as the editor sends it, with the first question's text given. */
function documentWith(name: string, firstQuestion: string, extra: Json = {}): Json {
  const [first, ...rest] = examContent.sections;
  return {
    id: '',
    name,
    version: 2,
    passGrade: 4,
    sections: [{ ...first, questions: [{ ...first.questions[0], text: firstQuestion }, ...first.questions.slice(1)] }, ...rest],
    ...extra,
  };
}

async function newProgram(name: string): Promise<string> {
  const { accountId, organizationId } = await fx.dev();
  return (await db().program.create({ data: { organizationId, accountId, name } })).id;
}

/** What the learner meets of the quiz: its item in the program tree (REST and GraphQL) and its first question when opened. */
async function learnerSees(quizId: string, programId: string) {
  const { accountId } = await fx.dev();
  const rest = (path: string, body: Json) => app.rest(`user/${path}`, { email: learner.email, org: 'dev', ...body }, learner.token);
  const tree = await rest('getUserProgramData', { accountId, programId });
  const restItems = JSON.stringify(tree.body.data ?? {});
  const gql = await app.gql(
    `query($program: ID!) { node(id: $program) { ... on Program { items { name itemType } } } }`,
    { program: encodeGlobalID('Program', programId) },
    learner.token,
  );
  const opened = await rest('takeQuiz', { quizId });
  return {
    inRestTree: restItems.includes(quizId),
    inGraphqlTree: ((gql.body.data?.node?.items ?? []) as { itemType: string }[]).some((item) => item.itemType === 'quiz'),
    opens: opened.status === 200 ? 'opens' : opened.body.data?.error,
    firstQuestion: (opened.body.data?.sections?.[0]?.questions?.[0]?.text as string | undefined) ?? null,
    itemName: ((gql.body.data?.node?.items ?? []) as { name: string; itemType: string }[]).find((item) => item.itemType === 'quiz')?.name ?? null,
  };
}

describe('a quiz the editor creates waits for its owner to publish it', () => {
  it('is in no learner path until published; then every path shows it', async () => {
    const programId = await newProgram('Drafts program');
    const created = await owner(CREATE, { document: documentWith('Unit test', 'First draft?'), programId });
    expect(created).toMatchObject({ publishedAt: null, publishedDocument: null, hasUnpublishedChanges: true, answersCount: 0, attemptsInProgress: 0 });
    expect(await learnerSees(created.quizId, programId)).toEqual({ inRestTree: false, inGraphqlTree: false, opens: 'notFound', firstQuestion: null, itemName: null });

    // saving before the first publication changes nothing for learners either
    const saved = await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('Unit test', 'Second draft?') });
    expect(saved).toMatchObject({ publishedAt: null, hasUnpublishedChanges: true });
    expect((await learnerSees(created.quizId, programId)).opens).toBe('notFound');

    const published = await owner(PUBLISH, { quizId: created.quizId, revision: saved.revision });
    expect(published).toMatchObject({ publishedAt: expect.any(String), hasUnpublishedChanges: false });
    expect(published.publishedDocument.sections[0].questions[0].text).toBe('Second draft?');
    expect(await learnerSees(created.quizId, programId)).toEqual({
      inRestTree: true,
      inGraphqlTree: true,
      opens: 'opens',
      firstQuestion: 'Second draft?',
      itemName: 'Unit test',
    });
  });

  it('with publish: true, learners see it at once', async () => {
    const programId = await newProgram('Published at once');
    const created = await owner(CREATE, { document: documentWith('At once', 'Live?'), programId, publish: true });
    expect(created).toMatchObject({ publishedAt: expect.any(String), hasUnpublishedChanges: false });
    expect(await learnerSees(created.quizId, programId)).toMatchObject({ inGraphqlTree: true, opens: 'opens', firstQuestion: 'Live?' });
  });
});

describe('saving a published quiz keeps learners on the published version', () => {
  it('the owner edits the draft while learners open the published quiz; publishing swaps them, item name included', async () => {
    const programId = await newProgram('Edited live');
    const created = await owner(CREATE, { document: documentWith('Version one', 'Old question?'), programId, publish: true });
    const drafted = await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('Version two', 'New question?') });
    expect(drafted).toMatchObject({ hasUnpublishedChanges: true, publishedAt: created.publishedAt });
    expect(drafted.document.sections[0].questions[0].text).toBe('New question?');
    expect(drafted.publishedDocument.sections[0].questions[0].text).toBe('Old question?');
    // the editor reopens on the draft
    expect((await readDocument(created.quizId)).document.name).toBe('Version two');
    expect(await learnerSees(created.quizId, programId)).toMatchObject({ opens: 'opens', firstQuestion: 'Old question?', itemName: 'Version one' });

    const published = await owner(PUBLISH, { quizId: created.quizId, revision: drafted.revision });
    expect(published).toMatchObject({ hasUnpublishedChanges: false, publishedDocument: { name: 'Version two' } });
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.publishedAt).getTime());
    expect(await learnerSees(created.quizId, programId)).toMatchObject({ opens: 'opens', firstQuestion: 'New question?', itemName: 'Version two' });
    expect((await db().quiz.findUniqueOrThrow({ where: { id: created.quizId } })).draft).toBeNull();
  });

  it('saveQuiz with publish: true saves and publishes in one step', async () => {
    const programId = await newProgram('One step');
    const created = await owner(CREATE, { document: documentWith('One step', 'Before?'), programId, publish: true });
    const saved = await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('One step', 'After?'), publish: true });
    expect(saved).toMatchObject({ hasUnpublishedChanges: false });
    expect((await learnerSees(created.quizId, programId)).firstQuestion).toBe('After?');
  });

  it('grades a submission against the published version, not the draft', async () => {
    const programId = await newProgram('Graded live');
    const created = await owner(CREATE, { document: documentWith('Graded', 'Capital?'), programId, publish: true });
    // the draft makes q1 worth 10 points; learners are still on 2
    const heavy = documentWith('Graded', 'Capital?');
    heavy.sections[0].questions[0].weight = 10;
    await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: heavy });
    const taker = await fx.learner('Draft taker');
    const rest = (path: string, body: Json) => app.rest(`user/${path}`, { email: taker.email, org: 'dev', ...body }, taker.token);
    expect((await rest('takeQuiz', { quizId: created.quizId })).status).toBe(200);
    const submitted = await rest('submitQuiz', { quizId: created.quizId, answers: rightAnswers });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const submission = await db().submission.findFirstOrThrow({ where: { quizId: created.quizId, learnerId: taker.id } });
    // 2 + 1 + 1 + 2 as published; the draft's 10 points for q1 would make it 14
    expect(submission.result).toBe(6);
  });

  it('counts the learners who started and have not submitted, for the publish dialog', async () => {
    const programId = await newProgram('In progress');
    const created = await owner(CREATE, { document: documentWith('In progress', 'Started?'), programId, publish: true });
    const taker = await fx.learner('Starter');
    const opened = await app.rest('user/takeQuiz', { email: taker.email, org: 'dev', quizId: created.quizId }, taker.token);
    expect(opened.status).toBe(200);
    expect(await readDocument(created.quizId)).toMatchObject({ attemptsInProgress: 1, answersCount: 0 });
  });
});

describe('publishQuiz', () => {
  it('refuses a revision the quiz has moved past (staleRevision) and publishes nothing', async () => {
    const created = await owner(CREATE, { document: documentWith('Stale', 'One?') });
    await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('Stale', 'Two?') });
    const { body } = await app.gql(PUBLISH, { input: { quizId: created.quizId, revision: created.revision } }, ownerToken);
    expect(body.data.publishQuiz).toEqual({ __typename: 'AppError', code: 'staleRevision', field: 'revision' });
    expect((await db().quiz.findUniqueOrThrow({ where: { id: created.quizId } })).publishedAt).toBeNull();
  });

  it('leaves a published quiz without a draft as it is: no write, the same revision', async () => {
    const created = await owner(CREATE, { document: documentWith('Nothing new', 'Same?'), publish: true });
    const before = await db().quiz.findUniqueOrThrow({ where: { id: created.quizId } });
    const again = await owner(PUBLISH, { quizId: created.quizId, revision: created.revision });
    const after = await db().quiz.findUniqueOrThrow({ where: { id: created.quizId } });
    expect(again.revision).toBe(created.revision);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.publishedAt).toEqual(before.publishedAt);
  });

  it('checks the draft again: a prerequisite deleted since the draft was saved is dropped, not published', async () => {
    const gate = await owner(CREATE, { document: documentWith('Gate', 'Gate?'), publish: true });
    const created = await owner(CREATE, { document: documentWith('Gated', 'Gated?'), publish: true });
    await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('Gated', 'Gated?', { prerequisites: [gate.quizId] }) });
    await db().quiz.delete({ where: { id: gate.quizId } });
    const published = await owner(PUBLISH, { quizId: created.quizId, revision: created.revision + 1 });
    expect(published.publishedDocument.prerequisites).toEqual([]);
  });
});

describe('copies and the legacy client', () => {
  it('duplicateQuiz copies what the editor shows (the draft) and the copy starts unpublished', async () => {
    const created = await owner(CREATE, { document: documentWith('Source', 'Published text?'), publish: true });
    await owner(SAVE, { quizId: created.quizId, revision: created.revision, document: documentWith('Source', 'Draft text?') });
    const copy = await owner(DUPLICATE, { quizId: created.quizId, name: 'Source copy' });
    expect(copy.document.sections[0].questions[0].text).toBe('Draft text?');
    expect(copy).toMatchObject({ publishedAt: null, hasUnpublishedChanges: true });
  });

  it('admin/addQuiz and admin/updateQuiz publish at once: the old client has no publish step', async () => {
    const programId = await newProgram('Legacy');
    const added = await app.rest('admin/addQuiz', { quiz: documentWith('Legacy quiz', 'Legacy one?'), programId }, ownerToken);
    const quizId = added.body.data as string;
    expect(await learnerSees(quizId, programId)).toMatchObject({ opens: 'opens', firstQuestion: 'Legacy one?' });
    const { revision } = await db().quiz.findUniqueOrThrow({ where: { id: quizId } });
    const updated = await app.rest('admin/updateQuiz', { quiz: { ...documentWith('Legacy quiz', 'Legacy two?'), _id: quizId, revision } }, ownerToken);
    expect(updated.body.data).toBe(true);
    expect(await learnerSees(quizId, programId)).toMatchObject({ opens: 'opens', firstQuestion: 'Legacy two?' });
    expect((await db().quiz.findUniqueOrThrow({ where: { id: quizId } })).draft).toBeNull();
  });
});

describe('the other learner paths that list or use a quiz', () => {
  it('user/getUserResults lists a quiz of the learner\'s program only once it is published', async () => {
    const programId = await newProgram('Results of drafts');
    const created = await owner(CREATE, { document: documentWith('Listed later', 'Listed?'), programId });
    const { accountId } = await fx.dev();
    const listed = async () => {
      const { body } = await app.rest('user/getUserResults', { email: learner.email, org: 'dev', level: 'account', accountId }, learner.token);
      return (body.data.quizzes as { quizId: string }[]).some((quiz) => quiz.quizId === created.quizId);
    };
    expect(await listed()).toBe(false);
    await owner(PUBLISH, { quizId: created.quizId, revision: created.revision });
    expect(await listed()).toBe(true);
  });

  it('a registration form its owner has not published is not offered and registers no one (registrationClosed)', async () => {
    const form = await owner(CREATE, {
      document: { id: '', name: 'Join us', version: 2, passGrade: 0, isForm: true, sections: [{ id: 's1', name: 'You', questions: [{ id: 'why', type: 1, text: 'Why?', weight: 0 }] }] },
      asRegistrationForm: true,
    });
    const { accountId } = await fx.dev();
    await db().account.update({ where: { id: accountId }, data: { useRegForm: true } });
    const offered = async () => {
      const home = await app.rest('user/getUserData', { email: learner.email, org: 'dev' }, learner.token);
      const gql = await app.gql('{ viewer { learner { availableDomains { id registrationForm } } } }', {}, learner.token);
      return {
        rest: (home.body.data.availableAccounts as { id: string }[]).some((account) => account.id === accountId),
        graphql: (gql.body.data.viewer.learner.availableDomains as { id: string }[]).some((domain) => domain.id === encodeGlobalID('Domain', accountId)),
      };
    };
    try {
      const register = () => app.rest('user/registerUserToAccount', { email: learner.email, accountId, answers: { why: { textAnswer: 'To learn' } } }, learner.token);
      expect(await register()).toMatchObject({ status: 400, body: { data: { error: 'registrationClosed' } } });
      expect(await offered()).toEqual({ rest: false, graphql: false });
      await owner(PUBLISH, { quizId: form.quizId, revision: form.revision });
      expect(await offered()).toEqual({ rest: true, graphql: true });
      expect((await register()).body.data.error).not.toBe('registrationClosed');
    } finally {
      await db().account.update({ where: { id: accountId }, data: { useRegForm: false, regFormId: null } });
    }
  });
});
