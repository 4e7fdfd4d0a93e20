// The bad requests of the security issue, one by one: each was answered 500
// or "Unexpected error." and is now a coded 400 (invalid_data_entry, with the
// field where the guard knows it). badInput.fuzz.test.ts generates thousands more.
import { request } from 'node:http';
import { connect } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let app: TestApp;
let owner = '';
let learner = '';
let quiz = { _id: '', revision: 0 };

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const question = { id: 'q1', type: 0, text: 'Q', choices: ['a', 'b'], correctAnswer: 1, weight: 1 };
const document = (changes: Record<string, unknown>) => ({ name: 'Quiz', passGrade: 0, version: 2, sections: [{ id: 's1', name: 'S', questions: [question] }], ...changes });

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.adminToken('demo-owner', 'account');
  learner = (await app.rest('user/login', { email: 'learner@example.com' })).body.data.token;
  const quizzes = (await app.rest('admin/getQuizzes', {}, owner)).body.data;
  quiz = { _id: quizzes[0]._id, revision: quizzes[0].revision };
});

afterAll(async () => {
  await app?.stop();
});

describe('REST: refused at the edge with invalid_data_entry', () => {
  it.each([
    ['U+0000 in getOrgDataByAlias alias', 'user/getOrgDataByAlias', () => '{"alias":"a\\u0000b"}', undefined, 'alias'],
    ['U+0000 in accountLogin username', 'admin/accountLogin', () => '{"username":"a\\u0000","password":"x"}', undefined, 'username'],
    ['U+0000 in setUserInfo telegram', 'user/setUserInfo', () => '{"email":"new@example.com","telegram":"\\u0000"}', undefined, 'telegram'],
    ['a lone surrogate in takeQuiz quizId', 'user/takeQuiz', () => '{"quizId":"\\ud800"}', () => learner, 'quizId'],
    ['U+0000 in an addProgram name', 'admin/addProgram', () => '{"program":{"name":"P\\u0000"}}', () => owner, 'program.name'],
    ['a __proto__ key', 'admin/addQuiz', () => '{"quiz":{"__proto__":{"isForm":true}}}', () => owner, 'quiz.__proto__'],
    ['U+0000 in the /upload fileName', 'upload', () => '{"fileName":"a\\u0000.png"}', () => owner, 'fileName'],
  ])('%s: 400 invalid_data_entry naming the field', async (_case, path, body, token, field) => {
    expect(await app.rest(path, body(), token?.())).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field } } });
  });

  it('100,000 nested arrays in setUserInfo email: 400 invalid_data_entry, read from the raw text', async () => {
    expect(await app.rest('user/setUserInfo', `{"email":${deep(100_000)}}`)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry' } } });
  });
});

describe('malformed percent-escapes in a path: 400 invalid_data_entry, not 500 (issue 30)', () => {
  /** A GET with the path exactly as written (fetch would normalise it). */
  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      const req = request({ host: hostname, port, path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });

  it.each([
    ['a cut UTF-8 sequence', '/files/%E0%A4%A'],
    ['a lone %', '/files/%'],
    ['NUL in a storage key', '/files/dev/a%00b.png'],
    ['a certificate', '/certificates/%FF.svg'],
    ['a REST path', '/user/login%'],
    ['a client page', '/learn/%C0%AF'],
  ])('%s: GET %s', async (_case, path) => {
    expect(await rawGet(path)).toEqual({ status: 400, body: JSON.stringify({ data: { error: 'invalid_data_entry', field: 'path' } }) });
  });

  it('a request target that is no URL at all is 400 too', async () => {
    const { port } = new URL(app.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('a file address whose escape is NUL, in a body (admin/deleteFile): 400 naming the field', async () => {
    expect(await app.rest('admin/deleteFile', { fileUrl: '/files/dev/a%00b.png' }, owner)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field: 'fileUrl' } } });
  });
});

