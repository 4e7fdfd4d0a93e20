// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { gettingStartedItems, programItem, programNotFound, programPage, signedInLearner } from '../../../test/learnerFixtures.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

// The viewer's PDF path is tested on its own (PdfViewer.test.tsx); here no PDF is drawn.
vi.mock('../viewers/pdfDocument.ts', () => ({
  loadPdfDocument: () => Promise.resolve({ numPages: 2, getPage: () => new Promise(() => {}), destroy: () => {} }),
}));

startEachTestAsNewBrowser();

const PATH = '/UserHomeProgramTree?domainId=domain-1&programId=program-1';

async function openProgram({ items = gettingStartedItems(), program = {}, width = 390 } = {}) {
  setViewportWidth(width);
  signedInLearner();
  const rendered = renderWithProviders({ path: PATH, language: 'en' });
  const query = await answerOperation(rendered.environment, 'ProgramPageQuery', programPage(items, program));
  expect(query.request.variables).toEqual({ programId: 'program-1' });
  await screen.findByRole('heading', { level: 1, name: 'Getting started' });
  return rendered;
}

function folderButton(name: string) {
  return within(screen.getByRole('navigation', { name: 'Course content' })).getByRole('button', { name });
}

function searchFor(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the course content' }), { target: { value: text } });
}

