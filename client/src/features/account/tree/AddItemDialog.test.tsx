// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { editorProgram, expand, chooseAction, folder, openTree, sentInput } from './treeTestHarness.tsx';

const storeFile = vi.hoisted(() => vi.fn());
vi.mock(import('../../../storage/uploadFile.ts'), async (importOriginal) => ({ ...(await importOriginal()), storeFile }));

startEachTestAsNewBrowser();
beforeEach(() => {
  storeFile.mockReset();
});

const PHYSICS = { programId: 'p1', name: 'Physics', items: [folder('f1', 'Week 1')] };

async function openAddDialog(options: { enableVideo?: boolean } = {}) {
  const rendered = await openTree([PHYSICS], options);
  await chooseAction('Actions for program Physics', 'Add item to program Physics');
  const dialog = await screen.findByRole('dialog', { name: 'Add to Physics' });
  return { ...rendered, dialog };
}

function choose(dialog: HTMLElement, choice: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: choice }));
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
const pick = (dialog: HTMLElement, label: string, file: File) => fireEvent.change(within(dialog).getByLabelText(label), { target: { files: [file] } });
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement;
const file = (name: string, mime: string) => new File(['bytes'], name, { type: mime });

const CHOICES = ['Folder', 'Quiz or form', 'Video', 'YouTube video', 'Audio', 'Attachment', 'Link'];

