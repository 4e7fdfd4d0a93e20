// A program's item tree over the real server: the learner reads the
// top-level items, each item's content typed by its kind and each folder's
// children, with what ProgramItem answers today (hidden items and unpublished
// quizzes left out, the learner's marks and positions in).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizFixtures } from '../../../server/testing/quizFixtures.ts';
import { startTestApp, type Json, type TestApp } from '../../../server/testing/testApp.ts';

let app: TestApp;
let fx: ReturnType<typeof quizFixtures>;

beforeAll(async () => {
  app = await startTestApp();
  fx = quizFixtures(app);
});

afterAll(async () => {
  await app?.stop();
});

const CONTENT = `content {
  __typename
  ... on ProgramQuizContent { quiz { id name status } }
  ... on ProgramVideoContent { src mimeType positionSeconds }
  ... on ProgramAudioContent { src mimeType positionSeconds }
  ... on ProgramYouTubeContent { video { videoId start } positionSeconds }
  ... on ProgramAttachmentContent { src mimeType }
  ... on ProgramLinkContent { url }
}`;
const TREE = `query($id: ID!) { node(id: $id) { ... on Program {
  itemTree { name ${CONTENT} ... on ProgramItem { content { ... on ProgramFolderContent { icon children { name ${CONTENT}
    content { ... on ProgramFolderContent { children { name } } } } } } } }
} } }`;

/** A program of the dev organisation's Demo Account: a folder holding every other kind, and a link at the top. */
async function programOfEveryKind() {
  const { organizationId, accountId } = await fx.dev();
  const db = fx.db();
  const program = await db.program.create({ data: { organizationId, accountId, name: 'Every kind' } });
  const quiz = await fx.quiz({}, undefined, { placed: false });
  const unpublished = await fx.quiz({ publishedAt: null }, undefined, { placed: false });
  const item = (data: Record<string, unknown>) => db.programItem.create({ data: { programId: program.id, name: String(data.name), ...data } as never });
  const folder = await item({ name: 'Folder', itemType: 'folder', icon: '/files/icon.png', order: 0 });
  const inFolder = { parentId: folder.id };
  const video = await item({ name: 'Video', itemType: 'video', src: '/files/v.mp4', mimeType: 'video/mp4', order: 0, ...inFolder });
  await item({ name: 'Quiz', itemType: 'quiz', quizId: quiz.id, order: 1, ...inFolder });
  await item({ name: 'Unpublished', itemType: 'quiz', quizId: unpublished.id, order: 2, ...inFolder });
  await item({ name: 'YouTube', itemType: 'youtube_video', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30', order: 3, ...inFolder });
  await item({ name: 'Audio', itemType: 'audio', src: '/files/a.mp3', mimeType: 'audio/mpeg', order: 4, ...inFolder });
  await item({ name: 'Attachment', itemType: 'attachment', src: '/files/a.pdf', mimeType: 'application/pdf', order: 5, ...inFolder });
  await item({ name: 'Hidden', itemType: 'link', src: 'https://hidden.example', hidden: true, order: 6, ...inFolder });
  await item({ name: 'Link', itemType: 'link', src: 'https://example.com', order: 1 });
  return { program, quiz, video };
}

describe("a program's item tree", () => {
  it('gives the learner each item typed by its kind, and the folders their children', async () => {
    const { program, quiz, video } = await programOfEveryKind();
    const learner = await fx.learner();
    await fx.db().itemProgress.create({ data: { learnerId: learner.id, itemId: video.id, positionSeconds: 12.5 } });
    const { status, body } = await app.gql(TREE, { id: encodeGlobalID('Program', program.id) }, learner.token);
    expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    const [folder, link] = body.data.node.itemTree as Json[];
    expect(link).toEqual({ name: 'Link', content: { __typename: 'ProgramLinkContent', url: 'https://example.com' } });
    expect(folder.name).toBe('Folder');
    expect(folder.content.icon).toBe('/files/icon.png');
    expect(folder.content.children).toEqual([
      { name: 'Video', content: { __typename: 'ProgramVideoContent', src: '/files/v.mp4', mimeType: 'video/mp4', positionSeconds: 12.5 } },
      { name: 'Quiz', content: { __typename: 'ProgramQuizContent', quiz: { id: encodeGlobalID('Quiz', quiz.id), name: quiz.name, status: 'none' } } },
      { name: 'YouTube', content: { __typename: 'ProgramYouTubeContent', video: { videoId: 'dQw4w9WgXcQ', start: 30 }, positionSeconds: null } },
      { name: 'Audio', content: { __typename: 'ProgramAudioContent', src: '/files/a.mp3', mimeType: 'audio/mpeg', positionSeconds: null } },
      { name: 'Attachment', content: { __typename: 'ProgramAttachmentContent', src: '/files/a.pdf', mimeType: 'application/pdf' } },
    ]);
  });

  it("is the learner's: staff asking for it are refused", async () => {
    const { program } = await programOfEveryKind();
    const owner = await app.adminToken('demo-owner', 'account');
    const { body } = await app.gql(`query($id: ID!) { node(id: $id) { ... on Program { name itemTree { name } } } }`, { id: encodeGlobalID('Program', program.id) }, owner);
    expect(body.data).toEqual({ node: null });
    expect(body.errors.map((error: Json) => error.extensions.code)).toEqual(['forbidden']);
  });
});
