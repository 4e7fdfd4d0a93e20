// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { findAlertSaying } from '../../../test/isolation.ts';
import { resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { pendingOperations, pushEvent } from '../../../test/subscriptions.ts';
import { openAccountHome } from '../../account/accountHomeFixture.ts';
import { chooseAction, expand, openTree, quiz, sentInput } from '../../account/tree/treeTestHarness.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

startEachTestAsNewBrowser();
afterEach(() => vi.useRealTimers());

const JOB_ID = btoa('Job:job1');
const FILE = '/files/private/results.xlsx?expires=1&signature=s';
const job = (status: string, progress: number, fileUrl: string | null = null) => ({ id: JOB_ID, status, progress, fileUrl });
const started = {
  requestResultsFile: {
    __typename: 'MutationRequestResultsFileSuccess',
    data: { fileUrl: '/files/private/results.xlsx', job: job('QUEUED', 0) },
  },
};
const BE_NOTIFIED = 'The results file is being prepared. You will be notified when it is ready, and it will download.';

/** Every download the page starts (a click on a link with the download attribute), kept from navigating. */
function watchDownloads(): string[] {
  const downloads: string[] = [];
  const listener = (event: MouseEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[download]') : null;
    if (!anchor) return;
    event.preventDefault();
    downloads.push(anchor.getAttribute('href') ?? '');
  };
  document.addEventListener('click', listener, true);
  onTestFinished(() => document.removeEventListener('click', listener, true));
  return downloads;
}

/** On a phone (jsdom's width) "account results" is an item of the toolbar's "More" menu. */
async function askForAccountResults(format: 'Spreadsheet (.xlsx)' | 'CSV (.csv)' = 'Spreadsheet (.xlsx)') {
  fireEvent.click(await screen.findByRole('button', { name: 'More' }));
  fireEvent.click(within(await screen.findByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'Account results' }));
  const menu = await screen.findByRole('menu', { name: 'Results file format' });
  fireEvent.click(within(menu).getByRole('menuitem', { name: format }));
}

describe("the toolbar's account results", () => {
  it('asks for the xlsx file by default, says beNotifiedFile, shows the progress and downloads the file once when done', async () => {
    const downloads = watchDownloads();
    const { environment } = await openAccountHome();
    await askForAccountResults();
    const request = await resolveOperation(environment, 'RequestResultsFileMutation', started);
    expect(request.request.variables.input).toEqual({ level: 'ACCOUNT', id: null, format: 'XLSX', language: 'EN' });
    expect(await findAlertSaying(BE_NOTIFIED)).toBeTruthy();

    const subscription = await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('RUNNING', 40) });
    expect(subscription.request.variables).toEqual({ id: JOB_ID });
    const progress = await screen.findByRole('progressbar', { name: 'Results file progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('Preparing the results file… 40%')).toBeTruthy();
    expect(downloads).toEqual([]);

    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('DONE', 100, FILE) });
    expect(downloads).toEqual([FILE]);
    expect(await findAlertSaying('The results file is ready and is downloading.')).toBeTruthy();
    // Followed no longer: the progress goes and the subscription is closed.
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Results file progress' })).toBeNull());
    expect(pendingOperations(environment, 'useJobProgressSubscription')).toEqual([]);
  });

  it('does not download again when the ready notification arrives and the list is opened', async () => {
    const downloads = watchDownloads();
    const { environment } = await openAccountHome();
    await askForAccountResults();
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('DONE', 100, FILE) });
    await pushEvent(environment, 'useLiveNotificationsSubscription', {
      notificationAdded: { id: btoa('Notification:n1'), kind: 'resultsFile', url: FILE, createdAt: '2026-03-01T09:30:00.000Z' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 1' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    expect(downloads).toEqual([FILE]);
  });

  it('a DONE told twice (before the follower is gone) downloads once', async () => {
    const downloads = watchDownloads();
    const { environment } = await openAccountHome();
    await askForAccountResults();
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    const [subscription] = await waitFor(() => {
      const found = pendingOperations(environment, 'useJobProgressSubscription');
      expect(found).toHaveLength(1);
      return found;
    });
    act(() => {
      environment.mock.nextValue(subscription, { data: { jobProgress: job('DONE', 100, FILE) } });
      environment.mock.nextValue(subscription, { data: { jobProgress: job('DONE', 100, FILE) } });
    });
    await findAlertSaying('The results file is ready and is downloading.');
    expect(downloads).toEqual([FILE]);
  });

  it('asks for CSV when chosen', async () => {
    const { environment } = await openAccountHome();
    await askForAccountResults('CSV (.csv)');
    const request = await resolveOperation(environment, 'RequestResultsFileMutation', started);
    expect(request.request.variables.input).toEqual({ level: 'ACCOUNT', id: null, format: 'CSV', language: 'EN' });
  });

  it('in Arabic asks for an Arabic file (headers in Arabic, sheets right to left); on a wide screen the button is in the bar', async () => {
    setViewportWidth(1280);
    const { environment } = await openAccountHome({}, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'نتائج الحساب' }));
    const menu = await screen.findByRole('menu', { name: 'صيغة ملف النتائج' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'جدول بيانات (.xlsx)' }));
    const request = await resolveOperation(environment, 'RequestResultsFileMutation', started);
    expect(request.request.variables.input).toEqual({ level: 'ACCOUNT', id: null, format: 'XLSX', language: 'AR' });
  });

  it('a job that fails says so and downloads nothing', async () => {
    const downloads = watchDownloads();
    const { environment } = await openAccountHome();
    await askForAccountResults();
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('FAILED', 30) });
    expect(await findAlertSaying('The results file could not be written. Please try again.')).toBeTruthy();
    expect(downloads).toEqual([]);
  });

  it('a refused request shows its error and follows nothing', async () => {
    const { environment } = await openAccountHome();
    await askForAccountResults();
    await resolveOperation(environment, 'RequestResultsFileMutation', {
      requestResultsFile: { __typename: 'AppError', code: 'forbidden', message: 'forbidden', field: null },
    });
    expect(await findAlertSaying('You do not have permission to do this.')).toBeTruthy();
    expect(pendingOperations(environment, 'useJobProgressSubscription')).toEqual([]);
  });

  it('without a subscription (its socket refused) reads the job every 5 s and downloads when it is done', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const downloads = watchDownloads();
    const { environment } = await openAccountHome();
    await askForAccountResults();
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    const [subscription] = await waitFor(() => {
      const found = pendingOperations(environment, 'useJobProgressSubscription');
      expect(found).toHaveLength(1);
      return found;
    });
    act(() => environment.mock.reject(subscription, new Error('socket closed')));
    act(() => vi.advanceTimersByTime(5000));
    const poll = await resolveOperation(environment, 'useJobProgressPollQuery', { job: job('RUNNING', 60) });
    expect(poll.request.variables).toEqual({ id: JOB_ID });
    expect(downloads).toEqual([]);
    act(() => vi.advanceTimersByTime(5000));
    await resolveOperation(environment, 'useJobProgressPollQuery', { job: job('DONE', 100, FILE) });
    await waitFor(() => expect(downloads).toEqual([FILE]));
  });
});

