// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages.ts';
import { findAlertSaying } from '../../../test/isolation.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';
import { openAccountSettings } from '../../account/accountHomeFixture.ts';
import { chooseAction, expand, openTree, quiz } from '../../account/tree/treeTestHarness.tsx';
import { ALL_QUIZZES, answerNextBatch, chooseFile, downloads, keepDownloads, sentMutations, tableRows } from './uploadTestHarness.ts';

startEachTestAsNewBrowser();
keepDownloads();

const PROGRAM = { programId: 'p1', name: 'Physics', items: [quiz('q1', 'Quiz one'), quiz('q2', 'Survey'), quiz('q3', 'Graded elsewhere')] };

const TEXTS = {
  en: {
    program: 'Show the contents of program Physics',
    actions: 'Actions for quiz Quiz one',
    privateUsers: 'Upload private users of quiz Quiz one',
    deleteExaminees: 'Delete examinees by file: quiz Quiz one',
    choose: 'Choose a .csv file',
    invalidEmail: 'Please enter a valid e-mail address',
  },
  ar: {
    program: 'عرض محتويات البرنامج Physics',
    actions: 'إجراءات الاختبار Quiz one',
    privateUsers: 'رفع المستخدمين الخاصين للاختبار Quiz one',
    deleteExaminees: 'حذف ممتحَني الاختبار Quiz one بملف',
    choose: 'اختر ملف ‎.csv',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح',
  },
};

