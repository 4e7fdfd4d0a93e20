// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { loadAdminBundle, pending, sentInput } from '../../learnerRecords/usersPage/usersPageTestHarness.ts';
import { fromLocalInput, toLocalInput } from './MaintenanceSwitch.tsx';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

async function openAdminHome(maintenance: { enabled: boolean; until: string | null }, language: Language = 'en'): Promise<MockEnvironment> {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'admin' });
  const { environment } = renderWithProviders({ path: '/AdminHome', language });
  await resolveOperation(environment, 'AdminHomeScreenQuery', {
    viewer: { role: 'PLATFORM_ADMIN', username: 'root' },
    organizations: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
    maintenance,
  });
  await screen.findByRole('heading', { level: 1 });
  return environment;
}

const section = () => screen.getByRole('region', { name: /Maintenance mode|وضع الصيانة/ });

describe("the platform admin's maintenance switch", () => {
  it('switches maintenance on with an estimated end, and says so', async () => {
    const environment = await openAdminHome({ enabled: false, until: null });
    expect(within(section()).getByText('The platform is open to everyone.')).toBeTruthy();
    const save = within(section()).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(section()).getByRole('switch', { name: 'Maintenance mode' }));
    fireEvent.change(within(section()).getByLabelText('Estimated end'), { target: { value: '2026-12-14T23:00' } });
    fireEvent.click(save);
    expect(await sentInput(environment, 'SetMaintenanceModeMutation')).toEqual({ enabled: true, until: new Date('2026-12-14T23:00').toISOString() });
    const [operation] = pending(environment, 'SetMaintenanceModeMutation');
    act(() =>
      environment.mock.resolve(operation, {
        data: { setMaintenanceMode: { __typename: 'MutationSetMaintenanceModeSuccess', data: { enabled: true, until: new Date('2026-12-14T23:00').toISOString() } } },
      }),
    );
    expect(await screen.findByText('Maintenance mode is on: learners and administrators see the maintenance page.')).toBeTruthy();
    expect(within(section()).getByText('The platform is in maintenance: only platform admins can use it.')).toBeTruthy();
  });

  it('shows a refused end at its field, in Arabic', async () => {
    const environment = await openAdminHome({ enabled: false, until: null }, 'ar');
    fireEvent.click(within(section()).getByRole('switch', { name: 'وضع الصيانة' }));
    fireEvent.click(within(section()).getByRole('button', { name: 'حفظ' }));
    await sentInput(environment, 'SetMaintenanceModeMutation');
    const [operation] = pending(environment, 'SetMaintenanceModeMutation');
    act(() =>
      environment.mock.resolve(operation, {
        data: { setMaintenanceMode: { __typename: 'AppError', code: 'invalidMaintenanceUntil', field: 'until' } },
      }),
    );
    expect(await within(section()).findByText('يجب أن يكون موعد الانتهاء المتوقع تاريخًا ووقتًا قادمين خلال 90 يومًا.')).toBeTruthy();
  });

  it.each([
    ['ar', 'موعد الانتهاء المتوقع', 'وضع الصيانة', 'حفظ', /^بالصيغة YYYY-MM-DD HH:mm/],
    ['en', 'Estimated end', 'Maintenance mode', 'Save', /^YYYY-MM-DD HH:mm \(24-hour, your time\)/],
  ] as const)('(%s) the end is typed YYYY-MM-DD HH:mm in a text field, not the browser’s date field', async (language, label, switchName, saveName, hint) => {
    const environment = await openAdminHome({ enabled: false, until: '2026-12-14T21:00:00.000Z' }, language);
    const field = within(section()).getByRole('textbox', { name: label }) as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.placeholder).toBe('YYYY-MM-DD HH:mm');
    expect(field.value).toMatch(/^2026-12-1[45] \d\d:\d\d$/);
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(hint);
    fireEvent.click(within(section()).getByRole('switch', { name: switchName }));
    fireEvent.change(field, { target: { value: '2026-12-20 08:30' } });
    fireEvent.click(within(section()).getByRole('button', { name: saveName }));
    expect(await sentInput(environment, 'SetMaintenanceModeMutation')).toEqual({ enabled: true, until: new Date(2026, 11, 20, 8, 30).toISOString() });
  });

  it('a date written another way is refused at the field, and nothing is sent', async () => {
    const environment = await openAdminHome({ enabled: false, until: null });
    fireEvent.click(within(section()).getByRole('switch', { name: 'Maintenance mode' }));
    for (const typed of ['12/14/2026 23:00', '2026-02-31 10:00', '2026-12-14']) {
      fireEvent.change(within(section()).getByRole('textbox', { name: 'Estimated end' }), { target: { value: typed } });
      fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
      expect(within(section()).getByRole('textbox', { name: 'Estimated end' }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(pending(environment, 'SetMaintenanceModeMutation')).toEqual([]);
  });

  it('reads and writes the end in the admin’s own time zone', () => {
    const iso = '2026-12-14T21:00:00.000Z';
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
