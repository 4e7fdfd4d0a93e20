// Answers for the learner screens' queries in component tests: whole
// records, as the server sends them, with only what a test cares about given.

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
    __typename: 'ProgramItem',
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

export function programNode(items = gettingStartedItems(), overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Program',
    id: 'program-1',
    name: 'Getting started',
    banner: null,
    accountName: 'Demo Account',
    primaryColor: null,
    domainId: 'domain-1',
    readOnly: false,
    disableDownloads: false,
    headingProgress: ['lessons', 'assessment'],
    items,
    ...overrides,
  };
}

export const organizationRecord = { id: 'org-1', primaryColor: null, background: null };