describe("the tree's results row actions", () => {
  it("a quiz's asks for that quiz's results file", async () => {
    const { environment } = await openTree([{ programId: 'p1', name: 'Physics', items: [quiz('q1', 'Quiz one')] }]);
    await expand('Show the contents of program Physics');
    await chooseAction('Actions for quiz Quiz one', 'Download results of quiz Quiz one');
    await waitFor(() => expect(sentInput(environment, 'RequestResultsFileMutation')).toEqual({ level: 'QUIZ', id: btoa('Quiz:quiz-q1'), format: 'XLSX', language: 'EN' }));
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    expect(await findAlertSaying(BE_NOTIFIED)).toBeTruthy();
  });

  it("a program's asks for that program's results file", async () => {
    const { environment } = await openTree([{ programId: 'p1', name: 'Physics', items: [] }]);
    await chooseAction('Actions for program Physics', 'Download results of program Physics');
    await waitFor(() => expect(sentInput(environment, 'RequestResultsFileMutation')).toEqual({ level: 'PROGRAM', id: btoa('Program:p1'), format: 'XLSX', language: 'EN' }));
  });
});

describe('in Arabic', () => {
  it('names the button, the formats and says beNotifiedFile and the progress in Arabic', async () => {
    const { environment } = await openAccountHome({}, 'ar');
    // on a phone (jsdom's width) the action is an item of the toolbar's "More" menu, named in Arabic too
    fireEvent.click(await screen.findByRole('button', { name: 'المزيد' }));
    fireEvent.click(within(await screen.findByRole('menu', { name: 'المزيد' })).getByRole('menuitem', { name: 'نتائج الحساب' }));
    const menu = await screen.findByRole('menu', { name: 'صيغة ملف النتائج' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['جدول بيانات (.xlsx)', 'CSV (.csv)']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'جدول بيانات (.xlsx)' }));
    await resolveOperation(environment, 'RequestResultsFileMutation', started);
    expect(await findAlertSaying('يجري إعداد ملف النتائج. سيصلك إشعار عندما يصبح جاهزًا، وسيُنزَّل تلقائيًا.')).toBeTruthy();
    await pushEvent(environment, 'useJobProgressSubscription', { jobProgress: job('RUNNING', 25) });
    expect(await screen.findByRole('progressbar', { name: 'تقدّم إعداد ملف النتائج' })).toBeTruthy();
  });

  it("names the tree's results action in Arabic", async () => {
    await openTree([{ programId: 'p1', name: 'Physics', items: [] }], { language: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'إجراءات البرنامج Physics' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'تنزيل نتائج البرنامج Physics' })).toBeTruthy();
  });
});
