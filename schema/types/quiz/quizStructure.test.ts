// The typed Quiz over the real server: its account's owner reads every
// question type field by field, keys and settings included; a learner who
// may open the quiz reads the same quiz without a single answer key, through
// node(id:) and quiz(id:) alike; staff who do not own it, another
// organisation and anonymous callers read nothing.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';
import { everyQuestionType, KEY_MARK } from './quizStructureFixtures.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;
let owner: string;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
  owner = await app.adminToken('demo-owner', 'account');
});

afterAll(async () => {
  await app?.stop();
});

const STRUCTURE = `
  fragment Structure on Quiz {
    id name version isForm allowedTime showResult editableAnswers specialCharsReduction attachments { name url }
    settings { passGrade maxGrade isActive isPrivate prerequisites trackIds publishedAt passUrls { url active } }
    sections {
      key name
      questions {
        __typename key questionType text weight maxScore clarification isOptional
        ... on SingleChoiceQuestion { choices correctChoice }
        ... on WritingQuestion { acceptedAnswers isManuallyGraded isDate validationRegex regexContains regexGlobal }
        ... on CompleteSpacesQuestion { parts { __typename ... on CompleteSpacesText { text } ... on CompleteSpacesBlank { size acceptedAnswers } } }
        ... on MultipleAnswerQuestion { choices correctChoices }
        ... on CheckboxQuestion { choices isOriginalCheckbox }
        ... on CourseLinkQuestion { choices courseLinks correctChoices }
        ... on CountryRegionQuestion { showRegion }
      }
    }
  }`;
const BY_NODE = `query($id: ID!) { node(id: $id) { __typename ...Structure } } ${STRUCTURE}`;
const BY_QUIZ = `query($id: ID!) { quiz(id: $id) { ... on QueryQuizSuccess { data { ...Structure } } ... on AppError { code } } } ${STRUCTURE}`;

async function read(document: string, id: string, token?: string): Promise<Json> {
  const { status, body } = await app.gql(document, { id }, token);
  expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  return body.data;
}

const questionsOf = (quiz: Json): Json[] => quiz.sections.flatMap((section: Json) => section.questions);

