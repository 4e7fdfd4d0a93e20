// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { accountData, chooseAction, expand, folder, openTree, pendingQueries, quiz, QUIZZES, sentInput, video } from './treeTestHarness.tsx';
import { findAlertSaying } from '../../../test/isolation.ts';

startEachTestAsNewBrowser();

const FOLDERS = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];
const PHYSICS = {
  programId: 'p1',
  name: 'Physics',
  items: [
    ...FOLDERS.map((name, index) => folder(`f${index + 1}`, name, index === 0 ? [folder('f11', 'Week 1 extras', [quiz('q1', 'Quiz one', 'quiz-q1')])] : [])),
    video('v1', 'Intro'),
  ],
  // a nested folder and a deleted quiz, as older data may hold them
  headingProgress: ['f1', 'f11'],
  prerequisites: ['quiz-q1', 'quiz-gone'],
};

const checkbox = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

async function openEditProgram() {
  const rendered = await openTree([PHYSICS]);
  await chooseAction('Actions for program Physics', 'Edit program Physics');
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Edit program Physics' }) };
}

describe('the edit-program dialog', () => {
  it('offers the first-level folders for heading progress and caps the choice at 3', async () => {
    const { dialog } = await openEditProgram();
    const offered = within(within(dialog).getByRole('group', { name: 'Folders whose progress shows in the program header' })).getAllByRole('checkbox');
    expect(offered).toHaveLength(4);
    expect(checkbox(dialog, 'Week 1').checked).toBe(true);
    fireEvent.click(checkbox(dialog, 'Week 2'));
    expect(checkbox(dialog, 'Week 4').disabled).toBe(false);
    fireEvent.click(checkbox(dialog, 'Week 3'));
    expect([checkbox(dialog, 'Week 4').disabled, checkbox(dialog, 'Week 4').checked]).toEqual([true, false]);
    fireEvent.click(checkbox(dialog, 'Week 1'));
    expect(checkbox(dialog, 'Week 4').disabled).toBe(false);
  });

  it('saves the settings with heading progress of first-level folders and prerequisites of existing quizzes only', async () => {
    const { dialog, environment } = await openEditProgram();
    fireEvent.click(checkbox(dialog, 'Week 3'));
    fireEvent.click(button(dialog, 'Save'));
    const input = await waitFor(() => sentInput(environment, 'SaveProgramMutation'));
    expect(input).toMatchObject({ programId: btoa('Program:p1'), revision: 3, name: 'Physics', headingProgress: ['f1', 'f3'], prerequisites: ['quiz-q1'] });
  });

  it('needs a program name', async () => {
    const { dialog } = await openEditProgram();
    fireEvent.change(within(dialog).getByLabelText('Program name', { exact: false }), { target: { value: '  ' } });
    expect(within(dialog).getByText('Program name is required')).toBeTruthy();
    expect(button(dialog, 'Save').disabled).toBe(true);
  });
});

