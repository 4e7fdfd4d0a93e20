// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { findAlertSaying } from '../../../test/isolation.ts';
import { resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import {
  FINAL_EXAM_ID,
  findLearner,
  learnerRecords,
  loadAdminBundle,
  openUsersPage,
  pending,
  physics,
  PRIVATE_EXAM_ID,
  sentInput,
  survey,
} from './usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

/** The table row of a quiz (960 px and wider). */
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function openOnDesktop(language: 'en' | 'ar' = 'en') {
  setViewportWidth(1280);
  const opened = await openUsersPage({ language });
  await findLearner(opened.environment, learnerRecords(), 'amal@example.com', language === 'ar' ? 'البريد الإلكتروني للمتعلم' : undefined);
  await screen.findByRole('table');
  return opened;
}

describe('the grade adjustment', () => {
  it('is saved as a whole number, may be negative, and the result the server computed shows after it', async () => {
    const { environment } = await openOnDesktop();
    const field = screen.getByRole('spinbutton', { name: 'Grade adjustment Final exam' });
    const save = within(rowOf('Final exam')).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(screen.getByText('Enter a whole number from -10,000 to 10,000; negative takes points off.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '-2' } });
    expect(screen.queryByText('Enter a whole number from -10,000 to 10,000; negative takes points off.')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(field.closest('form')!); // Enter in the field
    expect(await sentInput(environment, 'SetQuizGradeOffsetMutation')).toEqual({ quizId: FINAL_EXAM_ID, email: 'amal@example.com', gradeOffset: -2 });
    await resolveOperation(environment, 'SetQuizGradeOffsetMutation', {
      setQuizGradeOffset: { __typename: 'MutationSetQuizGradeOffsetSuccess', data: { gradeOffset: -2, result: 5 } },
    });
    await findAlertSaying('Grade adjustment saved: the result of Final exam is now 5 / 10.');
    expect(save.hasAttribute('disabled')).toBe(true); // saved: nothing to save any more
    // The answer updates the store: the row shows the learner's result as the server has it, with no records read again.
    await waitFor(() => expect(within(rowOf('Final exam')).getByText('5 / 10')).toBeTruthy());
    expect((screen.getByRole('spinbutton', { name: 'Grade adjustment Final exam' }) as HTMLInputElement).value).toBe('-2');
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('says when the learner has no grade yet for the adjustment to count on', async () => {
    const { environment } = await openOnDesktop();
    const field = screen.getByRole('spinbutton', { name: 'Grade adjustment اختبار الفيزياء' });
    expect((field as HTMLInputElement).value).toBe('-2');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(within(rowOf('اختبار الفيزياء')).getByRole('button', { name: 'Save' }));
    await resolveOperation(environment, 'SetQuizGradeOffsetMutation', {
      setQuizGradeOffset: { __typename: 'MutationSetQuizGradeOffsetSuccess', data: { gradeOffset: 3, result: null } },
    });
    await findAlertSaying('Grade adjustment saved for اختبار الفيزياء; it counts once the learner has a grade.');
  });

  it('refuses a number beyond the rule of grade offsets (±10,000) before sending it', async () => {
    const { environment } = await openOnDesktop();
    const field = screen.getByRole('spinbutton', { name: 'Grade adjustment Final exam' });
    const save = within(rowOf('Final exam')).getByRole('button', { name: 'Save' });
    fireEvent.change(field, { target: { value: '10001' } });
    expect(screen.getByText('Enter a whole number from -10,000 to 10,000; negative takes points off.')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(field.closest('form')!);
    fireEvent.change(field, { target: { value: '-10000' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(pending(environment, 'SetQuizGradeOffsetMutation')).toEqual([]);
  });

  it("keeps the typed value and shows the server's refusal by its code", async () => {
    const { environment } = await openOnDesktop();
    const field = screen.getByRole('spinbutton', { name: 'Grade adjustment Final exam' });
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.submit(field.closest('form')!);
    await resolveOperation(environment, 'SetQuizGradeOffsetMutation', {
      setQuizGradeOffset: { __typename: 'AppError', code: 'userNotFound', field: 'email' },
    });
    await findAlertSaying('No learner is registered with this e-mail');
    expect((field as HTMLInputElement).value).toBe('4');
    expect(within(rowOf('Final exam')).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(pending(environment, 'LearnerRecordsResultQuery')).toEqual([]);
  });

  it('is not offered for a form, which has no grade', async () => {
    await openOnDesktop();
    expect(within(rowOf('Survey')).queryByRole('spinbutton')).toBeNull();
    expect(within(rowOf('Survey')).getByRole('button', { name: 'Delete entry' })).toBeTruthy();
  });
});

describe("deleting a learner's quiz entry", () => {
  it('asks for a confirmation, then deletes it and the row goes', async () => {
    const { environment } = await openOnDesktop();
    fireEvent.click(within(rowOf('Final exam')).getByRole('button', { name: 'Delete entry' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the quiz entry?' });
    expect(dialog.textContent).toContain('Delete the entry of amal@example.com in Final exam?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending(environment, 'DeleteLearnerQuizEntryMutation')).toEqual([]);

    fireEvent.click(within(rowOf('Final exam')).getByRole('button', { name: 'Delete entry' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteLearnerQuizEntryMutation')).toEqual({ quizId: FINAL_EXAM_ID, email: 'amal@example.com' });
    await resolveOperation(environment, 'DeleteLearnerQuizEntryMutation', {
      deleteLearnerQuizEntry: { __typename: 'MutationDeleteLearnerQuizEntrySuccess', data: { submissions: 1 } },
    });
    await findAlertSaying('The entry of amal@example.com in Final exam was deleted.');
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords({ quizzes: [physics, survey] }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Final exam' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Survey' })).toBeTruthy();
  });

  it('of a private quiz, from the private quizzes list, after a confirmation', async () => {
    const { environment } = await openOnDesktop();
    const privateQuizzes = screen.getByRole('region', { name: 'Private quizzes' });
    fireEvent.click(within(privateQuizzes).getByRole('button', { name: 'Delete entry' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete the quiz entry?' })).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteLearnerQuizEntryMutation')).toEqual({ quizId: PRIVATE_EXAM_ID, email: 'amal@example.com' });
    await resolveOperation(environment, 'DeleteLearnerQuizEntryMutation', {
      deleteLearnerQuizEntry: { __typename: 'MutationDeleteLearnerQuizEntrySuccess', data: { submissions: 0 } },
    });
    await resolveOperation(environment, 'LearnerRecordsResultQuery', learnerRecords({ privateQuizzes: [] }));
    expect(await within(privateQuizzes).findByText('This learner is not a private user of any quiz.')).toBeTruthy();
  });
});

describe('the layout', () => {
  it('is a table from 960 px, its buttons described by the quiz they act on', async () => {
    await openOnDesktop();
    const table = screen.getByRole('table', { name: "The learner's quizzes" });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Quiz', 'Result', 'Grade adjustment', 'Actions']);
    const save = within(rowOf('Final exam')).getByRole('button', { name: 'Save' });
    expect(document.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe('Final exam');
  });

  it('is a list of cards below 960 px, each field labelled on its own', async () => {
    setViewportWidth(959);
    const { environment } = await openUsersPage();
    await findLearner(environment);
    const quizzes = await screen.findByRole('list', { name: 'Quizzes' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(quizzes).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 4 }).textContent)).toEqual(['Final exam', 'اختبار الفيزياء', 'Survey']);
    expect(within(cards[0]).getByText('7 / 10')).toBeTruthy();
    expect(within(cards[0]).getByRole('spinbutton', { name: 'Grade adjustment Final exam' })).toBeTruthy();
    expect(within(cards[0]).getByText('Points added to the result (negative to take off).')).toBeTruthy();
  });

  it('is in Arabic, right to left', async () => {
    await openOnDesktop('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const table = screen.getByRole('table', { name: 'اختبارات المتعلم' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['الاختبار', 'النتيجة', 'تعديل الدرجة', 'الإجراءات']);
    expect(screen.getByRole('spinbutton', { name: 'تعديل الدرجة Final exam' })).toBeTruthy();
    expect(within(rowOf('Final exam')).getByRole('button', { name: 'حفظ' })).toBeTruthy();
  });
});