describe('REST: quiz documents of the wrong shape are refused by the document rules', () => {
  it.each([
    ['updateQuiz with a section that is false', 'updateQuiz', () => ({ quiz: { ...document({ sections: [false] }), ...quiz } }), 'sections.0'],
    ['updateQuiz with a section without questions', 'updateQuiz', () => ({ quiz: { ...document({ sections: [{ id: 's1', name: 'S' }] }), ...quiz } }), 'sections.0.questions'],
    ['addQuiz with a question text that is a number', 'addQuiz', () => ({ quiz: document({ sections: [{ id: 's1', name: 'S', questions: [{ ...question, text: 5 }] }] }) }), 'sections.0.questions.0.text'],
  ])('%s: 400 invalid_data_entry on its field, the quiz unchanged', async (_case, path, body, field) => {
    const before = await app.app.database.prisma.quiz.findMany({ orderBy: { id: 'asc' } });
    expect(await app.rest(`admin/${path}`, body(), owner)).toEqual({ status: 400, body: { data: { error: 'invalid_data_entry', field } } });
    expect(await app.app.database.prisma.quiz.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
  });
});

describe('GraphQL: coded errors, never "Unexpected error."', () => {
  const SAVE_QUIZ = 'mutation($input: SaveQuizInput!) { saveQuiz(input: $input) { __typename ... on AppError { code field } } }';

  it('saveQuiz with a section name that is a number is an AppError invalid_data_entry at that field', async () => {
    const input = { quizId: quiz._id, revision: quiz.revision, document: document({ sections: [{ id: 's1', name: 0, questions: [question] }] }) };
    const { body } = await app.gql(SAVE_QUIZ, { input }, owner);
    expect(body).toEqual({ data: { saveQuiz: { __typename: 'AppError', code: 'invalid_data_entry', field: 'sections.0.name' } } });
  });

  it.each([
    ['U+0000 in a String variable', 'query($email: String!) { learnerExists(email: $email) }', { email: 'a\u0000b' }, 'email'],
    ['U+0000 in a String literal', 'query { learnerExists(email: "a\\u0000b") }', undefined, 'email'],
    ['U+0000 deep in a JSON variable', SAVE_QUIZ, { input: { quizId: 'q', revision: 0, document: { remarks: '\u0000' } } }, 'input.document.remarks'],
  ])('%s: 400 invalid_data_entry naming the field', async (_case, query, variables, field) => {
    const { status, body } = await app.gql(query, variables, owner);
    expect(status).toBe(400);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions).toMatchObject({ code: 'invalid_data_entry' });
    expect(body.errors[0].extensions.field.startsWith(field)).toBe(true);
  });

  it('a JSON variable nested 100,000 deep is refused from the raw body, before JSON.parse', async () => {
    const text = `{"query":${JSON.stringify(SAVE_QUIZ)},"variables":{"input":{"quizId":"q","revision":0,"document":${deep(100_000)}}}}`;
    const { status, body } = await app.rest('graphql', text, owner);
    expect(status).toBe(400);
    expect(body.errors[0].extensions).toMatchObject({ code: 'invalid_data_entry' });
  });

  it('a query nested 100,000 deep is refused before it is parsed', async () => {
    const { status, body } = await app.gql(`query { learnerExists(email: ${deep(100_000)}) }`);
    expect(status).toBe(400);
    expect(body.errors[0].extensions).toMatchObject({ code: 'invalid_data_entry', field: 'query' });
  });

  it('a GraphQL body over one megabyte is 413 bodyTooLarge', async () => {
    const { status, body } = await app.gql('query($email: String!) { learnerExists(email: $email) }', { email: 'x'.repeat(1_100_000) });
    expect(status).toBe(413);
    expect(body.errors[0].extensions).toMatchObject({ code: 'bodyTooLarge' });
  });

  it("graphql's own errors (a variable of the wrong type) carry a code", async () => {
    const { body } = await app.gql('query($email: String!) { learnerExists(email: $email) }', { email: 5 });
    expect(body.errors[0].extensions.code).toBe('invalid_data_entry');
  });
});

describe('GraphQL over WebSocket runs the same guard', () => {
  /** One operation over a fresh graphql-ws connection: its result, or the error the connection ended with. */
  async function overWebSocket(query: string, variables?: Record<string, unknown>) {
    const client = createClient({ url: `${app.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      return await new Promise<unknown>((resolve) => {
        let result: unknown;
        client.subscribe({ query, variables }, { next: (value) => (result = value), error: (error) => resolve({ failed: error }), complete: () => resolve(result) });
      });
    } finally {
      await client.dispose();
    }
  }

  it('U+0000 in a variable is invalid_data_entry naming the field', async () => {
    const result = (await overWebSocket('query($email: String!) { learnerExists(email: $email) }', { email: 'a\u0000b' })) as { errors: { extensions: unknown }[] };
    expect(result.errors[0].extensions).toMatchObject({ code: 'invalid_data_entry', field: 'email' });
  });

  it('a query nested 100,000 deep is answered invalid_data_entry, not a dropped connection', async () => {
    const result = (await overWebSocket(`query { learnerExists(email: ${deep(100_000)}) }`)) as { failed: { extensions: unknown }[] };
    expect(result.failed[0].extensions).toMatchObject({ code: 'invalid_data_entry', field: 'query' });
  });
});
