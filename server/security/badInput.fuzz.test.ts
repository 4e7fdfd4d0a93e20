// Generated bad input against the real server: every REST path of the route
// tables (so paths added later are covered), /upload, every GraphQL mutation
// and the queries with arguments, as each role; and malformed percent-escapes
// in the path of every address answered to GET. The answer must be a coded
// 4xx (never a 5xx, never "Unexpected error.", never an error without a
// code), and no table may change (md5 of every table before and after each
// path). BAD_INPUT_RUNS sets the requests per path (default 40), BAD_INPUT_SEED
// replays a run; the seed is printed on failure.
import { request } from 'node:http';
import fc from 'fast-check';
import type { GraphQLEnumType, GraphQLField, GraphQLInputObjectType, GraphQLInputType, GraphQLList, GraphQLNonNull, GraphQLOutputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../schema/index.ts';
import { landingTemplateSchema } from '../../domain/organization/landingTemplate.ts';
import { adminRoutes, userRoutes } from '../rest/routes.ts';
import { isStepUpAction } from '../services/stepUp/stepUpCodes.ts';
import { startTestApp, type Json, type TestApp } from '../testing/testApp.ts';
import { tableChecksums } from '../testing/tableChecksums.ts';
import { badProgramItems, badQuizDocument, badString, badValue, Deep, malformedPath, missingId, poisonValue, toJsonText, type ValueOptions } from './badInputArbitraries.ts';

const RUNS = Number(process.env.BAD_INPUT_RUNS || 40);
const SEED = Number(process.env.BAD_INPUT_SEED || Date.now() % 2 ** 31);

// No input to get wrong: any call ends the caller's session.
const WITHOUT_INPUT = new Set(['admin/accountLogout', 'signOut']);
// Paths that could accept a plausible text (a name, a property) and change data: they get none.
const TEXT_FREE = new Set([
  'user/setUserInfo',
  'admin/addProgram',
  'admin/addQuiz',
  'admin/setAccountProperty',
  'createProgram',
  'createQuiz',
  'duplicateQuiz',
  'registerLearner',
  'updateLearnerDetails',
  'setAccountProperty',
  // an organisation's messages and landing HTML take any text (HTML is sanitised, not refused)
  'admin/setOrgProperty',
  // a plausible e-mail is a valid request for a sign-in code: with verified sign-in on it issues a code (a row) and queues a mail
  'user/requestSignInCode',
  'requestSignInCode',
  'setOrganizationProperty',
  // any plausible name makes a valid token
  'createApiToken',
  // any text is a valid question to the course assistant, and each one is counted (AssistantQuestion)
  'chat',
  'askAssistant',
  // a plausible subject and description of a known type is a valid ticket, from anyone (seed 465911764 made one)
  'user/submitTicket',
  'submitTicket',
  // any subject and message is a valid test mail to the sender themselves (seed 606312254 made one)
  'sendBulkEmailTest',
]);

const ROLES = ['anonymous', 'learner', 'owner', 'holder', 'platform'] as const;
type Role = (typeof ROLES)[number];

let app: TestApp;
const tokens: Partial<Record<Role, string>> = {};
let real = { quizId: '', quizRevision: 0, programId: '', programRevision: 0 };
let before: Record<string, string>;
let requests = 0;

beforeAll(async () => {
  app = await startTestApp();
  tokens.learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  tokens.owner = await app.adminToken('demo-owner', 'account');
  tokens.holder = await app.adminToken('demo-org', 'org');
  tokens.platform = await app.adminToken('platform-admin', 'admin');
  const { prisma } = app.app.database;
  const owner = await prisma.adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  const quiz = await prisma.quiz.findFirstOrThrow({ where: { accountId: owner.accountId!, deletedAt: null }, orderBy: { id: 'asc' } });
  const program = await prisma.program.findFirstOrThrow({ where: { accountId: owner.accountId! }, orderBy: { id: 'asc' } });
  real = { quizId: quiz.id, quizRevision: quiz.revision, programId: program.id, programRevision: program.revision };
  before = await tableChecksums(prisma);
});

afterAll(async () => {
  console.log(`bad-input test: ${requests} requests, seed ${SEED}`);
  await app?.stop();
});

const role = fc.constantFrom(...ROLES);
const options = (name: string): ValueOptions => ({ plausibleText: !TEXT_FREE.has(name) });

/** A 4xx answer must carry its code; a 5xx is a failure whatever it says. */
function expectCodedRefusal(label: string, status: number, body: Json) {
  expect(status, `${label} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400 && status !== 413 && status !== 405) {
    expect(typeof body?.data?.error === 'string' || Array.isArray(body?.errors), `${label}: ${JSON.stringify(body).slice(0, 300)}`).toBe(true);
  }
}

function expectNoUnexpectedGraphQLError(label: string, status: number, body: Json) {
  expect(status, `${label} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBeLessThan(500);
  for (const error of (body?.errors ?? []) as { message: string; extensions?: { code?: unknown } }[]) {
    expect(error.message, label).not.toBe('Unexpected error.');
    expect(typeof error.extensions?.code, `${label}: an error without a code: ${error.message.slice(0, 200)}`).toBe('string');
  }
}

async function send(path: string, text: string, who: Role) {
  requests += 1;
  const response = await fetch(`${app.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: text,
  });
  const raw = await response.text();
  let body: Json = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // left as text
  }
  return { status: response.status, body };
}

/** The tables whose rows differ from the last check; the next path is compared with the state it found. */
async function changedTables(): Promise<string[]> {
  const after = await tableChecksums(app.app.database.prisma);
  const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
  before = after;
  return changed;
}

async function check<T>(label: string, index: number, property: fc.IAsyncProperty<[Role, T]>) {
  try {
    await fc.assert(property, { numRuns: RUNS, seed: SEED + index, endOnFailure: !process.env.BAD_INPUT_SHRINK });
  } catch (error) {
    console.error(`bad-input failure on ${label}; replay with BAD_INPUT_SEED=${SEED}`);
    await changedTables();
    throw error;
  }
  expect(await changedTables(), `${label} changed these tables (seed ${SEED})`).toEqual([]);
}

// ------------------------------------------------------------------ REST

const REST_FIELDS = [
  'email', 'username', 'password', 'level', 'alias', 'hostname', 'accountId', 'accountIds', 'account', 'programId',
  'itemId', 'value', 'quizId', 'attemptId', 'seq', 'answers', 'log', 'submitKey', 'quiz', 'program', 'folderId',
  'regForm', 'confirmSubmissions', 'fileUrl', 'property', 'name', 'telegram', 'repeatEmail', 'dateOfBirth',
  'privacyPolicyAccepted', 'termsAccepted', 'org', 'fileName', 'examinees', 'entries', '__proto__', 'constructor',
  // step-up codes (user/requestStepUpCode, exportUserData, deleteUserData)
  'action', 'code',
];

const RAW_BODIES = ['{"a":', 'null', '[]', '"x"', '{"a":1}{', '\u00ff', '{"email":' + '['.repeat(100_000)];

/** A generated body that happens to be a valid request: a learner accepting a policy with `true` (seed 508715197 made one). */
function validByChance(path: string, body: Record<string, unknown>): boolean {
  const acceptsPolicy = body.privacyPolicyAccepted === true || body.termsAccepted === true;
  return path === 'user/updateUserConsent' && body.consentData === undefined && acceptsPolicy;
}

function restBody(path: string): fc.Arbitrary<string> {
  const opts = options(path);
  const generic = fc.dictionary(fc.constantFrom(...REST_FIELDS), badValue(opts), { maxKeys: 5 }).filter((body) => !validByChance(path, body));
  const quiz = fc.record({ quiz: badQuizDocument(opts), regForm: fc.boolean(), programId: missingId });
  const savedQuiz = badQuizDocument(opts).map((doc) => ({ quiz: { ...doc, _id: real.quizId, revision: real.quizRevision } }));
  const program = fc.record({
    program: fc.record({ _id: fc.constant(real.programId), revision: fc.constant(real.programRevision), name: badString(opts), items: badProgramItems(opts) }),
  });
  const poisoned = fc.record({ email: poisonValue, alias: poisonValue, username: poisonValue, telegram: poisonValue, fileName: poisonValue }, { requiredKeys: [] })
    .filter((body) => Object.keys(body).length > 0);
  return fc.oneof(
    { arbitrary: generic.map(toJsonText), weight: 4 },
    { arbitrary: poisoned.map(toJsonText), weight: 2 },
    { arbitrary: fc.oneof(quiz, savedQuiz, program).map(toJsonText), weight: path.startsWith('admin/') ? 3 : 1 },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 1 },
  );
}

const restPaths = [
  ...Object.keys(userRoutes).map((name) => `user/${name}`),
  ...Object.keys(adminRoutes).map((name) => `admin/${name}`),
  'upload',
  'upload/complete',
  'chat',
].filter((path) => !WITHOUT_INPUT.has(path));

describe('bad input to every REST path is refused with a code, and changes nothing', () => {
  it.each(restPaths.map((path, index) => [path, index] as const))('%s', async (path, index) => {
    await check(
      path,
      index,
      fc.asyncProperty(role, restBody(path), async (who, text) => {
        const { status, body } = await send(path, text, who);
        expectCodedRefusal(`${who} ${path} ${text.slice(0, 200)}`, status, body);
      }),
    );
  }, 120_000);
});

// ------------------------------------------------------------------ GraphQL

// The schema may be built by another copy of graphql (ESM and CommonJS), so
// types are told apart by their tag rather than by graphql's instanceof checks.
const kindOf = (type: unknown) => Object.prototype.toString.call(type).slice(8, -1);
const isNonNull = (type: unknown): type is GraphQLNonNull<GraphQLInputType> => kindOf(type) === 'GraphQLNonNull';
const isList = (type: unknown): type is GraphQLList<GraphQLInputType> => kindOf(type) === 'GraphQLList';
const isInputObject = (type: unknown): type is GraphQLInputObjectType => kindOf(type) === 'GraphQLInputObjectType';
const isEnum = (type: unknown): type is GraphQLEnumType => kindOf(type) === 'GraphQLEnumType';

function namedKind(type: GraphQLOutputType): string {
  let current: unknown = type;
  while ('ofType' in (current as object)) current = (current as { ofType: unknown }).ofType;
  return kindOf(current);
}

// Operations given the id of a real quiz: its document is always broken, or they only read.
const REAL_QUIZ_ID = new Set(['saveQuiz', 'quizDocument', 'quizResult']);

function inputValue(type: GraphQLInputType, name: string, opts: ValueOptions & { operation: string }): fc.Arbitrary<unknown> {
  if (isNonNull(type)) return fc.oneof({ arbitrary: inputValue(type.ofType, name, opts), weight: 9 }, { arbitrary: fc.constant(null), weight: 1 });
  if (isList(type)) return fc.oneof({ arbitrary: fc.array(inputValue(type.ofType, name, opts), { maxLength: 3 }), weight: 4 }, { arbitrary: badValue(opts), weight: 1 });
  if (isInputObject(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, field.name, opts)])), { requiredKeys: [] });
    return fc.oneof({ arbitrary: record, weight: 8 }, { arbitrary: badValue(opts), weight: 1 });
  }
  if (isEnum(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), badString(opts));
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -1, 1.5, '1'));
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1, '1'));
    case 'Boolean':
      // A valid switch of maintenance mode would answer every later call 503: it gets only values that must be refused.
      if (opts.operation === 'setMaintenanceMode') return fc.constantFrom('true', 0, 'on');
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0));
    case 'JSON':
      if (name === 'document') return badQuizDocument(opts);
      if (name === 'items') return badProgramItems(opts);
      return opts.plausibleText ? badValue(opts) : poisonValue;
    default:
      if (name === 'quizId' && REAL_QUIZ_ID.has(opts.operation)) return fc.oneof(missingId, fc.constant(real.quizId), badString(opts));
      return badString(opts);
  }
}

/** A GraphQL literal of a generated value (strings are written as JSON writes them, which GraphQL reads the same). */
function literal(value: unknown): string {
  if (value instanceof Deep) return '['.repeat(value.depth) + ']'.repeat(value.depth);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([key, item]) => `${key}: ${literal(item)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return ['GraphQLScalarType', 'GraphQLEnumType'].includes(namedKind(field.type)) ? '' : ' { __typename }';
}

function operationBody(kind: 'mutation' | 'query', field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  const opts = { ...options(field.name), operation: field.name };
  const args = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type, arg.name, opts)])), { requiredKeys: [] });
  const acceptable = args.filter((values) => {
    // Accepting both policies is a valid call whatever else is wrong.
    const input = values.input as { privacyPolicyAccepted?: unknown; termsAccepted?: unknown; value?: unknown; level?: unknown; id?: unknown } | undefined;
    if (field.name === 'acceptPolicies' && input?.privacyPolicyAccepted === true && input?.termsAccepted === true) return false;
    // So is accepting one policy by its name, and a cookie choice of two booleans at version '1.0' (docs/decisions/consent.md).
    if (field.name === 'acceptPolicy' && ['PRIVACY_POLICY', 'TERMS'].includes(values.policy as string)) return false;
    const cookies = values.input as { functional?: unknown; analytics?: unknown; version?: unknown } | undefined;
    if (field.name === 'updateCookieConsent' && cookies?.version === '1.0' && typeof cookies.functional === 'boolean' && typeof cookies.analytics === 'boolean') return false;
    // So is a learner asking for a step-up code for an action the enum names (it queues the mail).
    if (field.name === 'requestStepUpCode' && isStepUpAction((values.input as { action?: unknown } | undefined)?.action)) return false;
    // So is the results file of the owner's own account: the level and no id (it starts a job).
    if (field.name === 'requestResultsFile' && typeof input === 'object' && input !== null && input.level === 'ACCOUNT' && !input.id) return false;
    // So is clearing an account or organisation property (a banner, a message, the registration form): no value at all.
    const clears = ['setAccountProperty', 'setOrganizationProperty'].includes(field.name);
    if (clears && typeof input === 'object' && input !== null && (input.value ?? null) === null) return false;
    // An organisation's text properties (a colour, a message, a link) are cleared by an empty text too.
    if (field.name === 'setOrganizationProperty' && input?.value === '') return false;
    // And a landing template the generator happened to write validly (the empty one, {}).
    const template = field.name === 'setOrganizationProperty' && (input as { property?: unknown } | undefined)?.property === 'landingPageTemplate';
    return !(template && landingTemplateSchema.safeParse(input?.value).success);
  });
  return fc.tuple(acceptable, fc.nat(9), poisonValue).map(([values, mode, poison]) => {
    const selection = selectionOf(field);
    if (mode < 3) {
      // inline literals: string escapes, deep lists and pollution keys in the document itself
      const written = Object.entries(values).map(([name, value]) => `${name}: ${literal(value)}`);
      const call = written.length ? `(${written.join(', ')})` : '';
      return toJsonText({ query: `${kind} { ${field.name}${call}${selection} }` });
    }
    const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
    const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
    const query = `${kind}${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selection} }`;
    return toJsonText({ query, variables: mode === 9 ? poison : values });
  });
}