describe('the edit-folder dialog', () => {
  async function openEditFolder() {
    const rendered = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for folder Week 2', 'Edit folder Week 2');
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Edit folder Week 2' }) };
  }

  it('needs a name', async () => {
    const { dialog } = await openEditFolder();
    fireEvent.change(within(dialog).getByLabelText('Folder name', { exact: false }), { target: { value: '' } });
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(button(dialog, 'Save').disabled).toBe(true);
  });

  it('takes a png or jpeg icon only', async () => {
    const { dialog } = await openEditFolder();
    const icon = within(dialog).getByLabelText('Choose an icon (png or jpeg)');
    fireEvent.change(icon, { target: { files: [new File(['x'], 'icon.gif', { type: 'image/gif' })] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid image type: use png or jpeg');
    fireEvent.change(icon, { target: { files: [new File(['x'], 'icon.png', { type: 'image/png' })] } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('Chosen file: icon.png')).toBeTruthy();
  });

  it('expression mode hides the prerequisite list and the OR switch and checks the expression', async () => {
    const { dialog } = await openEditFolder();
    expect(within(dialog).getByLabelText('Prerequisite quizzes')).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'One passed prerequisite is enough (OR)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Use a logic expression' }));
    expect(within(dialog).queryByLabelText('Prerequisite quizzes')).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'One passed prerequisite is enough (OR)' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Logic expression'), { target: { value: 'A & B' } });
    expect(within(dialog).getByText('The logic expression is not valid')).toBeTruthy();
    expect(button(dialog, 'Save').disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Logic expression'), { target: { value: '' } });
    expect(button(dialog, 'Save').disabled).toBe(false);
  });

  it('saves the renamed folder in its place', async () => {
    const { dialog, environment } = await openEditFolder();
    fireEvent.change(within(dialog).getByLabelText('Folder name', { exact: false }), { target: { value: 'Second week' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Hidden from learners' }));
    fireEvent.click(button(dialog, 'Save'));
    const items = (await waitFor(() => sentInput(environment, 'SaveProgramMutation'))).items as { id: string; name: string; hidden: boolean }[];
    expect(items[1]).toMatchObject({ id: 'f2', name: 'Second week', hidden: true });
    expect(items.map((item) => item.id)).toEqual(['f1', 'f2', 'f3', 'f4', 'v1']);
  });
});

describe('the other item dialogs', () => {
  it('edit media needs a name', async () => {
    await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for video Intro', 'Edit video Intro');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Intro' });
    fireEvent.change(within(dialog).getByLabelText('Name', { exact: false }), { target: { value: ' ' } });
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(button(dialog, 'Save').disabled).toBe(true);
  });

  it('duplicating a quiz needs a name, and sends the quiz, the program and its folder', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await expand('Show the contents of folder Week 1');
    await expand('Show the contents of folder Week 1 extras');
    await chooseAction('Actions for quiz Quiz one', 'Duplicate quiz Quiz one');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Quiz one' });
    const name = within(dialog).getByLabelText('Name of the copy', { exact: false });
    expect((name as HTMLInputElement).value).toBe('Quiz one (copy)');
    fireEvent.change(name, { target: { value: '' } });
    expect(within(dialog).getByText('Quiz name is required')).toBeTruthy();
    expect(button(dialog, 'Duplicate').disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Quiz one, second try' } });
    fireEvent.click(button(dialog, 'Duplicate'));
    // the answer carries the account with the copy in the folder: the tree shows it with no read again
    const copy = quiz('q9', 'Quiz one, second try', 'quiz-new');
    const withCopy = { ...PHYSICS, revision: 4, items: PHYSICS.items.map((item) => (item.id === 'f1' ? folder('f1', 'Week 1', [folder('f11', 'Week 1 extras', [quiz('q1', 'Quiz one', 'quiz-q1'), copy])]) : item)) };
    const copied = { quizId: 'quiz-new', name: 'Quiz one, second try', isForm: false, externalGrades: false, examineesCount: 0, answersCount: 0, published: false };
    const operation = await answerOperation(environment, 'DuplicateQuizMutation', {
      Mutation: () => ({
        duplicateQuiz: {
          __typename: 'MutationDuplicateQuizSuccess',
          data: { quizId: 'quiz-new', revision: 0, account: accountData([withCopy], { quizzes: [...QUIZZES, copied] }).viewer.account },
        },
      }),
    });
    expect(operation.request.variables.input).toEqual({ quizId: 'quiz-q1', name: 'Quiz one, second try', programId: 'p1', folderId: 'f11' });
    expect(await findAlertSaying('The copy Quiz one, second try was created.')).toBeTruthy();
    expect(await screen.findByText('Quiz one, second try')).toBeTruthy();
    expect(pendingQueries(environment)).toEqual([]);
  });

  it('moves a folder into another folder, never into itself or its own sub-folders', async () => {
    const { environment } = await openTree([PHYSICS]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for folder Week 1', 'Move to another folder: folder Week 1');
    const dialog = await screen.findByRole('dialog', { name: 'Move Week 1' });
    const radio = (name: string) => within(dialog).getByRole('radio', { name }) as HTMLInputElement;
    expect([radio('Week 1').disabled, radio('Week 1 extras').disabled, radio('Top of the program Physics').disabled]).toEqual([true, true, true]);
    expect(button(dialog, 'Move').disabled).toBe(true);
    fireEvent.click(radio('Week 3'));
    fireEvent.click(button(dialog, 'Move'));
    const items = (await waitFor(() => sentInput(environment, 'SaveProgramMutation'))).items as { id: string; children?: { id: string }[] }[];
    expect(items.map((item) => item.id)).toEqual(['f2', 'f3', 'f4', 'v1']);
    expect(items[1].children?.map((child) => child.id)).toEqual(['f1']);
  });
});