describe('the typed quiz', () => {
  it("gives its account's owner every question type, field by field, keys and settings included", async () => {
    const quiz = await fx.quiz({ showResult: true, passUrls: [{ id: 'p1', url: 'https://pass.example', active: true }] }, everyQuestionType);
    const id = encodeGlobalID('Quiz', quiz.id);
    const { node } = await read(BY_NODE, id, owner);
    expect(node).toMatchObject({ __typename: 'Quiz', id, name: quiz.name, version: 2, specialCharsReduction: 'Full' });
    expect(node.settings).toMatchObject({ passGrade: 4, isActive: true, passUrls: [{ url: 'https://pass.example', active: true }] });
    expect(node.sections.map((section: Json) => [section.key, section.name])).toEqual([
      ['s1', 'Choices'],
      ['s2', 'Writing'],
    ]);
    expect(questionsOf(node)).toEqual([
      {
        __typename: 'SingleChoiceQuestion', key: 'single', questionType: 'singleChoice', text: 'Capital?', weight: 2, maxScore: 2,
        clarification: `${KEY_MARK}clarification`, isOptional: false, choices: ['Alexandria', 'Cairo'], correctChoice: 2,
      },
      {
        __typename: 'MultipleAnswerQuestion', key: 'multiple', questionType: 'multipleAnswer', text: 'Primes?', weight: 1, maxScore: 1,
        clarification: null, isOptional: false, choices: ['2', '4', '7'], correctChoices: [true, false, true],
      },
      {
        __typename: 'CheckboxQuestion', key: 'checkbox', questionType: 'checkbox', text: 'Agree?', weight: 1, maxScore: 1,
        clarification: null, isOptional: false, choices: [], isOriginalCheckbox: true,
      },
      {
        __typename: 'CourseLinkQuestion', key: 'course', questionType: 'courseLink', text: 'Which course?', weight: 1, maxScore: 1,
        clarification: null, isOptional: false, choices: ['A', 'B'], courseLinks: [`${KEY_MARK}course-a`, `${KEY_MARK}course-b`], correctChoices: [false, true],
      },
      {
        __typename: 'WritingQuestion', key: 'writing', questionType: 'writing', text: 'Colour?', weight: 1, maxScore: 1, clarification: null, isOptional: false,
        acceptedAnswers: [`${KEY_MARK}green`], isManuallyGraded: false, isDate: false, validationRegex: '^[a-z-]+$', regexContains: true, regexGlobal: null,
      },
      {
        __typename: 'CompleteSpacesQuestion', key: 'spaces', questionType: 'completeSpaces', text: 'Fill in', weight: 1, maxScore: 2, clarification: null, isOptional: false,
        parts: [
          { __typename: 'CompleteSpacesText', text: 'The sun is a' },
          { __typename: 'CompleteSpacesBlank', size: 'md', acceptedAnswers: [`${KEY_MARK}star`] },
          { __typename: 'CompleteSpacesText', text: 'and the moon a' },
          { __typename: 'CompleteSpacesBlank', size: null, acceptedAnswers: [`${KEY_MARK}satellite`] },
        ],
      },
      { __typename: 'FileUploadQuestion', key: 'file', questionType: 'fileUpload', text: 'Upload', weight: 0, maxScore: 0, clarification: null, isOptional: true },
      { __typename: 'InfoQuestion', key: 'info', questionType: 'info', text: 'Thanks', weight: 0, maxScore: 0, clarification: `${KEY_MARK}info`, isOptional: false },
      { __typename: 'CountryRegionQuestion', key: 'country', questionType: 'countryRegion', text: 'Where?', weight: 0, maxScore: 0, clarification: null, isOptional: false, showRegion: true },
    ]);
    const { __typename: _typename, ...structure } = node;
    expect((await read(BY_QUIZ, id, owner)).quiz.data).toEqual(structure);
  });

  it('gives a learner who may open it the quiz screen’s view: no answer key anywhere in the answer, no settings', async () => {
    const quiz = await fx.quiz({ showResult: true }, everyQuestionType);
    const learner = await fx.learner();
    const id = encodeGlobalID('Quiz', quiz.id);
    for (const [document, pick] of [
      [BY_NODE, (data: Json) => data.node],
      [BY_QUIZ, (data: Json) => data.quiz.data],
    ] as const) {
      const data = await read(document, id, learner.token);
      expect(JSON.stringify(data)).not.toContain(KEY_MARK);
      const quizRead = pick(data);
      expect(quizRead.settings).toBeNull();
      const byKey = Object.fromEntries(questionsOf(quizRead).map((question: Json) => [question.key, question]));
      expect(Object.keys(byKey)).toEqual(['single', 'multiple', 'checkbox', 'course', 'writing', 'spaces', 'file', 'info', 'country']);
      expect(byKey.single).toMatchObject({ choices: ['Alexandria', 'Cairo'], correctChoice: null, clarification: null });
      expect(byKey.multiple).toMatchObject({ choices: ['2', '4', '7'], correctChoices: null });
      expect(byKey.course).toMatchObject({ choices: ['A', 'B'], courseLinks: null, correctChoices: null });
      expect(byKey.writing).toMatchObject({ acceptedAnswers: null, isManuallyGraded: null, validationRegex: '^[a-z-]+$' });
      expect(byKey.spaces.parts.filter((part: Json) => part.__typename === 'CompleteSpacesBlank')).toEqual([
        { __typename: 'CompleteSpacesBlank', size: 'md', acceptedAnswers: [] },
        { __typename: 'CompleteSpacesBlank', size: null, acceptedAnswers: [] },
      ]);
    }
  });

  it('answers a learner the quiz access rule’s code, and node(id:) nothing, for a quiz they may not open', async () => {
    const learner = await fx.learner();
    const cases = [
      [await fx.quiz({ isPrivate: true }, everyQuestionType), 'userNotRegistered'],
      [await fx.quiz({ isActive: false }, everyQuestionType), 'quizNotActive'],
      [await fx.quiz({ publishedAt: null }, everyQuestionType), 'notFound'],
      [await fx.quiz({}, everyQuestionType, { placed: false }), 'notFound'],
    ] as const;
    for (const [quiz, code] of cases) {
      const id = encodeGlobalID('Quiz', quiz.id);
      expect((await read(BY_QUIZ, id, learner.token)).quiz).toEqual({ code });
      expect((await read(BY_NODE, id, learner.token)).node).toBeNull();
    }
  });

  it('gives nothing to staff who do not own the quiz, another organisation or an anonymous caller', async () => {
    const quiz = await fx.quiz({}, everyQuestionType);
    const id = encodeGlobalID('Quiz', quiz.id);
    const other = await otherOrganizationOwner();
    const callers = [
      [undefined, 'unauthenticated'],
      [await app.adminToken('demo-org', 'org'), 'forbidden'],
      [await app.adminToken('platform-admin', 'admin'), 'forbidden'],
      [other, 'notFound'],
    ] as const;
    for (const [token, code] of callers) {
      expect((await read(BY_QUIZ, id, token)).quiz).toEqual({ code });
      expect((await read(BY_NODE, id, token)).node).toBeNull();
    }
  });

  it('reads as nothing once deleted, and refuses an id of another type', async () => {
    const quiz = await fx.quiz({ deletedAt: new Date() }, everyQuestionType);
    expect((await read(BY_QUIZ, encodeGlobalID('Quiz', quiz.id), owner)).quiz).toEqual({ code: 'notFound' });
    expect((await read(BY_QUIZ, encodeGlobalID('Program', quiz.id), owner)).quiz).toEqual({ code: 'notFound' });
  });

  it("is reached from the owner's quiz list, editor and results", async () => {
    const quiz = await fx.quiz({}, everyQuestionType);
    const id = encodeGlobalID('Quiz', quiz.id);
    const { status, body } = await app.gql(
      `query($quizId: String!, $id: ID!) {
        viewer { account { quizzes { quizId quiz { id } } } }
        quizDocument(quizId: $quizId) { ... on QueryQuizDocumentSuccess { data { quiz { id questions { key } } } } }
        quizResults(quizId: $id) { ... on QueryQuizResultsSuccess { data { quiz { id settings { passGrade } } } } }
      }`,
      { quizId: quiz.id, id },
      owner,
    );
    expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    expect(body.data.viewer.account.quizzes).toContainEqual({ quizId: quiz.id, quiz: { id } });
    expect(body.data.quizDocument.data.quiz).toEqual({ id, questions: expect.arrayContaining([{ key: 'single' }]) });
    expect(body.data.quizResults.data.quiz).toEqual({ id, settings: { passGrade: 4 } });
  });
});

/** The owner of an account of a second organisation. */
async function otherOrganizationOwner(): Promise<string> {
  const prisma = fx.db();
  const { passwordHash } = await prisma.adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } });
  const org = await prisma.organization.create({ data: { alias: 'typed-other', name: 'Other' } });
  const account = await prisma.account.create({ data: { organizationId: org.id, alias: 'Other Account' } });
  await prisma.adminIdentity.create({ data: { role: 'ACCOUNT_OWNER', username: 'typed-other-owner', passwordHash, organizationId: org.id, accountId: account.id } });
  return app.adminToken('typed-other-owner', 'account');
}
