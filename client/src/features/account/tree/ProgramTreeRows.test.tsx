// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import {
  accountData,
  chooseAction,
  editorProgram,
  expand,
  folder,
  openActions,
  openTree,
  pendingQueries,
  quiz,
  QUIZZES,
  sentInput,
  video,
} from './treeTestHarness.tsx';
import { findAlertSaying } from '../../../test/isolation.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';

startEachTestAsNewBrowser();

const PHYSICS = {
  programId: 'p1',
  name: 'Physics',
  items: [quiz('q1', 'Quiz one'), folder('f1', 'Week 1', [video('v1', 'Intro'), quiz('q2', 'Survey')]), video('v2', 'Summary')],
};
const CHEMISTRY = { programId: 'p2', name: 'Chemistry', items: [] };

const disabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true';

async function moveStates(actionsButton: string, name: string) {
  const menu = await openActions(actionsButton);
  const states = {
    up: disabled(within(menu).getByRole('menuitem', { name: `Move up: ${name}` })),
    down: disabled(within(menu).getByRole('menuitem', { name: `Move down: ${name}` })),
  };
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return states;
}

describe('the program tree', () => {
  it('lists the programs in their order and opens a program to its items and a folder to its own', async () => {
    await openTree([{ ...CHEMISTRY, order: 5 }, { ...PHYSICS, order: 1 }]);
    const programs = await screen.findByRole('list', { name: 'Programs' });
    expect(within(programs).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Physics', 'Chemistry']);
    await expand('Show the contents of program Physics');
    expect(screen.getByText('Quiz one')).toBeTruthy();
    expect(screen.queryByText('Intro')).toBeNull();
    await expand('Show the contents of folder Week 1');
    expect(screen.getByText('Intro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide the contents of folder Week 1' }).getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['the first item can only move down', 'Actions for quiz Quiz one', 'quiz Quiz one', { up: true, down: false }],
    ['an item in the middle moves both ways', 'Actions for folder Week 1', 'folder Week 1', { up: false, down: false }],
    ['the last item can only move up', 'Actions for video Summary', 'video Summary', { up: false, down: true }],
  ])('%s (disabled at the ends)', async (_rule, actions, name, expected) => {
    await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    expect(await moveStates(actions, name)).toEqual(expected);
  });

  it('moves programs by their order, disabled at the ends', async () => {
    await openTree([PHYSICS, CHEMISTRY]);
    expect(await moveStates('Actions for program Physics', 'program Physics')).toEqual({ up: true, down: false });
    expect(await moveStates('Actions for program Chemistry', 'program Chemistry')).toEqual({ up: false, down: true });
  });

  it('moving an item down saves the whole program with its revision and the swapped order', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Move down: quiz Quiz one');
    const input = sentInput(environment, 'SaveProgramMutation');
    expect(input).toMatchObject({ programId: btoa('Program:p1'), revision: 3, name: 'Physics' });
    expect((input.items as { id: string }[]).map((item) => item.id)).toEqual(['f1', 'q1', 'v2']);
    expect(screen.getByRole('progressbar', { name: 'Please wait…' })).toBeTruthy();
  });

  it('asks before deleting an item, in words for its type, and saves the program without it', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for video Summary', 'Delete video Summary');
    const dialog = await screen.findByRole('dialog', { name: 'Delete video?' });
    expect(within(dialog).getByText('Remove the video Summary from the program?')).toBeTruthy();
    expect(sentOperationNames(environment)).not.toContain('SaveProgramMutation');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const saved = { ...editorProgram({ ...PHYSICS, revision: 4 }), items: PHYSICS.items.slice(0, 2) };
    const operation = await resolveOperation(environment, 'SaveProgramMutation', { saveProgram: { __typename: 'MutationSaveProgramSuccess', data: saved } });
    expect((operation.request.variables.input.items as { id: string }[]).map((item) => item.id)).toEqual(['q1', 'f1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Summary')).toBeNull();
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for folder Week 1', 'Delete folder Week 1');
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentOperationNames(environment)).not.toContain('SaveProgramMutation');
    expect(screen.getByText('Week 1')).toBeTruthy();
  });

  it('deletes a program after its own confirmation; the answer takes it out of the tree, with no read again', async () => {
    const { environment } = await openTree([PHYSICS, CHEMISTRY]);
    await chooseAction('Actions for program Chemistry', 'Delete program Chemistry');
    const dialog = await screen.findByRole('dialog', { name: 'Delete program?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await answerOperation(environment, 'DeleteProgramMutation', {
      Mutation: () => ({ deleteProgram: { __typename: 'MutationDeleteProgramSuccess', data: { programId: 'p2' } } }),
    });
    await waitFor(() => expect(screen.queryByText('Chemistry')).toBeNull());
    expect(screen.getByText('Physics')).toBeTruthy();
    expect(pendingQueries(environment)).toEqual([]);
  });

  it('a quiz with submissions is deleted only after a second confirmation that keeps its results', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Delete quiz Quiz one');
    let dialog = await screen.findByRole('dialog', { name: 'Delete quiz?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const first = await resolveOperation(environment, 'DeleteQuizMutation', {
      deleteQuiz: { __typename: 'AppError', code: 'quizHasSubmissions', message: 'has submissions', field: null },
    });
    expect(first.request.variables.input).toEqual({ quizId: 'quiz-q1', confirmSubmissions: false });
    dialog = await screen.findByRole('dialog', { name: 'Delete quiz?' });
    expect(await within(dialog).findByText(/Quiz one has submissions\. Delete it anyway\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete anyway' }));
    // the answer carries the account without the quiz: the tree shows it with no read again
    const withoutQuiz = accountData([{ ...PHYSICS, revision: 4, items: PHYSICS.items.slice(1) }], { quizzes: QUIZZES.slice(1) }).viewer.account;
    const second = await answerOperation(environment, 'DeleteQuizMutation', {
      Mutation: () => ({ deleteQuiz: { __typename: 'MutationDeleteQuizSuccess', data: { quizId: 'quiz-q1', kept: true, account: withoutQuiz } } }),
    });
    expect(second.request.variables.input).toEqual({ quizId: 'quiz-q1', confirmSubmissions: true });
    expect(await screen.findByText('Deleted. Its results stay exportable.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Quiz one')).toBeNull());
    expect(screen.getByText('Week 1')).toBeTruthy();
    expect(pendingQueries(environment)).toEqual([]);
  });

  it('a save refused with staleRevision says the program changed elsewhere and reloads it instead of overwriting', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for video Summary', 'Move up: video Summary');
    await resolveOperation(environment, 'SaveProgramMutation', {
      saveProgram: { __typename: 'AppError', code: 'staleRevision', message: 'stale', field: 'revision' },
    });
    expect(
      await findAlertSaying('The program Physics was changed elsewhere. It has been reloaded with the latest version; your change was not saved.'),
    ).toBeTruthy();
    const newer = { ...PHYSICS, revision: 9, items: [...PHYSICS.items, video('v3', 'Added elsewhere')] };
    await resolveOperation(environment, 'useProgramReloadQuery', accountData([newer]));
    expect(await screen.findByText('Added elsewhere')).toBeTruthy();
    expect(sentOperationNames(environment)).not.toContain('SaveProgramMutation');

    // The next change is based on the reloaded revision.
    await chooseAction('Actions for video Added elsewhere', 'Move up: video Added elsewhere');
    expect(sentInput(environment, 'SaveProgramMutation')).toMatchObject({ revision: 9 });
  });

  it('shows the examinees count of a quiz read fresh: learners who submitted answers and private users uploaded', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Show the examinees count of quiz Quiz one');
    const counts = QUIZZES.map(({ quizId }, index) => ({ quizId, examineesCount: 7 + index, answersCount: 7 + index, privateExamineesCount: 40 + index }));
    await resolveOperation(environment, 'useShowQuizCountsQuery', { viewer: { account: { id: btoa('Account:acc1'), quizzes: counts } } });
    expect(await findAlertSaying('Quiz one: submitted answers 7; private users 40')).toBeTruthy();
  });

  it('edit content of a quiz opens it in the quiz editor', async () => {
    const { router } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Edit content of quiz Quiz one');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountEditQuiz'));
    expect(router.state.location.search).toBe('?quiz=quiz-q1');
  });

  it("opens a quiz's results screen", async () => {
    const { router } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Open the results screen of quiz Quiz one');
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountQuizResults/quiz-q1'));
  });

  it('copies a folder link in the shape the learner side opens', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for folder Week 1', 'Copy link of folder Week 1');
    expect(await screen.findByText('Link copied')).toBeTruthy();
    const url = new URL(new URL(written[0]).hash.slice(1), 'http://client');
    expect(url.pathname).toBe('/UserHomeFolderView');
    expect(Object.fromEntries(url.searchParams)).toEqual({ domain: btoa('Domain:acc1'), program: btoa('Program:p1'), folder: btoa('ProgramItem:f1') });
    act(() => Reflect.deleteProperty(navigator, 'clipboard'));
  });

  it('names every action for screen readers in Arabic too, right to left', async () => {
    await openTree([PHYSICS], { language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    await expand('عرض محتويات البرنامج Physics');
    const menu = await openActions('إجراءات المجلد Week 1');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'إضافة عنصر إلى المجلد Week 1',
      'تعديل المجلد Week 1',
      'نسخ رابط المجلد Week 1',
      'نقل المجلد Week 1 إلى مجلد آخر',
      'نقل المجلد Week 1 إلى الأعلى',
      'نقل المجلد Week 1 إلى الأسفل',
      'حذف المجلد Week 1',
    ]);
  });

  it.each([
    ['en', 'Show the contents of program Exams', 'Not published'],
    ['ar', 'عرض محتويات البرنامج Exams', 'غير منشور'],
  ] as const)('in %s, a quiz never published says so on its row and a published one does not', async (language, expandProgram, label) => {
    const exams = { programId: 'p3', name: 'Exams', items: [quiz('a', 'Draft exam'), quiz('b', 'Final exam')] };
    const quizzes = [
      { ...QUIZZES[0], quizId: 'quiz-a', name: 'Draft exam', published: false },
      { ...QUIZZES[0], quizId: 'quiz-b', name: 'Final exam', published: true },
    ];
    await openTree([exams], { language, quizzes });
    await expand(expandProgram);
    const rowOf = (name: string) => screen.getByText(name).closest('li')!;
    expect(within(rowOf('Draft exam')).getByText(label)).toBeTruthy();
    expect(within(rowOf('Final exam')).queryByText(label)).toBeNull();
  });

  it("copying an unpublished quiz's link says learners can open it once it is published", async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
    const exams = { programId: 'p3', name: 'Exams', items: [quiz('a', 'Draft exam'), quiz('b', 'Final exam')] };
    const quizzes = [
      { ...QUIZZES[0], quizId: 'quiz-a', name: 'Draft exam', published: false },
      { ...QUIZZES[0], quizId: 'quiz-b', name: 'Final exam', published: true },
    ];
    await openTree([exams], { quizzes });
    await expand('Show the contents of program Exams');
    await chooseAction('Actions for quiz Draft exam', 'Copy link of quiz Draft exam');
    expect(await screen.findByText('Link copied. Learners can open it once the quiz is published.')).toBeTruthy();
    await chooseAction('Actions for quiz Final exam', 'Copy link of quiz Final exam');
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('opens media in a new tab', async () => {
    await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    const menu = await openActions('Actions for video Summary');
    const open = within(menu).getByRole('menuitem', { name: 'Open video Summary in a new tab' });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual(['/files/a.mp4', '_blank']);
  });
});
