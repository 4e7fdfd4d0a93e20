// The course assistant answers from what this learner may see, and nothing
// else: the built-in search (Arabic and English) and an outside model spoken
// to over a real HTTP server that records what it was sent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Json, type TestApp } from '../../testing/testApp.ts';
import { assistantCourse, learnerToken, SECRET, SHOWN } from './assistantFixtures.ts';

let app: TestApp;
let course: Awaited<ReturnType<typeof assistantCourse>>;
let token = '';

/** The model: answers each chat completion with `reply` (or fails with `status`) and records each request body. */
const model = { received: [] as Json[], status: 200, reply: 'The lesson on chlorophyll explains it.' };
let modelServer: Server;
let modelApp: TestApp;
let modelToken = '';

beforeAll(async () => {
  modelServer = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      model.received.push({ path: req.url, authorization: req.headers.authorization, body: JSON.parse(text || '{}') });
      res.writeHead(model.status, { 'content-type': 'application/json' });
      if (model.status !== 200) return void res.end(JSON.stringify({ error: { message: 'model down' } }));
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'test-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: model.reply } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => modelServer.listen(0, '127.0.0.1', resolve));
  const modelUrl = `http://127.0.0.1:${(modelServer.address() as AddressInfo).port}/v1`;
  app = await startTestApp();
  course = await assistantCourse(app);
  token = await learnerToken(app, 'learner@example.com');
  modelApp = await startTestApp({ assistant: { url: modelUrl, model: 'test-model', apiKey: 'test-key', dailyLimit: 100 } });
  await assistantCourse(modelApp);
  modelToken = await learnerToken(modelApp, 'learner@example.com');
});

afterAll(async () => {
  await app?.stop();
  await modelApp?.stop();
  await new Promise((resolve) => modelServer?.close(resolve));
});

const ask = (message: string, who = token, target = app, history: Json[] = []) => target.rest('chat', { message, conversation_history: history }, who);

const ALL_SECRETS = Object.values(SECRET).join(' ');
/** a hidden item and another organisation's program are never linked (the unsubmitted quiz is linked by its name only, as the tree shows it) */
const secretIds = () => [course.hidden.id, course.otherProgram.id];

function expectNothingSecret(text: string) {
  for (const word of Object.values(SECRET)) expect(text).not.toContain(word);
}

describe('the built-in search answers from the learner\'s own course content', () => {
  it('says plainly it is a search result, and links the item found (English stems: plants, chlorophylls)', async () => {
    const { status, body } = await ask('Where are the plant chlorophylls?');
    expect(status).toBe(200);
    expect(body.searchResult).toBe(true);
    expect(body.response).toMatch(/^Search result from your course content/);
    expect(body.response).toContain('Chlorophyll and plants');
    expect(body.links).toContainEqual({
      title: 'Chlorophyll and plants',
      url: `/UserHomeProgramTree?domainId=${course.account.id}&programId=${course.program.id}`,
    });
  });

  it('finds Arabic by its stem (بالمدرسة finds المدرسة, which \'simple\' alone would not) and answers in Arabic', async () => {
    const { status, body } = await ask('ماذا تعلمنا بالمدرسة؟');
    expect(status).toBe(200);
    expect(body.response).toMatch(/^نتيجة بحث في محتوى دوراتك/);
    expect(body.response).toContain('المدرسة الابتدائية والتمثيل الضوئي');
    expect(body.links.map((link: Json) => link.title)).toContain('المدرسة الابتدائية والتمثيل الضوئي');
  });

  it('links a quiz to the quiz view, and says so when nothing matches', async () => {
    const quiz = await ask('Leaf quiz');
    expect(quiz.body.links).toContainEqual({ title: 'Leaf quiz', url: `/QuizView?quiz=${course.unsubmitted.id}&accountId=${course.account.id}` });
    const none = await ask('xylophone');
    expect(none.body).toMatchObject({ links: [], searchResult: true });
    expect(none.body.response).toContain('nothing matches your question');
  });

  it('tells the remarks of submitted quizzes and the clarifications their review shows, linking the review', async () => {
    for (const word of Object.values(SHOWN)) {
      const { body } = await ask(word);
      expect(body.response).toContain(word);
    }
    const { body } = await ask(SHOWN.reviewClarification);
    expect(body.links).toEqual([{ title: 'Root quiz', url: `/QuizAnswerView?quiz=${course.reviewed.id}` }]);
  });

  it("never tells an unsubmitted quiz's key, question, clarification or remarks, a hidden item, a key of a submitted quiz, a clarification its review does not show, nor another organisation's content", async () => {
    for (const word of [...Object.values(SECRET), ALL_SECRETS]) {
      const { status, body } = await ask(word);
      expect(status).toBe(200);
      expectNothingSecret(body.response);
      expect(body.links).toEqual([]);
      for (const id of secretIds()) expect(JSON.stringify(body)).not.toContain(id);
    }
  });

  it("the other organisation's learner finds their own program, never dev's", async () => {
    const other = await learnerToken(app, course.otherLearner.email, course.other.alias);
    const own = await ask(`chlorophyll ${SECRET.otherOrganisation}`, other);
    expect(own.status).toBe(200);
    expect(own.body.response).toContain(SECRET.otherOrganisation);
    expect(own.body.links.map((link: Json) => link.url)).toEqual([expect.stringContaining(course.otherProgram.id)]);
    const devContent = await ask('Chlorophyll and plants photosynthesis nebulaclarify المدرسة', other);
    expect(devContent.body.response).not.toContain('Photosynthesis');
    expect(devContent.body.response).not.toContain(SHOWN.reviewClarification);
    expect(devContent.body.response).not.toContain('المدرسة');
    expect(JSON.stringify(devContent.body.links)).not.toContain(course.program.id);
  });
});

