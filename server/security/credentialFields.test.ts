// An API token never receives a credential (docs/decisions.md, "API tokens and
// credentials"): every GraphQL field that answers a session, an API token or a
// reset link, or changes where reset links are mailed, is refused to every
// token scope (the owner's and the holder's, read-only and read-write) with
// apiTokenNotAllowed and changes nothing; signed-in people keep them. The
// attack of issue 30 (a holder's token resets an owner's password) is one row.
import { buildSchema, getIntrospectionQuery, type GraphQLSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../schema/index.ts';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../testing/testApp.ts';
import { overWebSocket } from '../testing/webSocket.ts';
import { CREDENTIAL_FIELDS, credentialRootFields } from './credentialFields.ts';
import { loadPersistedOperations } from './persistedOperations.ts';

let app: TestApp;
const sessions = { owner: '', holder: '' };
const apiTokens: Record<string, string> = {};
let accountId = '';
const db = () => app.app.database.prisma;

const TOKEN_SCOPES = [
  ["the account owner's READ_ONLY token", 'owner', 'READ_ONLY'],
  ["the account owner's READ_WRITE token", 'owner', 'READ_WRITE'],
  ["the organisation holder's READ_ONLY token", 'holder', 'READ_ONLY'],
  ["the organisation holder's READ_WRITE token", 'holder', 'READ_WRITE'],
] as const;

beforeAll(async () => {
  app = await startTestApp();
  sessions.owner = await app.adminToken('demo-owner', 'account');
  sessions.holder = await app.adminToken('demo-org', 'org');
  accountId = Buffer.from(`Account:${(await db().adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' } })).accountId}`).toString('base64');
  for (const [name, creator, scope] of TOKEN_SCOPES) {
    const { body } = await app.gql(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on MutationCreateApiTokenSuccess { data { secret } } } }',
      { input: { name, scope, expiresInDays: 30 } },
      sessions[creator],
    );
    apiTokens[name] = body.data.createApiToken.data.secret;
  }
});

afterAll(async () => {
  await app?.stop();
});

