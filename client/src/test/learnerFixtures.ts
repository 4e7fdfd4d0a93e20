// Answers for the learner screens' queries in component tests: resolvers for
// MockPayloadGenerator (mockPayloads.ts) stating every value that changes what
// the program and folder pages show; the generator shapes them as each query selects.
import type { Resolvers } from './mockPayloads.ts';

export function signedInLearner(): void {
  Object.assign(window.localStorage, { learnerToken: 'token', userEmail: 'sara@example.com', userName: 'Sara', org: 'acme' });
}

export interface ItemFixture {
  id: string;
  name: string;
  itemType: 'folder' | 'quiz' | 'video' | 'youtube_video' | 'audio' | 'attachment' | 'link';
  parentId?: string | null;
  order?: number;
  src?: string | null;
  mimeType?: string | null;
  addToCompletion?: boolean;
  markedCompleted?: boolean;
  locked?: boolean;
  positionSeconds?: number | null;
  quiz?: { id: string; isForm: boolean; hasAnswer: boolean; hasExternalGrade: boolean } | null;
}

export function programItem(fixture: ItemFixture) {
  return {
    parentId: null,
    order: 0,
    src: null,
    mimeType: null,
    addToCompletion: false,
    markedCompleted: false,
    locked: false,
    positionSeconds: null,
    youTube: null,
    quiz: null,
    ...fixture,
  };
}

/** The seeded demo program's shape: Lessons (a video, Reading with the PDF guide, audio, link, clip) and Assessment (a quiz). */
export function gettingStartedItems(overrides: Partial<Record<string, Partial<ItemFixture>>> = {}) {
  const items: ItemFixture[] = [
    { id: 'lessons', name: 'Lessons', itemType: 'folder', order: 0, addToCompletion: true },
    { id: 'video', name: 'Introduction video', itemType: 'video', parentId: 'lessons', order: 0, src: '/files/intro.mp4', mimeType: 'video/mp4', addToCompletion: true },
    { id: 'reading', name: 'Reading', itemType: 'folder', parentId: 'lessons', order: 1, addToCompletion: true },
    { id: 'guide', name: 'Program guide', itemType: 'attachment', parentId: 'reading', order: 0, src: '/files/guide.pdf', mimeType: 'application/pdf', addToCompletion: true },
    { id: 'audio', name: 'Welcome message', itemType: 'audio', parentId: 'lessons', order: 2, src: '/files/welcome.mp3', mimeType: 'audio/mpeg', addToCompletion: true },
    { id: 'link', name: 'Course website', itemType: 'link', parentId: 'lessons', order: 3, src: 'https://example.com/course' },
    { id: 'clip', name: 'Recorded lecture', itemType: 'youtube_video', parentId: 'lessons', order: 4, src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10' },
    { id: 'assessment', name: 'Assessment', itemType: 'folder', order: 1, addToCompletion: true },
    {
      id: 'quiz-item',
      name: 'Introduction quiz',
      itemType: 'quiz',
      parentId: 'assessment',
      order: 0,
      addToCompletion: true,
      quiz: { id: 'quiz-1', isForm: false, hasAnswer: false, hasExternalGrade: false },
    },
  ];
  return items.map((item) => programItem({ ...item, ...overrides[item.id] }));
}

const PROGRAM = { id: 'program-1', name: 'Getting started', primaryColor: null, domainId: 'domain-1', readOnly: false, disableDownloads: false };

// The signed-in learner's organisation and this program.
function pageOf(program: Record<string, unknown>): Resolvers {
  return {
    Query: () => ({ node: { __typename: 'Program' } }),
    Organization: () => ({ id: 'org-1', primaryColor: null, background: null }),
    Learner: () => ({ id: 'l1' }),
    Program: () => program,
  };
}

/** The folder page's answer: the signed-in learner's program, with these items. */
export function folderPage(items = gettingStartedItems()): Resolvers {
  return pageOf({ ...PROGRAM, items });
}

/** The program page's answer: the folder page's, with the program's banner, account and headings. */
export function programPage(items = gettingStartedItems(), program: Record<string, unknown> = {}): Resolvers {
  return pageOf({ ...PROGRAM, banner: null, accountName: 'Demo Account', headingProgress: ['lessons', 'assessment'], items, ...program });
}

/** The program page's answer when the program is not found. */
export function programNotFound(): Resolvers {
  return { ...programPage(), Query: () => ({ node: null }) };
}
