// Every code block of docs/api.md, run as written against a strict production
// server (persisted operations only, except for API tokens), so the page cannot
// drift: shell blocks by sh with curl, TypeScript blocks by tsx, GraphQL blocks
// as an integrator's document. The page's placeholders are the server's
// address (https://dev.example.com) and environment variables.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, TEST_PASSWORD, type Json, type TestApp } from '../testing/testApp.ts';
import { loadPersistedOperations } from './persistedOperations.ts';

const run = promisify(execFile);

const persistedIdOf = (operationName: string) =>
  [...loadPersistedOperations()].find(([, document]) =>
    document.definitions.some((definition) => 'name' in definition && definition.name?.value === operationName),
  )![0];
const DOCS = resolve(import.meta.dirname, '../../docs/api.md');
const DOCS_HOST = 'https://dev.example.com';

interface Block {
  language: string;
  code: string;
  line: number;
}

function codeBlocks(): Block[] {
  const text = readFileSync(DOCS, 'utf8');
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    language: match[1],
    code: match[2],
    line: text.slice(0, match.index).split('\n').length,
  }));
}

let app: TestApp;
let env: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ production: true, freeGraphqlDocuments: false });
  const session = await app.adminToken('demo-owner', 'account');
  // the page's own way to make a token is one of its examples; the others need one at hand
  const created = await app.post(
    '/graphql',
    {
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedIdOf('CreateApiTokenMutation') } },
      variables: { input: { name: 'Docs', scope: 'READ_ONLY', expiresInDays: 1 } },
    },
    { authorization: `Bearer ${session}` },
  );
  env = {
    PATH: process.env.PATH ?? '',
    ADMIN_USERNAME: 'demo-owner',
    ADMIN_PASSWORD: TEST_PASSWORD,
    SESSION_TOKEN: session,
    QUIZ_API_TOKEN: created.body.data.createApiToken.data.secret,
  };
});

afterAll(async () => {
  await app?.stop();
});

const atTestServer = (code: string) => code.replaceAll(DOCS_HOST, app.url);

/** What a block answers, as JSON. */
async function answerOf(block: Block): Promise<Json> {
  if (block.language === 'sh') {
    const { stdout } = await run('sh', ['-c', `set -e\n${atTestServer(block.code).replace(/^curl /gm, 'curl -sS --fail-with-body ')}`], { env });
    return JSON.parse(stdout);
  }
  if (block.language === 'ts') {
    const file = join(mkdtempSync(join(tmpdir(), 'api-docs-')), 'example.mts');
    writeFileSync(file, atTestServer(block.code));
    const tsx = resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const { stdout } = await run(tsx, [file], { env });
    return JSON.parse(stdout);
  }
  if (block.language === 'graphql') {
    return (await app.post('/graphql', { query: block.code }, { authorization: `Bearer ${env.QUIZ_API_TOKEN}` })).body;
  }
  throw new Error(`docs/api.md line ${block.line}: a \`\`\`${block.language} block this test cannot run`);
}

it('docs/api.md has the examples this test knows', () => {
  const blocks = codeBlocks();
  expect(blocks.length).toBeGreaterThanOrEqual(6);
  expect(blocks.filter((block) => !['sh', 'ts', 'graphql'].includes(block.language))).toEqual([]);
});

it.each(codeBlocks().map((block) => [`line ${block.line} (${block.language})`, block] as const))(
  'the example at %s runs and answers without an error',
  async (_where, block) => {
    const answer = await answerOf(block);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toBeTruthy();
    expect(answer.data.error).toBeUndefined();
    expect(JSON.stringify(answer)).not.toContain('"AppError"');
  },
);

it('the examples answer what the page says they do', async () => {
  // one after another: a token has at most 2 operations in flight (docs/api.md, Limits)
  const answers: Json[] = [];
  for (const block of codeBlocks()) answers.push(await answerOf(block));
  const found = (predicate: (answer: Json) => unknown) => answers.some((answer) => predicate(answer));
  expect(found((answer) => typeof answer.data.token === 'string' && answer.data.level === 'account')).toBe(true);
  expect(found((answer) => answer.data.createApiToken?.data?.secret?.startsWith('qzt_'))).toBe(true);
  expect(found((answer) => answer.data.viewer?.role === 'ACCOUNT_OWNER' && answer.data.viewer.account.programs.totalCount > 0)).toBe(true);
  expect(found((answer) => answer.data.__schema?.queryType?.name === 'Query')).toBe(true);
  const questionsRead = (answer: Json) => answer.data.viewer?.account?.quizzes?.flatMap((entry: Json) => entry.quiz.sections.flatMap((section: Json) => section.questions)) ?? [];
  expect(found((answer) => questionsRead(answer).some((question: Json) => question.__typename === 'SingleChoiceQuestion' && question.correctChoice !== null))).toBe(true);
});

it('introspection needs an API token outside production too, as the page says (documents as text are for tokens)', async () => {
  const development = await startTestApp({ production: false, freeGraphqlDocuments: false });
  try {
    const session = await development.adminToken('demo-owner', 'account');
    const introspection = { query: '{ __schema { queryType { name } } }' };
    for (const headers of [{}, { authorization: `Bearer ${session}` }] as Record<string, string>[]) {
      const { body } = await development.post('/graphql', introspection, headers);
      expect(body.errors.map((error: Json) => error.extensions.code)).toEqual(['persistedOperationRequired']);
    }
    const created = await development.post(
      '/graphql',
      {
        extensions: { persistedQuery: { version: 1, sha256Hash: persistedIdOf('CreateApiTokenMutation') } },
        variables: { input: { name: 'Tools', scope: 'READ_ONLY', expiresInDays: 1 } },
      },
      { authorization: `Bearer ${session}` },
    );
    const token = created.body.data.createApiToken.data.secret;
    expect((await development.post('/graphql', introspection, { authorization: `Bearer ${token}` })).body.data.__schema.queryType.name).toBe('Query');
  } finally {
    await development.stop();
  }
});