const schema = getSchema();
const operations = [
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ['mutation', field] as const),
  ...Object.values(schema.getQueryType()!.getFields())
    .filter((field) => field.args.length > 0)
    .map((field) => ['query', field] as const),
].filter(([, field]) => !WITHOUT_INPUT.has(field.name));

describe('bad input to every GraphQL mutation (and the queries with arguments) is a coded error, and changes nothing', () => {
  it.each(operations.map(([kind, field], index) => [`${kind} ${field.name}`, kind, field, index] as const))(
    '%s',
    async (label, kind, field, index) => {
      await check(
        label,
        1000 + index,
        fc.asyncProperty(role, operationBody(kind, field), async (who, text) => {
          const { status, body } = await send('graphql', text, who);
          expectNoUnexpectedGraphQLError(`${who} ${label} ${text.slice(0, 300)}`, status, body);
        }),
      );
    },
    120_000,
  );
});

// ------------------------------------------------------------------ malformed paths

/**
 * A path for every handler server/app.ts sends GET requests to: the REST
 * paths of the route tables (POST only, but a GET reaches them), stored
 * files, certificates, unsubscribe links, health, GraphQL and the client's pages.
 */
const getPaths = [
  ...Object.keys(userRoutes).map((name) => `/user/${name}`),
  ...Object.keys(adminRoutes).map((name) => `/admin/${name}`),
  '/files/dev/banner/picture.png',
  '/upload/complete',
  '/certificates/aToken.svg',
  '/unsubscribe/aToken',
  '/healthz',
  '/graphql',
  '/chat',
  '/learn/program/item',
];

/** A GET or HEAD with the path exactly as written (fetch would normalise it). */
function rawGet(path: string, method: 'GET' | 'HEAD', who: Role): Promise<{ status: number; body: Json }> {
  requests += 1;
  return new Promise((resolve, reject) => {
    const target = new URL(app.url);
    const req = request(
      { host: target.hostname, port: target.port, path, method, headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let body: Json = raw;
          try {
            body = JSON.parse(raw);
          } catch {
            // left as text
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('a malformed percent-escape in the path of every GET address is 400 invalid_data_entry, and changes nothing', () => {
  it.each(getPaths.map((path, index) => [path, index] as const))('%s', async (path, index) => {
    await check(
      `GET ${path}`,
      2000 + index,
      fc.asyncProperty(role, fc.tuple(malformedPath(path), fc.constantFrom('GET' as const, 'HEAD' as const)), async (who, [bad, method]) => {
        const { status, body } = await rawGet(bad, method, who);
        expect(status, `${who} ${method} ${bad} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`).toBe(400);
        if (method === 'GET') expect(body, `${who} GET ${bad}`).toEqual({ data: { error: 'invalid_data_entry', field: 'path' } });
      }),
    );
  }, 120_000);
});