describe('with ASSISTANT_URL the answer comes from the outside model', () => {
  it('sends the model, key, passages found, history and question; answers its reply with the links found', async () => {
    model.received = [];
    model.status = 200;
    const history = [
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hi, ask me about your course.' },
    ];
    const { status, body } = await ask('Tell me about chlorophyll', modelToken, modelApp, history);
    expect(status).toBe(200);
    expect(body).toMatchObject({ response: model.reply, searchResult: false });
    expect(body.links.map((link: Json) => link.title)).toContain('Chlorophyll and plants');
    expect(model.received).toHaveLength(1);
    const [sent] = model.received;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.model).toBe('test-model');
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toContain('Chlorophyll and plants');
    expect(messages.slice(1)).toEqual([...history, { role: 'user', content: 'Tell me about chlorophyll' }]);
  });

  it('never sends the model an unsubmitted quiz, a hidden item or another organisation: however the question is put', async () => {
    model.received = [];
    for (const word of [...Object.values(SECRET), ALL_SECRETS]) {
      const { status } = await ask(word, modelToken, modelApp);
      expect(status).toBe(200);
    }
    const system = model.received.map((request) => (request.body.messages as { content: string }[])[0].content).join('\n');
    expectNothingSecret(system);
  });

  it('a failing endpoint is 424 assistantUnavailable, not a 5xx, and the question is not counted', async () => {
    model.status = 500;
    const before = await modelApp.gql('{ assistantQuestionsLeft }', {}, modelToken);
    const { status, body } = await ask('chlorophyll', modelToken, modelApp);
    expect({ status, body }).toEqual({ status: 424, body: { data: { error: 'assistantUnavailable' } } });
    const after = await modelApp.gql('{ assistantQuestionsLeft }', {}, modelToken);
    expect(after.body.data.assistantQuestionsLeft).toBe(before.body.data.assistantQuestionsLeft);
    model.status = 200;
  });

  it('an endpoint nobody answers at is assistantUnavailable too', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = await startTestApp({ assistant: { url: `http://127.0.0.1:${port}/v1`, model: 'm', dailyLimit: 5 } });
    try {
      const answer = await ask('anything', await learnerToken(nowhere, 'learner@example.com'), nowhere);
      expect(answer).toEqual({ status: 424, body: { data: { error: 'assistantUnavailable' } } });
    } finally {
      await nowhere.stop();
    }
  });
});