describe('program page: course-content search', () => {
  it('waits 300 ms after typing, then opens the folders holding the match and counts it', async () => {
    await openProgram({ width: 1280 });
    expect(folderButton('Lessons').getAttribute('aria-expanded')).toBe('false');
    searchFor('GUIDE');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByRole('button', { name: 'Program guide' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    expect(await screen.findByRole('button', { name: 'Program guide' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Results found: 1');
    expect(folderButton('Lessons').getAttribute('aria-expanded')).toBe('true');
    expect(folderButton('Reading').getAttribute('aria-expanded')).toBe('true');
    // Only the match and the folders leading to it are listed.
    expect(screen.queryByRole('button', { name: 'Introduction video' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assessment' })).toBeNull();
  });

  it('counts every match, case-insensitively, across folders', async () => {
    await openProgram({ width: 1280 });
    searchFor('introduction');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Results found: 2'));
    expect(screen.getByRole('button', { name: 'Introduction video' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Introduction quiz' })).toBeTruthy();
  });

  it('says when nothing matches, and shows the whole tree again when cleared', async () => {
    await openProgram({ width: 1280 });
    searchFor('zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results'));
    expect(screen.queryByRole('button', { name: 'Lessons' })).toBeNull();
    searchFor('');
    expect(await screen.findByRole('button', { name: 'Lessons' })).toBeTruthy();
  });

  it('filters the phone accordion the same way', async () => {
    await openProgram();
    searchFor('guide');
    expect(await screen.findByRole('button', { name: 'Program guide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lessons' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('program page: folder progress', () => {
  const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Progress of ${name}` });

  it.each([
    [[], '0', 'Primary'],
    [['video', 'audio'], '50', 'Primary'],
    [['video', 'reading'], '75', 'Warning'], // the guide inside the completed Reading counts too
    [['video', 'audio', 'guide', 'reading'], '100', 'Success'],
  ])('Lessons with %j marked: %s percent, colour %s', async (marked, percent, colour) => {
    const overrides = Object.fromEntries(marked.map((id) => [id, { markedCompleted: true }]));
    await openProgram({ items: gettingStartedItems(overrides), width: 1280 });
    const circle = progressOf('Lessons');
    expect(circle.getAttribute('aria-valuenow')).toBe(percent);
    expect(circle.className).toContain(`MuiCircularProgress-color${colour}`);
  });

  it('counts everything inside a completed folder as completed, and an answered quiz', async () => {
    const items = gettingStartedItems({ reading: { markedCompleted: true }, 'quiz-item': { quiz: { id: 'quiz-1', isForm: false, hasAnswer: true, hasExternalGrade: false } } });
    await openProgram({ items, width: 1280 });
    fireEvent.click(folderButton('Lessons'));
    expect(progressOf('Reading').getAttribute('aria-valuenow')).toBe('100');
    expect(progressOf('Lessons').getAttribute('aria-valuenow')).toBe('50'); // reading and the guide in it
    expect(progressOf('Assessment').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows the heading progress of the chosen top-level folders', async () => {
    await openProgram({ items: gettingStartedItems({ video: { markedCompleted: true } }), width: 1280 });
    expect(screen.getByText('Lessons: 25%')).toBeTruthy();
    expect(screen.getByText('Assessment: 0%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Overall progress of Lessons' }).getAttribute('aria-valuenow')).toBe('25');
  });
});

describe('program page: marking items completed', () => {
  it('sends the item and the mark, shows it at once, and marks a folder’s children from the answer', async () => {
    const { environment } = await openProgram({ width: 1280 });
    fireEvent.click(folderButton('Lessons'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark Reading completed' }));
    expect((screen.getByRole('checkbox', { name: 'Mark Reading completed' }) as HTMLInputElement).checked).toBe(true);

    const mutation = await answerOperation(environment, 'SetItemCompletedMutation', {
      Mutation: () => ({
        setItemCompleted: {
          __typename: 'MutationSetItemCompletedSuccess',
          data: {
            items: [
              { id: 'reading', markedCompleted: true },
              { id: 'guide', markedCompleted: true },
            ],
          },
        },
      }),
    });
    expect(mutation.request.variables).toEqual({ input: { itemId: 'reading', completed: true } });
    fireEvent.click(folderButton('Reading'));
    expect((screen.getByRole('checkbox', { name: 'Mark Program guide completed' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Progress of Lessons' }).getAttribute('aria-valuenow')).toBe('50');
  });

  it('takes the mark back and says why when the server refuses it', async () => {
    const { environment } = await openProgram({ width: 1280 });
    fireEvent.click(folderButton('Lessons'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mark Introduction video completed' }));
    await answerOperation(environment, 'SetItemCompletedMutation', {
      Mutation: () => ({
        setItemCompleted: { __typename: 'AppError', code: 'programClosed', message: 'closed', field: null },
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This program is closed');
    expect((screen.getByRole('checkbox', { name: 'Mark Introduction video completed' }) as HTMLInputElement).checked).toBe(false);
  });

  it('cannot mark anything in a read-only (closed) program', async () => {
    await openProgram({ width: 1280, program: { readOnly: true } });
    expect((screen.getByRole('checkbox', { name: 'Mark Lessons completed' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('program page: items and the viewer', () => {
  it('shows the quiz status, links a quiz to the quiz screen and its results, and a link to a new tab', async () => {
    const items = gettingStartedItems({ 'quiz-item': { quiz: { id: 'quiz-1', isForm: false, hasAnswer: true, hasExternalGrade: true } } });
    await openProgram({ items, width: 1280 });
    fireEvent.click(folderButton('Assessment'));
    expect(screen.getByRole('link', { name: 'Introduction quiz' }).getAttribute('href')).toBe('/QuizView?quiz=quiz-1');
    expect(screen.getByRole('link', { name: /^Results of Introduction quiz/ }).getAttribute('href')).toBe('/QuizAnswerView?quiz=quiz-1');
    expect(screen.getByTitle('Answered, with external grades')).toBeTruthy();
    fireEvent.click(folderButton('Lessons'));
    const link = screen.getByRole('link', { name: 'Course website' });
    expect(link.getAttribute('href')).toBe('https://example.com/course');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('a form’s results link says it is a form, so its screen without answers speaks of a form', async () => {
    const items = gettingStartedItems({ 'quiz-item': { quiz: { id: 'form-1', isForm: true, hasAnswer: false, hasExternalGrade: false } } });
    await openProgram({ items, width: 1280 });
    fireEvent.click(folderButton('Assessment'));
    expect(screen.getByRole('link', { name: /^Results of Introduction quiz/ }).getAttribute('href')).toBe('/QuizAnswerView?quiz=form-1&isForm=true');
  });

  it('clears the viewer and shows the chosen item 500 ms later', async () => {
    await openProgram({ width: 1280 });
    expect(screen.getByText('Choose an item from the course content to show it here.')).toBeTruthy();
    fireEvent.click(folderButton('Lessons'));
    // the screen's clock, not the machine's: a loaded machine may let 500 ms pass during a 300 ms wait
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Recorded lecture' }));
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(499));
      expect(screen.queryByTitle('Recorded lecture')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    const frame = await screen.findByTitle('Recorded lecture');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10');
  });

  it('zooms between 50% and 200% in steps of 10%, each button stopping at its end', async () => {
    await openProgram({ width: 1280 });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    expect(screen.getByText('100%')).toBeTruthy();
    fireEvent.click(zoomIn);
    expect(screen.getByText('110%')).toBeTruthy();
    for (let step = 0; step < 20; step += 1) if (!zoomIn.disabled) fireEvent.click(zoomIn);
    expect(screen.getByText('200%')).toBeTruthy();
    expect(zoomIn.disabled).toBe(true);
    for (let step = 0; step < 30; step += 1) if (!zoomOut.disabled) fireEvent.click(zoomOut);
    expect(screen.getByText('50%')).toBeTruthy();
    expect(zoomOut.disabled).toBe(true);
    expect(zoomIn.disabled).toBe(false);
  });

  it('opens an item full screen on a phone, with back, the zoom menu and close', async () => {
    await openProgram();
    fireEvent.click(screen.getByRole('button', { name: 'Lessons' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recorded lecture' }));
    const overlay = await screen.findByRole('dialog', { name: 'Recorded lecture' });
    expect(await within(overlay).findByTitle('Recorded lecture')).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Zoom: 100%' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Zoom in' }));
    expect(within(overlay).getByRole('button', { name: 'Zoom: 110%' })).toBeTruthy();
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recorded lecture' })).toBeNull());
  });
});

describe('program page: branding and attachments', () => {
  it('wears the program’s colour, its alpha trimmed, over the organisation’s', async () => {
    await openProgram({ width: 1280, program: { primaryColor: '#FF5722CC' } });
    // #FF5722 darkened to 4.5:1 for text (theme/readableTextShade.ts, issue 30)
    await waitFor(() => expect(getComputedStyle(screen.getAllByRole('banner')[0]).getPropertyValue('--AppBar-background')).toBe('#C6431A'));
  });

  it('offers an attachment it cannot show for download, with the not-playable notice', async () => {
    const items = [
      ...gettingStartedItems(),
      programItem({ id: 'notes', name: 'Notes', itemType: 'attachment', order: 5, src: '/files/notes.docx', mimeType: 'application/msword' }),
    ];
    await openProgram({ items, width: 1280 });
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    expect((await screen.findByText(/“Notes” cannot be shown here/)).textContent).toContain('Download it');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/files/notes.docx');
  });
});

describe('program page: arriving', () => {
  it('asks a visitor without a session to sign in, then loads the program', async () => {
    const { environment } = renderWithProviders({ path: PATH, language: 'en' });
    await answerOperation(environment, 'LearnerSignInDialogQuery', { Query: () => ({ organization: { id: 'org-1', alias: 'acme', primaryColor: null, verifiedSignIn: false } }) });
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'sara@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await answerOperation(environment, 'useLearnerExistsQuery', { Query: () => ({ learnerExists: true }) });
    await answerOperation(environment, 'LearnerSignInMutation', {
      Mutation: () => ({
        learnerSignIn: {
          __typename: 'MutationLearnerSignInSuccess',
          data: { token: 'new-token', learner: { id: 'l1', email: 'sara@example.com', name: 'Sara' } },
        },
      }),
    });
    await answerOperation(environment, 'ProgramPageQuery', programPage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeTruthy();
    expect(window.localStorage.getItem('learnerToken')).toBe('new-token');
  });

  it.each(['/UserHomeProgramTree?domainId=domain-1', '/UserHomeProgramTree?programId=program-1'])(
    'sends a learner to the login when an id is missing (%s)',
    async (path) => {
      signedInLearner();
      const { router } = renderWithProviders({ path, language: 'en' });
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/UserHomeProgramTree'));
    },
  );

  it('sends a learner to the login when the program is not found', async () => {
    signedInLearner();
    const { environment, router } = renderWithProviders({ path: PATH, language: 'en' });
    await answerOperation(environment, 'ProgramPageQuery', programNotFound());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/UserHomeProgramTree'));
  });
});
