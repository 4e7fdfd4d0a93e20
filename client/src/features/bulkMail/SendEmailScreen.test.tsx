// @vitest-environment jsdom
// /SendEmail on the real routes in the mock Relay environment, the visual
// editor replaced by a stand-in (sendEmailTestHarness.tsx) and the upload
// transport (storeFile) replaced: the recipients preview, the attachments, the
// test send before Send, the send and its progress, the design file.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findAlertSaying, isolationOf, ISOLATED } from '../../test/isolation.ts';
import { resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { pushEvent } from '../../test/subscriptions.ts';
import { loadAdminBundle, pending, sentInput } from '../learnerRecords/usersPage/usersPageTestHarness.ts';
import { chooseFiles, job, JOB_ID, LOGO_URL, openSendEmail, OWNER_EMAIL, PLAN_URL, status, textFile, typeInto } from './sendEmailTestHarness.tsx';

const storeFile = vi.hoisted(() => vi.fn());
vi.mock(import('../../storage/uploadFile.ts'), async (importOriginal) => ({ ...(await importOriginal()), storeFile }));
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock(import('../../storage/downloadFile.ts'), async (importOriginal) => ({ ...(await importOriginal()), downloadBlob }));

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);
beforeEach(() => {
  downloadBlob.mockReset();
  storeFile.mockReset();
  storeFile.mockImplementation(async (file: File, options: { onProgress?: (percent: number) => void }) => {
    options.onProgress?.(100);
    return file.name === 'logo.png' ? LOGO_URL : PLAN_URL;
  });
});
afterEach(() => vi.useRealTimers());

const RECIPIENTS = ['ali@example.com', 'not-an-email', 'ALI@example.com', '', 'sara@example.com', 'huda@example.com'].join('\r\n');
const sendButton = () => screen.getByRole('button', { name: 'Send' });

async function attachLogoInline() {
  chooseFiles('attachment-files', [new File(['png'], 'logo.png', { type: 'image/png' })]);
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Show logo.png inside the e-mail (inline)' }));
  fireEvent.click(screen.getByRole('button', { name: 'Insert into the design: logo.png' }));
}

/** The test send: the server takes it, then its job delivers it to the owner (or the mail server refuses it). */
async function testSend(environment: Awaited<ReturnType<typeof openSendEmail>>['environment'], button = 'Send a test to me', delivery = status(1, 0, 0)) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const input = await sentInput(environment, 'SendBulkEmailTestMutation');
  await resolveOperation(environment, 'SendBulkEmailTestMutation', {
    sendBulkEmailTest: { __typename: 'MutationSendBulkEmailTestSuccess', data: { to: OWNER_EMAIL, job: { id: btoa('Job:test1') } } },
  });
  const followed = await resolveOperation(environment, 'useBulkMailProgressStatusQuery', delivery);
  expect(followed.request.variables).toEqual({ jobId: btoa('Job:test1') });
  return input;
}

