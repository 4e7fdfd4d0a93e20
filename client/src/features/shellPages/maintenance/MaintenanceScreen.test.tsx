// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { formatMaintenanceEnd, MAINTENANCE_RECHECK_MS } from './MaintenanceScreen.tsx';
import { isMaintenanceAnswer, showMaintenancePage } from './maintenanceSignal.ts';

startEachTestAsNewBrowser();
afterEach(() => vi.restoreAllMocks());

const UNTIL = '2026-12-14T21:00:00.000Z';

describe('the maintenance page', () => {
  it('shows the title, message, apology and the configured estimated end, in English', async () => {
    const { environment } = renderWithProviders({ path: '/maintenance', language: 'en' });
    await answerOperation(environment, 'MaintenanceScreenQuery', { Query: () => ({ maintenance: { enabled: true, until: UNTIL } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are under maintenance' })).toBeTruthy();
    expect(screen.getByText(/We apologise for the inconvenience/)).toBeTruthy();
    expect(screen.getByText(`Expected back by ${formatMaintenanceEnd(UNTIL, 'en')}`)).toBeTruthy();
    expect(formatMaintenanceEnd(UNTIL, 'en')).toMatch(/14 December 2026/);
    expect(screen.getByRole('link', { name: 'Platform administrator sign-in' }).getAttribute('href')).toBe('/login/admin');
  });

  it('shows them in Arabic, and says so when no end was announced', async () => {
    const { environment } = renderWithProviders({ path: '/maintenance', language: 'ar' });
    await answerOperation(environment, 'MaintenanceScreenQuery', { Query: () => ({ maintenance: { enabled: true, until: null } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'المنصة قيد الصيانة' })).toBeTruthy();
    expect(screen.getByText('سنعود في أقرب وقت ممكن.')).toBeTruthy();
  });

  it('checks again on demand and every minute, and offers the way home once maintenance is over', async () => {
    const intervals = vi.spyOn(window, 'setInterval');
    const { environment } = renderWithProviders({ path: '/maintenance', language: 'en' });
    await answerOperation(environment, 'MaintenanceScreenQuery', { Query: () => ({ maintenance: { enabled: true, until: UNTIL } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await answerOperation(environment, 'MaintenanceScreenQuery', { Query: () => ({ maintenance: { enabled: true, until: UNTIL } }) });
    const [recheck] = intervals.mock.calls.filter(([, ms]) => ms === MAINTENANCE_RECHECK_MS).map(([callback]) => callback as () => void);
    act(() => recheck());
    await answerOperation(environment, 'MaintenanceScreenQuery', { Query: () => ({ maintenance: { enabled: false, until: null } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The platform is available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('the maintenance signal', () => {
  it("recognises the server's maintenance answer and nothing else", () => {
    expect(isMaintenanceAnswer({ errors: [{ message: 'maintenance', extensions: { code: 'maintenance' } }] })).toBe(true);
    expect(isMaintenanceAnswer({ errors: [{ message: 'x', extensions: { code: 'forbidden' } }] })).toBe(false);
    expect(isMaintenanceAnswer({ data: { maintenance: { enabled: true } } })).toBe(false);
    expect(isMaintenanceAnswer(null)).toBe(false);
  });

  it('moves the hash router to /maintenance once', () => {
    const location = { hash: '#/home?domainId=1' };
    showMaintenancePage(location);
    expect(location.hash).toBe('#/maintenance');
    showMaintenancePage(location);
    expect(location.hash).toBe('#/maintenance');
  });
});
