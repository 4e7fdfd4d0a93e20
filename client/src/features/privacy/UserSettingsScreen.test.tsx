// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

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
  // the consent section's dates come with the page's query
  await answerOperation(view.environment, 'UserSettingsScreenQuery', { Query: () => ({ viewer: { learner: { ...LEARNER, ...CONSENTS } } }) });
  await screen.findByRole('heading', { level: 1 }, { timeout: 30_000 });
  return view;
}

type Environment = ReturnType<typeof renderWithProviders>['environment'];

/** "Send me a code" in `scope`, the server mails it, and the learner types `code`. */
async function typeStepUpCode(environment: Environment, scope: HTMLElement, action: string, code = '042917', names = { send: 'Send me a code', field: 'Code from the e-mail' }) {
  fireEvent.click(within(scope).getByRole('button', { name: names.send }));
  const asked = await answerOperation(environment, 'RequestStepUpCodeMutation', {
    Mutation: () => ({
      requestStepUpCode: { __typename: 'MutationRequestStepUpCodeSuccess', data: { sent: true } },
    }),
  });
  expect(asked.request.variables.input).toMatchObject({ action });
  fireEvent.change(await within(scope).findByRole('textbox', { name: names.field }), { target: { value: code } });
  return asked;
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

    // issue 30: the export needs a code mailed for it; the button waits for six digits
    const section = screen.getByRole('region', { name: 'Your data' });
    const exportButton = () => within(section).getByRole('button', { name: 'Export my data' }) as HTMLButtonElement;
    expect(exportButton().disabled).toBe(true);
    const asked = await typeStepUpCode(environment, section, 'exportData', '04291');
    expect(asked.request.variables.input).toEqual({ action: 'exportData', locale: 'en' });
    expect(within(section).getByRole('status').textContent).toBe('We sent a 6-digit code to ana@example.com. It works once, within 10 minutes.');
    expect(exportButton().disabled).toBe(true);
    fireEvent.change(within(section).getByRole('textbox', { name: 'Code from the e-mail' }), { target: { value: ' 042917 ' } });
    fireEvent.click(exportButton());
    const sent = await answerOperation(environment, 'useExportMyDataMutation', {
      Mutation: () => ({
        exportMyData: { __typename: 'MutationExportMyDataSuccess', data: { data: { profile: { email: LEARNER.email }, submissions: [{ result: 7 }] } } },
      }),
    });
    expect(sent.request.variables.input).toEqual({ code: '042917' });
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe(`ana@example.com-${new Date().toISOString().slice(0, 10)}.json`);
    expect(JSON.parse(await downloads[0].text)).toEqual({ profile: { email: LEARNER.email }, submissions: [{ result: 7 }] });
  });

  it('says the export failed (refused), that the code is wrong, or that it errored (no answer)', async () => {
    const { environment } = await open('en');
    await typeStepUpCode(environment, screen.getByRole('region', { name: 'Your data' }), 'exportData');
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await answerOperation(environment, 'useExportMyDataMutation', { Mutation: () => ({ exportMyData: { __typename: 'AppError', code: 'unauthenticated' } }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to export data. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === 'useExportMyDataMutation')).toHaveLength(1));
    act(() => environment.mock.resolve(latest(environment, 'useExportMyDataMutation')!, { data: { exportMyData: { __typename: 'AppError', code: 'signInCodeWrong' } } }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code is not right: check the latest mail we sent you'));
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(latest(environment, 'useExportMyDataMutation')).toBeTruthy());
    act(() => environment.mock.reject(latest(environment, 'useExportMyDataMutation')!, new Error('offline')));
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
    // issue 30: and the code mailed for the deletion
    expect(remove().disabled).toBe(true);
    await typeStepUpCode(environment, dialog, 'deleteAccount');
    expect(remove().disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    expect(remove().disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    fireEvent.click(remove());
    const sent = await answerOperation(environment, 'DeleteMyAccountMutation', { Mutation: () => ({ deleteMyAccount: { __typename: 'MutationDeleteMyAccountSuccess', data: { success: true } } }) });
    expect(sent.request.variables.input).toEqual({ email: 'Ana@Example.com', confirmDeletion: true, code: '042917' });
    // to / first (not the guard's /login), whose landing router then shows the organisation's landing page or the learner login
    await waitFor(() => expect(visited.find((path) => path !== '/user-settings')).toBe('/'));
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
    await typeStepUpCode(environment, dialog, 'deleteAccount', '042917', { send: 'أرسل لي رمزًا', field: 'الرمز من البريد' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await answerOperation(environment, 'DeleteMyAccountMutation', { Mutation: () => ({ deleteMyAccount: { __typename: 'AppError', code: 'unauthenticated', field: null } }) });
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
