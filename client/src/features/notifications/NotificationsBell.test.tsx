// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { reportSocketOpen } from '../../relay/socketState.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { pendingOperations, pushEvent } from '../../test/subscriptions.ts';
import { openAccountHome } from '../account/accountHomeFixture.ts';

startEachTestAsNewBrowser();
afterEach(() => {
  reportSocketOpen('admin', false);
  vi.useRealTimers();
});

const notification = (id: string, kind: string, url: string | null, createdAt = '2026-03-01T09:30:00.000Z') => ({
  id: btoa(`Notification:${id}`),
  kind,
  url,
  createdAt,
});
const READY = notification('n1', 'resultsFile', '/files/results-1.xlsx?signature=a');
const FAILED = notification('n2', 'jobFailed', null, '2026-03-01T08:00:00.000Z');

/** Every click on a link that downloads, kept from navigating (jsdom has no downloads). */
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

const liveRegion = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

describe('the notifications bell', () => {
  it('is not shown when there are no notifications', async () => {
    await openAccountHome();
    await screen.findByText('owner@example.com');
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('shows the count on its badge and in its name', async () => {
    await openAccountHome({}, 'en', [READY, FAILED]);
    const bell = await screen.findByRole('button', { name: 'Notifications: 2' });
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it('counts one more when the subscription brings one, and says so in a live region', async () => {
    const { environment } = await openAccountHome({}, 'en', [FAILED]);
    await screen.findByRole('button', { name: 'Notifications: 1' });
    expect(liveRegion().textContent).toBe('');
    await pushEvent(environment, 'useLiveNotificationsSubscription', { notificationAdded: READY });
    expect(await screen.findByRole('button', { name: 'Notifications: 2' })).toBeTruthy();
    expect(liveRegion().textContent).toBe('New notification: Results file ready');
  });

  it('appears with the first notification, and a repeated one is not counted twice', async () => {
    const { environment } = await openAccountHome();
    await screen.findByText('owner@example.com');
    await pushEvent(environment, 'useLiveNotificationsSubscription', { notificationAdded: READY });
    expect(await screen.findByRole('button', { name: 'Notifications: 1' })).toBeTruthy();
    await pushEvent(environment, 'useLiveNotificationsSubscription', { notificationAdded: READY });
    expect(screen.getByRole('button', { name: 'Notifications: 1' })).toBeTruthy();
  });

  it('lists them newest first with their text, time and a download for a file, and downloads nothing by opening', async () => {
    const downloads = watchDownloads();
    const { environment } = await openAccountHome({}, 'en', [FAILED]);
    await pushEvent(environment, 'useLiveNotificationsSubscription', { notificationAdded: READY });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Results file/).textContent)).toEqual(['Results file ready', 'Results file failed']);
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(READY.createdAt));
    expect(within(items[0]).getByText(time)).toBeTruthy();
    const link = within(items[0]).getByRole('link', { name: `Download: Results file ready, ${time}` });
    expect(link.getAttribute('href')).toBe(READY.url);
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('clear empties the list: the bell goes and the live region says so', async () => {
    const { environment } = await openAccountHome({}, 'en', [READY, FAILED]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await answerOperation(environment, 'ClearNotificationsMutation', {
      Mutation: () => ({
        clearNotifications: { __typename: 'MutationClearNotificationsSuccess', data: { cleared: 2 } },
      }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(liveRegion().textContent).toBe('Notifications cleared');
  });

  it('a refused clear keeps the list and says why', async () => {
    const { environment } = await openAccountHome({}, 'en', [READY]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await answerOperation(environment, 'ClearNotificationsMutation', {
      Mutation: () => ({
        clearNotifications: { __typename: 'AppError', code: 'unauthenticated', message: 'unauthenticated', field: null },
      }),
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your session has ended. Please sign in again.');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notifications: 1', hidden: true })).toBeTruthy();
  });
});

describe('polling (spec §4: every 5 s) while the socket is down', () => {
  const polls = (environment: Parameters<typeof pendingOperations>[0]) => pendingOperations(environment, 'useLiveNotificationsPollQuery');

  it('reads the list every 5 s while the socket is closed, and the read replaces the list', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = await openAccountHome({}, 'en', [READY]);
    await screen.findByRole('button', { name: 'Notifications: 1' });
    act(() => vi.advanceTimersByTime(4999));
    expect(polls(environment)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(polls(environment)).toHaveLength(1);
    await answerOperation(environment, 'useLiveNotificationsPollQuery', { Query: () => ({ viewer: { notifications: [READY, FAILED] } }) });
    expect(await screen.findByRole('button', { name: 'Notifications: 2' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(polls(environment)).toHaveLength(1);
  });

  it('while the socket is open it reads once (for what came before it opened) and does not poll', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = await openAccountHome({}, 'en', [READY]);
    await screen.findByRole('button', { name: 'Notifications: 1' });
    act(() => reportSocketOpen('admin', true));
    expect(polls(environment)).toHaveLength(1);
    await answerOperation(environment, 'useLiveNotificationsPollQuery', { Query: () => ({ viewer: { notifications: [READY] } }) });
    act(() => vi.advanceTimersByTime(15_000));
    expect(polls(environment)).toHaveLength(0);
    act(() => reportSocketOpen('admin', false));
    act(() => vi.advanceTimersByTime(5000));
    expect(polls(environment)).toHaveLength(1);
  });
});

describe('a subscription that fails', () => {
  it('is replaced by polling even on an open socket, and subscribed again when the socket opens again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { environment } = await openAccountHome({}, 'en', [READY]);
    act(() => reportSocketOpen('admin', true));
    await answerOperation(environment, 'useLiveNotificationsPollQuery', { Query: () => ({ viewer: { notifications: [READY] } }) });
    const [subscription] = pendingOperations(environment, 'useLiveNotificationsSubscription');
    act(() => environment.mock.reject(subscription, new Error('refused')));
    expect(pendingOperations(environment, 'useLiveNotificationsSubscription')).toEqual([]);
    act(() => vi.advanceTimersByTime(5000));
    await answerOperation(environment, 'useLiveNotificationsPollQuery', { Query: () => ({ viewer: { notifications: [READY, FAILED] } }) });
    expect(await screen.findByRole('button', { name: 'Notifications: 2' })).toBeTruthy();

    act(() => reportSocketOpen('admin', false));
    act(() => reportSocketOpen('admin', true));
    expect(pendingOperations(environment, 'useLiveNotificationsSubscription')).toHaveLength(1);
    await answerOperation(environment, 'useLiveNotificationsPollQuery', { Query: () => ({ viewer: { notifications: [READY, FAILED] } }) });
    act(() => vi.advanceTimersByTime(15_000));
    expect(pendingOperations(environment, 'useLiveNotificationsPollQuery')).toEqual([]);
  });
});

describe('in Arabic', () => {
  it('names the bell, the list, its entries and clear in Arabic', async () => {
    await openAccountHome({}, 'ar', [READY, FAILED]);
    fireEvent.click(await screen.findByRole('button', { name: 'الإشعارات: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإشعارات' });
    expect(within(dialog).getByText('ملف النتائج جاهز')).toBeTruthy();
    expect(within(dialog).getByText('تعذّر إعداد ملف النتائج')).toBeTruthy();
    const time = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(READY.createdAt));
    expect(within(dialog).getByRole('link', { name: `تنزيل: ملف النتائج جاهز، ${time}` })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'مسح' })).toBeTruthy();
  });

  it('says a new notification in Arabic', async () => {
    const { environment } = await openAccountHome({}, 'ar', [FAILED]);
    await screen.findByRole('button', { name: 'الإشعارات: 1' });
    await pushEvent(environment, 'useLiveNotificationsSubscription', { notificationAdded: READY });
    await waitFor(() => expect(liveRegion().textContent).toBe('إشعار جديد: ملف النتائج جاهز'));
  });
});