async function openQuizDialog(action: 'privateUsers' | 'deleteExaminees', language: Language = 'en') {
  const rendered = await openTree([PROGRAM], { language, quizzes: ALL_QUIZZES });
  await expand(TEXTS[language].program);
  await chooseAction(TEXTS[language].actions, TEXTS[language][action]);
  return { ...rendered, dialog: await screen.findByRole('dialog') };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;
const emails = (count: number) => Array.from({ length: count }, (_, index) => `learner${index + 1}@example.com`);

describe('upload private users (admin spec §5)', () => {
  it.each(['en', 'ar'] as const)(
    '%s: a file with an invalid e-mail sends nothing, downloads invalidEmails.txt and shows the invalidEmail alert',
    async (language) => {
      const { environment, dialog } = await openQuizDialog('privateUsers', language);
      chooseFile(dialog, TEXTS[language].choose, '\uFEFFali@example.com\r\n Not An Email \r\n\r\nsara@example\r\n');
      expect((await within(dialog).findByRole('alert')).textContent).toContain(TEXTS[language].invalidEmail);
      expect(downloads.map((download) => download.fileName)).toEqual(['invalidEmails.txt']);
      expect(await downloads[0].file.text()).toBe('not an email\nsara@example\n');
      expect(tableRows(within(dialog).getByRole('table'))).toEqual([
        ['2', 'not an email'],
        ['4', 'sara@example'],
      ]);
      expect(within(dialog).queryByRole('button', { name: language === 'en' ? 'Upload e-mails' : 'رفع العناوين' })).toBeNull();
      expect(sentMutations(environment)).toEqual([]);
    },
  );

  it('sends a 250-line file as 3 batches of at most 100, one after another, the progress reaching 100%', async () => {
    const { environment, dialog } = await openQuizDialog('privateUsers');
    chooseFile(dialog, 'Choose a .csv file', emails(250).join('\r\n') + '\r\n');
    expect(await within(dialog).findByText('Rows ready to send: 250. Batches: 3.')).toBeTruthy();
    fireEvent.click(button(dialog, 'Upload e-mails'));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');

    const sent: Record<string, unknown>[] = [];
    for (const added of [100, 100, 50]) {
      sent.push(await answerNextBatch(environment, 'SetExamineesMutation', () => ({
        setExaminees: { __typename: 'MutationSetExamineesSuccess', data: { added, total: 0 } },
      })));
      if (sent.length === 1) await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('33'));
    }
    expect(sent.map((input) => (input.emails as string[]).length)).toEqual([100, 100, 50]);
    expect(sent.flatMap((input) => input.emails)).toEqual(emails(250));
    expect(new Set(sent.map((input) => input.quizId))).toEqual(new Set([btoa('Quiz:quiz-q1')]));
    expect(await within(dialog).findByText('Every batch was sent.')).toBeTruthy();
    expect(within(dialog).getByText('New private users: 250')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect(within(dialog).getByText('Batches sent: 3 of 3')).toBeTruthy();
    expect(sentMutations(environment)).toEqual(['SetExamineesMutation', 'SetExamineesMutation', 'SetExamineesMutation']);
  });

  it('stops after the batch under way when asked, and says how to finish', async () => {
    const { environment, dialog } = await openQuizDialog('privateUsers');
    chooseFile(dialog, 'Choose a .csv file', emails(250).join('\n'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload e-mails' }));
    await waitFor(() => expect(sentMutations(environment)).toHaveLength(1));
    fireEvent.click(button(dialog, 'Stop after this batch'));
    await answerNextBatch(environment, 'SetExamineesMutation', () => ({
      setExaminees: { __typename: 'MutationSetExamineesSuccess', data: { added: 100, total: 100 } },
    }));
    expect(await within(dialog).findByText(/^Stopped after 1 of 3 batches\./)).toBeTruthy();
    expect(sentMutations(environment)).toHaveLength(1);
  });

  it("shows the server's error as the alert keyed by its code, downloading the server's invalid e-mails, and stops", async () => {
    const { environment, dialog } = await openQuizDialog('privateUsers');
    chooseFile(dialog, 'Choose a .csv file', emails(150).join('\n'));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload e-mails' }));
    await answerNextBatch(environment, 'SetExamineesMutation', () => ({
      setExaminees: { __typename: 'InvalidEmailsError', code: 'invalidEmail', invalid: ['x@example.com'] },
    }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Please enter a valid e-mail address');
    expect(alert.textContent).toContain('Batch 1 of 2 was refused');
    expect(await downloads[0].file.text()).toBe('x@example.com\n');
    expect(sentMutations(environment)).toHaveLength(1);
  });
});

describe('the dialog on a phone and on a wide screen', () => {
  it.each([
    [390, true],
    [1280, false],
  ])('at %s px wide fills the screen: %s', async (width, fullScreen) => {
    setViewportWidth(width);
    const { dialog } = await openQuizDialog('privateUsers');
    expect(dialog.className.includes('MuiDialog-paperFullScreen')).toBe(fullScreen);
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Upload private users: Quiz one' })).toBeTruthy();
  });
});

describe('delete examinees by file', () => {
  it('sends the e-mails as entries of the quiz, then says en_examinees_deleted', async () => {
    const { environment, dialog } = await openQuizDialog('deleteExaminees');
    chooseFile(dialog, 'Choose a .csv file', 'Ali@Example.com\nsara@example.com\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete the entries' }));
    const input = await answerNextBatch(environment, 'DeleteQuizEntriesMutation', () => ({
      deleteQuizEntries: { __typename: 'MutationDeleteQuizEntriesSuccess', data: { examinees: 2, submissions: 1, registrations: 0 } },
    }));
    const quizId = btoa('Quiz:quiz-q1');
    expect(input.entries).toEqual([
      { email: 'ali@example.com', quizId },
      { email: 'sara@example.com', quizId },
    ]);
    expect(await findAlertSaying('The examinees were deleted')).toBeTruthy();
    expect(within(dialog).getByText('Private users removed: 2')).toBeTruthy();
    expect(within(dialog).getByText('Submissions removed: 1')).toBeTruthy();
  });
});

describe('the registration form section', () => {
  it('deletes registrants by file: entries of the registration form, then en_registerees_deleted', async () => {
    const { environment } = await openAccountSettings({ regFormId: 'form1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete registrants by file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete registrants by file' });
    chooseFile(dialog, 'Choose a .csv file', 'ali@example.com\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete the registrations' }));
    const input = await answerNextBatch(environment, 'DeleteQuizEntriesMutation', () => ({
      deleteQuizEntries: { __typename: 'MutationDeleteQuizEntriesSuccess', data: { examinees: 0, submissions: 1, registrations: 1 } },
    }));
    expect(input.entries).toEqual([{ email: 'ali@example.com', quizId: btoa('Quiz:form1') }]);
    expect(await findAlertSaying('The registrants were deleted')).toBeTruthy();
    expect(within(dialog).getByText('Registrations removed: 1')).toBeTruthy();
  });

  it('uploads private users of the registration form', async () => {
    const { environment } = await openAccountSettings({ regFormId: 'form1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload private users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload private users' });
    chooseFile(dialog, 'Choose a .csv file', 'ali@example.com\n');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Upload e-mails' }));
    const input = await answerNextBatch(environment, 'SetExamineesMutation', () => ({
      setExaminees: { __typename: 'MutationSetExamineesSuccess', data: { added: 1, total: 1 } },
    }));
    expect(input).toEqual({ quizId: btoa('Quiz:form1'), emails: ['ali@example.com'] });
  });
});
