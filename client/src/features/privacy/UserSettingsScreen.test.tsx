// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const LEARNER = { id: 'L1', email: 'ana@example.com', name: 'Ana', telegram: '@ana', createdAt: '2026-03-04T10:00:00.000Z' };
const CONSENTS = { id: 'L1', privacyPolicyAccepted: true, privacyPolicyAcceptedAt: '2026-03-04T10:00:00.000Z', termsAccepted: true, termsAcceptedAt: '2026-03-04T10:00:00.000Z' };
let downloads: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  downloads = [];
  Object.assign(window.localStorage, { learnerToken: 'learner-token', userEmail: LEARNER.email, userName: 'Ana', org: 'dev' });
  window.sessionStorage.setItem('quizDraft', 'x');
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
});
afterEach(() => vi.restoreAllMocks());

async function open(language: 'ar' | 'en') {
  const view = renderWithProviders({ path: '/user-settings', language });
  await resolveOperation(view.environment, 'UserSettingsScreenQuery', { viewer: { learner: LEARNER } });
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  // Answered, not left pending: a query that never answers kept its section
  // suspended, and under load the worker ran out of heap (Relay subscribed to
  // the pending request again on every attempt to render it).
  await resolveOperation(view.environment, 'ConsentSettingsSectionQuery', { viewer: { learner: CONSENTS } });
  return view;
}

function latest(environment: ReturnType<typeof renderWithProviders>['environment'], name: string) {
  return environment.mock.getAllOperations().find((op) => op.request.node.operation.name === name);
}

describe('user settings', () => {
  it('shows the profile, and downloads the export as <e-mail>-<date>.json', async () => {
    const { environment } = await open('en');
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('ana@example.com')).toBeTruthy();
    expect(within(profile).getByText('Ana')).toBeTruthy();
    expect(within(profile).getByText('@ana')).toBeTruthy();
    expect(within(profile).getByText('March 4, 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await resolveOperation(environment, 'useExportMyDataQuery', {
      exportMyData: { __typename: 'QueryExportMyDataSuccess', data: { profile: { email: LEARNER.email }, submissions: [{ result: 7 }] } },
    });
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe(`ana@example.com-${new Date().toISOString().slice(0, 10)}.json`);
    expect(JSON.parse(await downloads[0].text)).toEqual({ profile: { email: LEARNER.email }, submissions: [{ result: 7 }] });
  });

  it('says the export failed (refused) or errored (no answer)', async () => {
    const { environment } = await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await resolveOperation(environment, 'useExportMyDataQuery', { exportMyData: { __typename: 'AppError', code: 'unauthenticated' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to export data. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(latest(environment, 'useExportMyDataQuery')).toBeTruthy());
    act(() => environment.mock.reject(latest(environment, 'useExportMyDataQuery')!, new Error('offline')));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An error occurred while exporting your data.'));
    expect(downloads).toHaveLength(0);
  });

  it('enables Delete only for the own e-mail and the ticked box; then clears the browser, confirms and goes to /', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { environment, router } = await open('en');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const remove = () => within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const email = within(dialog).getByRole('textbox', { name: 'Your e-mail address' });
    expect(remove().disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    expect(remove().disabled).toBe(true);
    fireEvent.change(email, { target: { value: ' Ana@Example.com' } });
    expect(remove().disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    expect(remove().disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(remove());
    const sent = await resolveOperation(environment, 'DeleteMyAccountMutation', { deleteMyAccount: { __typename: 'MutationDeleteMyAccountSuccess', data: { success: true } } });
    expect(sent.request.variables.input).toEqual({ email: 'Ana@Example.com', confirmDeletion: true });
    // to /, whose landing router then shows the organisation's landing page or the learner login
    await waitFor(() => expect(visited[0]).toBe('/'));
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith('Your account has been successfully deleted.');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('says, in Arabic, that the deletion failed or errored, and keeps the learner signed in', async () => {
    const { environment, router } = await open('ar');
    fireEvent.click(screen.getByRole('button', { name: 'حذف حسابي' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد حذف حسابك؟' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'بريدك الإلكتروني' }), { target: { value: LEARNER.email } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await resolveOperation(environment, 'DeleteMyAccountMutation', { deleteMyAccount: { __typename: 'AppError', code: 'unauthenticated', field: null } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('فشل حذف الحساب. يرجى المحاولة مرة أخرى.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((op) => op.request.node.operation.name === 'DeleteMyAccountMutation')).toBe(true));
    act(() => environment.mock.reject(latest(environment, 'DeleteMyAccountMutation')!, new Error('offline')));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('حدث خطأ أثناء حذف حسابك.'));
    expect(window.localStorage.getItem('learnerToken')).toBe('learner-token');
    expect(router.state.location.pathname).toBe('/user-settings');
  });

  it('sends a visitor without a session to sign in', async () => {
    window.localStorage.clear();
    const { router } = renderWithProviders({ path: '/user-settings', language: 'en' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
