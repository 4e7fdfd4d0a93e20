// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { folderPage, gettingStartedItems, signedInLearner } from '../../../test/learnerFixtures.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

vi.mock('../viewers/pdfDocument.ts', () => ({
  loadPdfDocument: () => Promise.resolve({ numPages: 2, getPage: () => new Promise(() => {}), destroy: () => {} }),
}));

startEachTestAsNewBrowser();

const pathOf = (folder: string) => `/UserHomeFolderView?domain=domain-1&program=program-1&folder=${folder}`;

async function openFolder(folder: string, { items = gettingStartedItems(), width = 1280 } = {}) {
  setViewportWidth(width);
  signedInLearner();
  const rendered = renderWithProviders({ path: pathOf(folder), language: 'en' });
  await answerOperation(rendered.environment, 'FolderPageQuery', folderPage(items));
  return rendered;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('folder view', () => {
  it('shows the folder with its progress and its children as cards', async () => {
    await openFolder('lessons', { items: gettingStartedItems({ video: { markedCompleted: true } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' })).toBeTruthy();
    expect(screen.getAllByRole('progressbar', { name: 'Progress of Lessons' })[0].getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Introduction video',
      'Reading',
      'Welcome message',
      'Course website',
      'Recorded lecture',
    ]);
    expect((within(card('Introduction video')).getByRole('checkbox', { name: 'Mark Introduction video completed' }) as HTMLInputElement).checked).toBe(true);
    expect(within(card('Reading')).getByRole('progressbar', { name: 'Progress of Reading' }).getAttribute('aria-valuenow')).toBe('0');
    expect(within(card('Reading')).getByRole('link', { name: 'Open folder' }).getAttribute('href')).toBe(
      '/UserHomeFolderView?domain=domain-1&program=program-1&folder=reading',
    );
    const link = within(card('Course website')).getByRole('link', { name: 'Open link' });
    expect(link.getAttribute('href')).toBe('https://example.com/course');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('plays media inline on a desktop, with the audio download', async () => {
    await openFolder('lessons');
    await screen.findByRole('heading', { level: 1, name: 'Lessons' });
    expect(within(card('Introduction video')).getByLabelText('Introduction video').tagName).toBe('VIDEO');
    expect(within(card('Welcome message')).getByRole('link', { name: 'Download audio' }).getAttribute('href')).toBe('/files/welcome.mp3');
    expect(within(card('Recorded lecture')).getByTitle('Recorded lecture')).toBeTruthy();
  });

  it('opens an item in the full-screen player on a phone', async () => {
    await openFolder('lessons', { width: 390 });
    await screen.findByRole('heading', { level: 1, name: 'Lessons' });
    expect(within(card('Introduction video')).queryByLabelText('Introduction video')).toBeNull();
    fireEvent.click(within(card('Introduction video')).getByRole('button', { name: 'Open' }));
    const player = await screen.findByRole('dialog', { name: 'Introduction video' });
    expect((await within(player).findByLabelText('Introduction video')).tagName).toBe('VIDEO');
    fireEvent.click(within(player).getByRole('button', { name: 'Back to the course content' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Introduction video' })).toBeNull());
  });

  it('shows quiz cards with their status, a start button opening the quiz and a results button', async () => {
    await openFolder('assessment', {
      items: gettingStartedItems({ 'quiz-item': { quiz: { id: 'quiz-1', isForm: false, hasAnswer: false, hasExternalGrade: true } } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Assessment' });
    const quiz = card('Introduction quiz');
    expect(within(quiz).getByRole('link', { name: 'Start quiz' }).getAttribute('href')).toBe('/QuizView?quiz=quiz-1');
    expect(within(quiz).getByRole('link', { name: /^Results of / }).getAttribute('href')).toBe('/QuizAnswerView?quiz=quiz-1');
    expect(within(quiz).getByTitle('External grade without an answer')).toBeTruthy();
  });

  it('goes back to the program tree from the toolbar', async () => {
    const { router } = await openFolder('reading');
    await screen.findByRole('heading', { level: 1, name: 'Reading' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/UserHomeProgramTree'));
    expect(router.state.location.search).toBe('?domainId=domain-1&programId=program-1');
  });

  it.each([
    ['an unknown folder', pathOf('nope')],
    ['an item that is not a folder', pathOf('video')],
  ])('sends the learner to the login for %s', async (_case, path) => {
    signedInLearner();
    const { environment, router } = renderWithProviders({ path, language: 'en' });
    await answerOperation(environment, 'FolderPageQuery', folderPage());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/UserHomeFolderView'));
  });

  it('sends the learner to the login when a query value is missing', async () => {
    signedInLearner();
    const { router } = renderWithProviders({ path: '/UserHomeFolderView?domain=domain-1&program=program-1', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/UserHomeFolderView'));
  });
});