describe('the send e-mail page', () => {
  it('reads the recipients file as the server will: the addresses kept, and each line left out with its number and reason', async () => {
    await openSendEmail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Send e-mail' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'E-mail editor' })).toBeTruthy();
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.csv', 'text/csv')]);
    expect((await screen.findByTestId('recipients-kept')).textContent).toBe('Addresses kept: 3');
    expect(screen.getByTestId('recipients-dropped').textContent).toBe('Lines left out: 2');
    const dropped = within(screen.getByRole('list', { name: 'Lines left out' })).getAllByRole('listitem');
    expect(dropped.map((line) => line.textContent)).toEqual(['Line 2: not-an-email — not a valid e-mail address', 'Line 3: ALI@example.com — repeats an address above']);
    expect(isolationOf('not-an-email')).toEqual(ISOLATED);
  });

  it('refuses a recipients file of more than 10,000 lines', async () => {
    await openSendEmail();
    const lines = Array.from({ length: 10_001 }, (_, index) => `learner${index}@example.com`).join('\n');
    chooseFiles('recipients-file', [textFile(lines, 'all.txt')]);
    expect((await screen.findByTestId('recipients-problem')).textContent).toBe('The recipients file has more than 10,000 lines');
  });

  it('uploads an attachment with its copyable address, deletes it, and refuses a type a mail cannot carry', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    const { environment } = await openSendEmail();
    chooseFiles('attachment-files', [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }), new File(['MZ'], 'setup.exe')]);
    expect(await findAlertSaying('This type of file cannot be attached (PDF, images, text, CSV, Word, Excel, PowerPoint and ZIP can)')).toBeTruthy();
    expect(storeFile.mock.calls.map(([file]) => (file as File).name)).toEqual(['plan.pdf']);
    expect(storeFile.mock.calls[0][1]).toMatchObject({ credential: 'admin' });
    const address = await screen.findByRole('textbox', { name: 'Address of plan.pdf' });
    expect((address as HTMLInputElement).value).toBe(PLAN_URL);
    expect(screen.queryByRole('checkbox', { name: /plan\.pdf inside the e-mail/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address of plan.pdf' }));
    expect(await findAlertSaying('Link copied')).toBeTruthy();
    expect(copied).toEqual([PLAN_URL]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete plan.pdf' }));
    await waitFor(() => expect(pending(environment, 'DeleteFileMutation')).toHaveLength(1));
    expect(pending(environment, 'DeleteFileMutation')[0].request.variables).toEqual({ fileUrl: PLAN_URL });
    await resolveOperation(environment, 'DeleteFileMutation', { deleteFile: { __typename: 'MutationDeleteFileSuccess', data: true } });
    await waitFor(() => expect(screen.queryByTestId('attachment')).toBeNull());
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('enables Send only after a test send of this very mail, the test carrying the inline image by cid', async () => {
    const { environment } = await openSendEmail();
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.txt')]);
    await screen.findByTestId('recipients-kept');
    typeInto('Subject', 'Welcome back');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'owner-password' } });
    await attachLogoInline();
    expect(within(screen.getByRole('list', { name: 'Design images' })).getByText(LOGO_URL)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Design' }) as HTMLTextAreaElement).value).toContain(`<img src="${LOGO_URL}" alt="logo.png">`);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('send-status').textContent).toBe('Send a test to yourself first: Send is enabled after it.');

    const input = await testSend(environment);
    expect(input).toEqual({
      subject: 'Welcome back',
      message: '<div dir="ltr" lang="en"><p>Hello learners</p><img src="cid:logo" alt="logo.png"></div>',
      origin: window.location.origin,
      attachments: [{ filename: 'logo.png', path: LOGO_URL, cid: 'logo' }],
    });
    expect(await findAlertSaying(`A test was sent to ${OWNER_EMAIL}.`)).toBeTruthy();
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(screen.getByTestId('send-status').textContent).toBe(`The test went to ${OWNER_EMAIL}. Ready to send.`);

    // any change asks for a new test
    typeInto('Subject', 'Welcome back!');
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByTestId('send-status').textContent).toBe('The e-mail changed since the test: send a test again.');
    await testSend(environment);
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Design' }), { target: { value: '<p>Other</p>' } });
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('keeps Send on when the editor announces a change that changes nothing sent, and sends the very mail tested', async () => {
    const { environment } = await openSendEmail();
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.txt')]);
    await screen.findByTestId('recipients-kept');
    typeInto('Subject', 'Welcome back');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'owner-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    const tested = await sentInput(environment, 'SendBulkEmailTestMutation');
    await resolveOperation(environment, 'SendBulkEmailTestMutation', {
      sendBulkEmailTest: { __typename: 'MutationSendBulkEmailTestSuccess', data: { to: OWNER_EMAIL, job: { id: btoa('Job:test1') } } },
    });
    // the editor's text editing ends (blur) while the test is on its way, and again after it arrived
    fireEvent.click(screen.getByRole('button', { name: 'Re-serialise' }));
    await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(1, 0, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Re-serialise' }));
    // a space the server trims off the subject changes nothing sent either
    typeInto('Subject', 'Welcome back ');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(screen.getByTestId('send-status').textContent).toBe(`The test went to ${OWNER_EMAIL}. Ready to send.`);

    // a change of what is sent asks for a test again; undone, the mail is the one tested again
    fireEvent.change(screen.getByRole('textbox', { name: 'Design' }), { target: { value: '<p>Hello learners!</p>' } });
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', true));
    expect(screen.getByTestId('send-status').textContent).toBe('The e-mail changed since the test: send a test again.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Design' }), { target: { value: '<p>Hello learners</p>' } });
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));

    fireEvent.click(sendButton());
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send this e-mail?' })).getByRole('button', { name: 'Send now' }));
    const sent = await sentInput(environment, 'SendBulkEmailMutation');
    expect(sent).toMatchObject({ message: tested.message, attachments: tested.attachments });
  });

  it('waits for the test to reach the mail server: one it refuses says why, and Send stays off', async () => {
    const { environment } = await openSendEmail();
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.txt')]);
    await screen.findByTestId('recipients-kept');
    typeInto('Subject', 'Welcome back');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'owner-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await resolveOperation(environment, 'SendBulkEmailTestMutation', {
      sendBulkEmailTest: { __typename: 'MutationSendBulkEmailTestSuccess', data: { to: OWNER_EMAIL, job: { id: btoa('Job:test1') } } },
    });
    await waitFor(() => expect(screen.getByTestId('send-status').textContent).toBe(`The test is on its way to ${OWNER_EMAIL}…`));
    expect(sendButton()).toHaveProperty('disabled', true);
    await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(0, 1, 0, [{ email: OWNER_EMAIL, reason: '550 no such mailbox' }]));
    expect(await findAlertSaying(`The mail server refused the test to ${OWNER_EMAIL}: 550 no such mailbox`)).toBeTruthy();
    expect(screen.getByTestId('send-status').textContent).toBe('Send a test to yourself first: Send is enabled after it.');
    expect(sendButton()).toHaveProperty('disabled', true);
    // tried again and delivered, Send is on
    await testSend(environment);
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
  });

  it('sends after the confirmation naming how many, then shows the answer and the progress to the end and its report', async () => {
    const { environment } = await openSendEmail();
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.txt')]);
    typeInto('Subject', 'Welcome back');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'owner-password' } });
    await attachLogoInline();
    await testSend(environment);
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));

    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail?' });
    expect(within(dialog).getByText('The e-mail will be sent to 3 addresses. Send it now?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await sentInput(environment, 'SendBulkEmailMutation')).toEqual({
      password: 'owner-password',
      to: RECIPIENTS.split(/\r\n|\n|\r/),
      subject: 'Welcome back',
      message: '<div dir="ltr" lang="en"><p>Hello learners</p><img src="cid:logo" alt="logo.png"></div>',
      origin: window.location.origin,
      attachments: [{ filename: 'logo.png', path: LOGO_URL, cid: 'logo' }],
    });
    await resolveOperation(environment, 'SendBulkEmailMutation', {
      sendBulkEmail: {
        __typename: 'MutationSendBulkEmailSuccess',
        data: {
          sending: 2,
          skipped: [{ email: 'huda@example.com', reason: 'unsubscribed' }],
          dropped: [{ line: 2, text: 'not-an-email', reason: 'invalidEmail' }],
          job: job('QUEUED', 0),
        },
      },
    });
    const progress = await screen.findByTestId('send-progress');
    expect(within(progress).getByText('The e-mail is being sent to 2 learners.')).toBeTruthy();
    expect(within(within(progress).getByRole('list', { name: 'Addresses not sent to' })).getByRole('listitem').textContent).toBe('huda@example.com — unsubscribed');
    expect(within(progress).getByRole('list', { name: 'Lines of the file left out' }).textContent).toBe('Line 2: not-an-email — not a valid e-mail address');
    // a second send of the same mail needs another test
    expect(sendButton()).toHaveProperty('disabled', true);

    expect((await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(0, 0, 2))).request.variables).toEqual({ jobId: JOB_ID });
    expect(screen.getByTestId('send-progress-text').textContent).toBe('0 of 2 sent');
    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('RUNNING', 50) });
    await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(1, 0, 1));
    await waitFor(() => expect(screen.getByTestId('send-progress-text').textContent).toBe('1 of 2 sent'));
    expect(screen.getByRole('progressbar', { name: '1 of 2 sent' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('send-progress-text').getAttribute('aria-live')).toBe('polite');

    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('DONE', 100, '/files/private/report.csv?signature=s') });
    await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(2, 0, 0));
    await waitFor(() => expect(screen.getByTestId('send-progress-text').textContent).toBe('2 of 2 sent'));
    expect(screen.getByTestId('send-failed').textContent).toBe('Failed: 0');
    expect(screen.getByTestId('send-remaining').textContent).toBe('Remaining: 0');
    expect(screen.getByRole('link', { name: 'Download report' }).getAttribute('href')).toBe('/files/private/report.csv?signature=s');
    // followed no longer
    expect(pending(environment, 'useJobProgressSubscription')).toEqual([]);
  });

  it('lists each failed address with its reason', async () => {
    const { environment } = await openSendEmail();
    chooseFiles('recipients-file', [textFile('ali@example.com\nsara@example.com', 'learners.txt')]);
    typeInto('Subject', 'Hi');
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'pw' } });
    await testSend(environment);
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    fireEvent.click(sendButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    await resolveOperation(environment, 'SendBulkEmailMutation', {
      sendBulkEmail: { __typename: 'MutationSendBulkEmailSuccess', data: { sending: 2, skipped: [], dropped: [], job: job('RUNNING', 0) } },
    });
    await resolveOperation(environment, 'useBulkMailProgressStatusQuery', status(1, 1, 0, [{ email: 'sara@example.com', reason: '550 mailbox unavailable' }]));
    const failures = await screen.findByRole('list', { name: 'Failed addresses' });
    expect(failures.textContent).toBe('sara@example.com — 550 mailbox unavailable');
    expect(isolationOf('550 mailbox unavailable')).toEqual(ISOLATED);
    expect(screen.getByTestId('send-failed').textContent).toBe('Failed: 1');
  });

  it.each([
    ['en', 'Invalid username or password', 'Send a test to me', 'Send', 'Send now'],
    ['ar', 'اسم المستخدم أو كلمة المرور غير صحيحة', 'أرسل نسخة تجريبية إليّ', 'إرسال', 'أرسل الآن'],
  ] as const)('says in %s when the password is wrong', async (language, text, test, send, confirm) => {
    const { environment } = await openSendEmail(language);
    chooseFiles('recipients-file', [textFile('ali@example.com', 'learners.txt')]);
    fireEvent.change(screen.getByRole('textbox', { name: language === 'en' ? 'Subject' : 'الموضوع' }), { target: { value: 'مرحبا' } });
    fireEvent.change(screen.getByLabelText(language === 'en' ? /^Your password/ : /^كلمة المرور/), { target: { value: 'wrong' } });
    await testSend(environment, test);
    await waitFor(() => expect(screen.getByRole('button', { name: send })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: send }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
    await resolveOperation(environment, 'SendBulkEmailMutation', { sendBulkEmail: { __typename: 'AppError', code: 'invalidCredentials', field: 'password' } });
    expect(await findAlertSaying(text)).toBeTruthy();
    expect(screen.getByLabelText(language === 'en' ? /^Your password/ : /^كلمة المرور/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('send-progress')).toBeNull();
  });

  it('saves the design and loads it back: subject, design, language and attachments', async () => {
    await openSendEmail();
    typeInto('Subject', 'Newsletter');
    await attachLogoInline();
    fireEvent.click(screen.getByRole('button', { name: 'Save design' }));
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('Newsletter.json');
    const saved = JSON.parse(await blob.text());
    expect(saved).toEqual({
      version: 1,
      subject: 'Newsletter',
      design: { pages: [{ html: `<p>Hello learners</p><img src="${LOGO_URL}" alt="logo.png">`, lang: 'en' }] },
      attachments: [{ filename: 'logo.png', path: LOGO_URL, cid: 'logo' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export HTML' }));
    const [[html, htmlName], [list, listName]] = downloadBlob.mock.calls.slice(1) as [Blob, string][];
    expect([htmlName, listName]).toEqual(['Newsletter.html', 'Newsletter-attachments.json']);
    expect(await html.text()).toBe('<div dir="ltr" lang="en"><p>Hello learners</p><img src="cid:logo" alt="logo.png"></div>');
    expect(JSON.parse(await list.text())).toEqual([{ filename: 'logo.png', path: LOGO_URL, cid: 'logo' }]);

    const design = { ...saved, subject: 'رسالة الشهر', design: { pages: [{ html: '<p>مرحبا</p>', lang: 'ar' }] }, attachments: [{ filename: 'plan.pdf', path: PLAN_URL }] };
    chooseFiles('design-file', [textFile(JSON.stringify(design), 'design.json', 'application/json')]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('رسالة الشهر'));
    expect((screen.getByRole('textbox', { name: 'Design' }) as HTMLTextAreaElement).value).toBe('<p>مرحبا</p>');
    expect(screen.getByTestId('mail-designer').getAttribute('data-language')).toBe('ar');
    expect(screen.getAllByTestId('attachment').map((row) => row.textContent?.includes('plan.pdf'))).toEqual([true]);
    expect(await findAlertSaying('The design was loaded.')).toBeTruthy();
  });

  it.each([
    ['en', 'not json', 'This is not a design file: it is not JSON.'],
    ['en', JSON.stringify({ version: 3, subject: 'x', design: { pages: [] }, attachments: [] }), 'This design file is not of a version this page reads (version 1).'],
    ['ar', JSON.stringify({ version: 1, subject: 'x', design: { pages: [] }, attachments: [{ filename: 'run.exe', path: '/files/run.exe' }] }), 'مرفقات ملف التصميم غير صالحة. لم يتغير شيء.لا يمكن إرفاق هذا النوع من الملفات (يمكن إرفاق PDF والصور والنصوص وCSV وWord وExcel وPowerPoint وZIP)'],
  ] as const)('in %s, refuses a wrong design file with its reason and changes nothing (%#)', async (language, text, message) => {
    await openSendEmail(language);
    const subject = screen.getByRole('textbox', { name: language === 'en' ? 'Subject' : 'الموضوع' });
    fireEvent.change(subject, { target: { value: 'Kept' } });
    chooseFiles('design-file', [textFile(text, 'design.json')]);
    expect((await screen.findByTestId('design-file-problem')).textContent).toBe(message);
    expect((subject as HTMLInputElement).value).toBe('Kept');
    expect((screen.getByRole('textbox', { name: 'Design' }) as HTMLTextAreaElement).value).toBe('<p>Hello learners</p>');
  });

  it('is in Arabic, the message in Arabic by default', async () => {
    await openSendEmail('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'إرسال بريد إلكتروني' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'محرر البريد الإلكتروني' })).toBeTruthy();
    expect(screen.getByTestId('mail-designer').getAttribute('data-language')).toBe('ar');
    chooseFiles('recipients-file', [textFile(RECIPIENTS, 'learners.txt')]);
    expect((await screen.findByTestId('recipients-kept')).textContent).toBe('العناوين المقبولة: 3');
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', true);
  });
});