describe('the add-item dialog', () => {
  it('starts on the choice of type, offering video only when the account has videos enabled', async () => {
    const { dialog } = await openAddDialog({ enableVideo: true });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(expect.arrayContaining(CHOICES));
    expect(addButton(dialog).disabled).toBe(true);
  });

  it('does not offer video when enableVideo is off', async () => {
    const { dialog } = await openAddDialog({ enableVideo: false });
    const choices = within(within(dialog).getByRole('list', { name: 'What would you like to add?' })).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual(CHOICES.filter((choice) => choice !== 'Video'));
  });

  it.each<[string, boolean, string, (dialog: HTMLElement) => void]>([
    ['a folder without a name', false, 'Folder', () => {}],
    ['a folder named only with spaces', false, 'Folder', (dialog) => type(dialog, 'Folder name', '   ')],
    ['a folder with a name', true, 'Folder', (dialog) => type(dialog, 'Folder name', 'Week 2')],
    ['a YouTube item with a name only', false, 'YouTube video', (dialog) => type(dialog, 'Name', 'Lecture')],
    ['a YouTube item with a link only', false, 'YouTube video', (dialog) => type(dialog, 'YouTube link', 'https://youtu.be/dQw4w9WgXcQ')],
    [
      'a YouTube item with a name and a link',
      true,
      'YouTube video',
      (dialog) => {
        type(dialog, 'Name', 'Lecture');
        type(dialog, 'YouTube link', 'https://youtu.be/dQw4w9WgXcQ');
      },
    ],
    ['a link with a name only', false, 'Link', (dialog) => type(dialog, 'Name', 'Docs')],
    [
      'a link with a name and a link',
      true,
      'Link',
      (dialog) => {
        type(dialog, 'Name', 'Docs');
        type(dialog, 'Link', 'https://example.com/docs');
      },
    ],
    [
      'a link that is not http or https',
      false,
      'Link',
      (dialog) => {
        type(dialog, 'Name', 'Docs');
        type(dialog, 'Link', 'ftp://example.com/docs');
      },
    ],
    ['a video with a name and no file', false, 'Video', (dialog) => type(dialog, 'Name', 'Intro')],
    ['a video with a file and no name', false, 'Video', (dialog) => pick(dialog, 'Choose a video (mp4, mov, webm)', file('a.mp4', 'video/mp4'))],
    [
      'a video with a file and a name',
      true,
      'Video',
      (dialog) => {
        type(dialog, 'Name', 'Intro');
        pick(dialog, 'Choose a video (mp4, mov, webm)', file('a.mp4', 'video/mp4'));
      },
    ],
    [
      'an audio with a file and a name',
      true,
      'Audio',
      (dialog) => {
        type(dialog, 'Name', 'Podcast');
        pick(dialog, 'Choose an audio file (mp3, wav)', file('a.mp3', 'audio/mpeg'));
      },
    ],
    ['an attachment with a name and no file', false, 'Attachment', (dialog) => type(dialog, 'Name', 'Notes')],
    [
      'an attachment with a file and a name',
      true,
      'Attachment',
      (dialog) => {
        type(dialog, 'Name', 'Notes');
        pick(dialog, 'Choose a file', file('notes.pdf', 'application/pdf'));
      },
    ],
  ])('submit for %s: enabled %s', async (_case, enabled, choice, fill) => {
    const { dialog } = await openAddDialog();
    choose(dialog, choice);
    fill(dialog);
    expect(addButton(dialog).disabled).toBe(!enabled);
  });

  it.each<[string, string, File, string]>([
    ['a video that is not mp4, mov or webm', 'Video', file('a.mkv', 'video/x-matroska'), 'Invalid video type: use mp4, mov or webm'],
    ['an mp4 name on another video type', 'Video', file('a.mp4', 'video/ogg'), 'Invalid video type: use mp4, mov or webm'],
    ['an audio that is not mp3 or wav', 'Audio', file('a.ogg', 'audio/ogg'), 'Invalid audio type: use mp3 or wav'],
  ])('refuses %s with the spec’s message and keeps submit disabled', async (_case, choice, wrong, message) => {
    const { dialog } = await openAddDialog();
    choose(dialog, choice);
    type(dialog, 'Name', 'Clip');
    pick(dialog, choice === 'Video' ? 'Choose a video (mp4, mov, webm)' : 'Choose an audio file (mp3, wav)', wrong);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(addButton(dialog).disabled).toBe(true);
  });

  it('shows why a YouTube link is refused', async () => {
    const { dialog } = await openAddDialog();
    choose(dialog, 'YouTube video');
    type(dialog, 'Name', 'Lecture');
    type(dialog, 'YouTube link', 'https://vimeo.com/12345');
    expect(within(dialog).getByText('Invalid YouTube link')).toBeTruthy();
    expect(addButton(dialog).disabled).toBe(true);
  });

  it('back returns to the choice with the fields cleared', async () => {
    const { dialog } = await openAddDialog();
    choose(dialog, 'Folder');
    type(dialog, 'Folder name', 'Week 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('list', { name: 'What would you like to add?' })).toBeTruthy();
    choose(dialog, 'Folder');
    expect((within(dialog).getByLabelText('Folder name', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it('closing resets every field: it opens again on the choice', async () => {
    const { dialog } = await openAddDialog();
    choose(dialog, 'Link');
    type(dialog, 'Name', 'Docs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await chooseAction('Actions for program Physics', 'Add item to program Physics');
    const again = await screen.findByRole('dialog', { name: 'Add to Physics' });
    expect(within(again).getByRole('list', { name: 'What would you like to add?' })).toBeTruthy();
  });

  it('adds a YouTube item with the video id to the end of the program and saves it', async () => {
    const { dialog, environment } = await openAddDialog();
    choose(dialog, 'YouTube video');
    type(dialog, 'Name', ' Lecture ');
    type(dialog, 'YouTube link', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30');
    fireEvent.click(addButton(dialog));
    const items = (await waitFor(() => sentInput(environment, 'SaveProgramMutation'))).items as { itemType: string; name: string; src: string }[];
    expect(items.map(({ itemType, name, src }) => ({ itemType, name, src }))).toEqual([
      { itemType: 'folder', name: 'Week 1', src: null },
      { itemType: 'youtube-video', name: 'Lecture', src: 'dQw4w9WgXcQ' },
    ]);
  });

  it('uploads a video with the admin session, then saves the item with its address and type', async () => {
    storeFile.mockResolvedValue('http://localhost/files/dev/1/a.mp4');
    const { dialog, environment } = await openAddDialog();
    choose(dialog, 'Video');
    type(dialog, 'Name', 'Intro');
    pick(dialog, 'Choose a video (mp4, mov, webm)', file('a.mp4', 'video/mp4'));
    fireEvent.click(addButton(dialog));
    await waitFor(() => expect(storeFile).toHaveBeenCalledTimes(1));
    expect(storeFile.mock.calls[0][1]).toMatchObject({ credential: 'admin' });
    const input = await waitFor(() => sentInput(environment, 'SaveProgramMutation'));
    expect((input.items as object[]).at(-1)).toMatchObject({ itemType: 'video', name: 'Intro', src: 'http://localhost/files/dev/1/a.mp4', type: 'video/mp4' });
    await resolveOperation(environment, 'SaveProgramMutation', {
      saveProgram: { __typename: 'MutationSaveProgramSuccess', data: editorProgram({ ...PHYSICS, revision: 4 }) },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed upload says so and closes the dialog without saving', async () => {
    storeFile.mockRejectedValue(new Error('uploadFailed'));
    const { dialog, environment } = await openAddDialog();
    choose(dialog, 'Attachment');
    type(dialog, 'Name', 'Notes');
    pick(dialog, 'Choose a file', file('notes.pdf', 'application/pdf'));
    fireEvent.click(addButton(dialog));
    expect(await screen.findByText('The file could not be uploaded.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(() => sentInput(environment, 'SaveProgramMutation')).toThrow();
  });

  it('choosing a quiz in a folder goes to the quiz editor with the program and the folder', async () => {
    const { router } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for folder Week 1', 'Add item to folder Week 1');
    const dialog = await screen.findByRole('dialog', { name: 'Add to Week 1' });
    choose(dialog, 'Quiz or form');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountEditQuiz'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ program: 'p1', folderId: 'f1' });
  });
});