/** Each field an API token may not select: an operation using it, who may run it, and how its success reads. */
const CREDENTIAL_OPERATIONS: Record<string, { document: string; variables: () => Json; signedIn: 'owner' | 'holder' | null; answers: (data: Json) => unknown }> = {
  'Mutation.createPasswordResetLink': {
    document: `mutation ($input: CreatePasswordResetLinkInput!) {
      createPasswordResetLink(input: $input) { __typename ... on AppError { code } ... on MutationCreatePasswordResetLinkSuccess { data { token path } } }
    }`,
    variables: () => ({ input: { accountId } }),
    signedIn: 'holder',
    answers: (data) => data.createPasswordResetLink.data.token,
  },
  'Mutation.createApiToken': {
    document: `mutation ($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { __typename ... on AppError { code } ... on MutationCreateApiTokenSuccess { data { secret } } }
    }`,
    variables: () => ({ input: { name: 'Minted', scope: 'READ_WRITE', expiresInDays: 365 } }),
    signedIn: 'owner',
    answers: (data) => data.createApiToken.data.secret,
  },
  'Mutation.adminSignIn': {
    document: `mutation ($input: AdminSignInInput!) {
      adminSignIn(input: $input) { __typename ... on AppError { code } ... on MutationAdminSignInSuccess { data { token } } }
    }`,
    variables: () => ({ input: { username: 'demo-owner', password: TEST_PASSWORD, level: 'account' } }),
    signedIn: null,
    answers: (data) => data.adminSignIn.data.token,
  },
  'Mutation.learnerSignIn': {
    document: `mutation ($input: LearnerSignInInput!) {
      learnerSignIn(input: $input) { __typename ... on AppError { code } ... on MutationLearnerSignInSuccess { data { token } } }
    }`,
    variables: () => ({ input: { email: 'learner@example.com' } }),
    signedIn: null,
    answers: (data) => data.learnerSignIn.data.token,
  },
  'Mutation.registerLearner': {
    document: `mutation ($input: RegisterLearnerInput!) {
      registerLearner(input: $input) { __typename ... on AppError { code } ... on MutationRegisterLearnerSuccess { data { token } } }
    }`,
    variables: () => {
      const email = `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
      return { input: { email, repeatEmail: email, name: 'New', dateOfBirth: '2000-01-01', privacyPolicyAccepted: true, termsAccepted: true } };
    },
    signedIn: null,
    answers: (data) => data.registerLearner.data.token,
  },
  'Mutation.updateAccountEmail': {
    document: `mutation ($input: UpdateAccountEmailInput!) {
      updateAccountEmail(input: $input) { __typename ... on AppError { code } }
    }`,
    variables: () => ({ input: { accountId, email: `owner-${Math.random().toString(36).slice(2, 8)}@example.com` } }),
    signedIn: 'holder',
    answers: (data) => data.updateAccountEmail.__typename === 'MutationUpdateAccountEmailSuccess',
  },
};

/** What a refused request must leave as it was. */
async function credentialState() {
  const owner = await db().adminIdentity.findUniqueOrThrow({ where: { username: 'demo-owner' }, select: { email: true, passwordHash: true } });
  return {
    owner,
    resetTokens: await db().passwordResetToken.count(),
    sessions: await db().session.count(),
    apiTokens: await db().apiToken.count(),
    learners: await db().learner.count(),
  };
}

const codesOf = (body: Json): string[] => (body.errors ?? []).map((error: Json) => error.extensions?.code);

describe('which fields are credentials', () => {
  it('every root field whose answer reaches a credential, or changes where one is mailed, is refused to API tokens and tested here', () => {
    expect([...credentialRootFields(getSchema())].sort()).toEqual(Object.keys(CREDENTIAL_OPERATIONS).sort());
  });

  // A new field named like a secret fails here until it is called a credential or shown not to be one.
  const NOT_CREDENTIALS: Record<string, string> = {
    'CertificateFile.path': "a file's name in the account's certificate folder",
    'CertificateKeyword.keyword': "a placeholder of the account's certificate template",
    // the typed quiz (issue 31): a question's and a section's key is its id inside the quiz document, which answers name
    'CheckboxQuestion.key': "a question's id inside its quiz",
    'CompleteSpacesQuestion.key': "a question's id inside its quiz",
    'CountryRegionQuestion.key': "a question's id inside its quiz",
    'CourseLinkQuestion.key': "a question's id inside its quiz",
    'FileUploadQuestion.key': "a question's id inside its quiz",
    'InfoQuestion.key': "a question's id inside its quiz",
    'MultipleAnswerQuestion.key': "a question's id inside its quiz",
    'SingleChoiceQuestion.key': "a question's id inside its quiz",
    'WritingQuestion.key': "a question's id inside its quiz",
    'QuizSection.key': "a section's id inside its quiz",
    'CheckedChoicesAnswer.questionKey': "the id inside the quiz of the question answered",
    'ChoiceAnswer.questionKey': "the id inside the quiz of the question answered",
    'CountryRegionAnswer.questionKey': "the id inside the quiz of the question answered",
    'FileAnswer.questionKey': "the id inside the quiz of the question answered",
    'SpacesAnswer.questionKey': "the id inside the quiz of the question answered",
    'TextAnswer.questionKey': "the id inside the quiz of the question answered",
    'QuizExpression.code': "the owner's grading expression over other quizzes' passing (quizExpression), not a secret",
  };
  it('every text field named like a secret (token, secret, password, code, key, path) is a credential or explained as not one', () => {
    const schema: GraphQLSchema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));
    const named = Object.values(schema.getTypeMap())
      .filter((type) => !type.name.startsWith('__') && 'getFields' in type && !('getValues' in type) && type.astNode?.kind === 'ObjectTypeDefinition')
      .flatMap((type) =>
        Object.entries((type as { getFields(): Record<string, { type: unknown }> }).getFields())
          .filter(([name, field]) => /token|secret|password|code|key|path/i.test(name) && /^String/.test(String(field.type)))
          .map(([name]) => `${type.name}.${name}`),
      );
    expect(named.filter((field) => !CREDENTIAL_FIELDS.includes(field) && !(field in NOT_CREDENTIALS)).sort()).toEqual([]);
    expect([...CREDENTIAL_FIELDS, ...Object.keys(NOT_CREDENTIALS)].filter((field) => !named.includes(field))).toEqual([]);
  });
});

describe.each(Object.entries(CREDENTIAL_OPERATIONS))('%s', (_field, operation) => {
  it.each(TOKEN_SCOPES)('%s: 403 apiTokenNotAllowed, nothing made or changed', async (name) => {
    const before = await credentialState();
    const { status, body } = await app.gql(operation.document, operation.variables(), apiTokens[name]);
    expect(body.data ?? null).toBeNull();
    expect(codesOf(body)).toEqual(['apiTokenNotAllowed']);
    expect(status).toBe(403);
    expect(await credentialState()).toEqual(before);
  });

  it(`still answers ${operation.signedIn ? `the signed-in ${operation.signedIn}` : 'a caller without a token'}`, async () => {
    const { body } = await app.gql(operation.document, operation.variables(), operation.signedIn ? sessions[operation.signedIn] : undefined);
    expect(body.errors).toBeUndefined();
    expect(operation.answers(body.data)).toBeTruthy();
  });
});

describe('a token cannot get around the refusal', () => {
  const holderWriter = () => apiTokens["the organisation holder's READ_WRITE token"];
  const reset = CREDENTIAL_OPERATIONS['Mutation.createPasswordResetLink'];

  it('under an alias, through a fragment, or beside an allowed field', async () => {
    const documents = [
      'mutation ($input: CreatePasswordResetLinkInput!) { mine: createPasswordResetLink(input: $input) { __typename } }',
      'mutation ($input: CreatePasswordResetLinkInput!) { ...Link } fragment Link on Mutation { createPasswordResetLink(input: $input) { __typename } }',
      'mutation ($input: CreatePasswordResetLinkInput!) { ... on Mutation { createPasswordResetLink(input: $input) { __typename } } signOut { signedOut } }',
    ];
    for (const document of documents) {
      const before = await credentialState();
      const { body } = await app.gql(document, reset.variables(), holderWriter());
      expect(codesOf(body)).toEqual(['apiTokenNotAllowed']);
      expect(await credentialState()).toEqual(before);
    }
  });

  it("as the web client's persisted operation", async () => {
    const [id] = [...loadPersistedOperations()].find(([, document]) =>
      document.definitions.some((definition) => 'name' in definition && definition.name?.value === 'CreatePasswordResetLinkMutation'),
    )!;
    const response = await app.post(
      '/graphql',
      { variables: reset.variables(), extensions: { persistedQuery: { version: 1, sha256Hash: id } } },
      { authorization: `Bearer ${holderWriter()}` },
    );
    expect(codesOf(response.body)).toEqual(['apiTokenNotAllowed']);
  });

  it.each(TOKEN_SCOPES)('over WebSocket, with %s', async (name) => {
    const before = await credentialState();
    const result = await overWebSocket(app.url, { query: reset.document, variables: reset.variables() }, { authorization: `Bearer ${apiTokens[name]}` });
    expect(codesOf(result)).toEqual(['apiTokenNotAllowed']);
    expect(await credentialState()).toEqual(before);
  });

  it("issue 30's takeover ends at the first step: the owner keeps their password and no new token is made", async () => {
    const before = await credentialState();
    const link = await app.gql(reset.document, reset.variables(), holderWriter());
    expect(codesOf(link.body)).toEqual(['apiTokenNotAllowed']);
    // the REST facade takes no API token at all: admin/addSession (a reset link by username) is 401
    expect(await app.rest('admin/addSession', { username: 'demo-owner' }, holderWriter())).toEqual({ status: 401, body: { data: { error: 'unauthenticated' } } });
    expect(await credentialState()).toEqual(before);
    expect((await app.rest('admin/accountLogin', { username: 'demo-owner', password: TEST_PASSWORD, level: 'account' })).status).toBe(200);
  });

  it('reads and introspection stay open to tokens', async () => {
    const { body } = await app.gql(getIntrospectionQuery(), {}, apiTokens["the account owner's READ_ONLY token"]);
    expect(body.data.__schema.types.length).toBeGreaterThan(0);
    expect((await app.gql('{ viewer { role } }', {}, holderWriter())).body.data.viewer.role).toBe('ORG_HOLDER');
  });
});
