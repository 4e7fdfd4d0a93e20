// @vitest-environment jsdom
// The holder's accounts on /OrgHome in the mock Relay environment: the list's
// actions, the rules of the add and edit dialogs, a refusal keeping the dialog
// open, the delete confirmation and restoring a deleted account.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { loadAdminBundle, pending, sentInput } from '../../learnerRecords/usersPage/usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

const SCIENCE = btoa('Account:a1');
const MATHS = btoa('Account:a2');
const OLD = btoa('Account:a3');

const PUBLISHED = '2026-01-01T00:00:00.000Z';
const account = (id: string, alias: string, username: string, email: string | null, publishedAt: string | null = PUBLISHED) => ({
  id,
  alias,
  username,
  email,
  isTimed: false,
  usersCount: 3,
  publishedAt,
});

async function openOrgHome(language: Language = 'en'): Promise<MockEnvironment> {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
  const { environment } = renderWithProviders({ path: '/OrgHome', language });
  const accounts = [account(SCIENCE, 'Science', 'science-owner', 'sci@example.com'), account(MATHS, 'الرياضيات', 'maths-owner', null, null)];
  await resolveOperation(environment, 'OrgHomeScreenQuery', {
    viewer: {
      username: 'holder',
      organization: {
        id: btoa('Organization:o1'),
        alias: 'acme',
        name: 'Acme Academy',
        banner: null,
        background: null,
        primaryColor: null,
        supportLink: null,
        isLive: false,
        socialMedia: { facebook: null, instagram: null, youtube: null, telegram: null, whatsapp: null },
        accounts: { totalCount: 2, edges: accounts.map((node) => ({ cursor: node.id, node })) },
        archivedAccounts: [{ id: OLD, alias: 'Old school', username: 'old-owner', archivedAt: '2026-01-02T10:00:00.000Z' }],
      },
    },
  });
  await screen.findByRole('heading', { name: language === 'en' ? 'Accounts (2)' : 'الحسابات (2)' });
  return environment;
}

const openMenu = (name: string) => fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
const menuItem = (name: string) => screen.getByRole('menuitem', { name });
const isDisabled = (element: HTMLElement) => element.getAttribute('aria-disabled') === 'true' || element.hasAttribute('disabled');

describe('the accounts list', () => {
  it('lists the accounts in order; move up is disabled on the first and move down on the last', async () => {
    const environment = await openOrgHome();
    const table = screen.getByRole('table', { name: 'Accounts (2)' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Accounts table' }).tabIndex).toBe(0);
    openMenu('Science');
    expect(isDisabled(menuItem('Move up'))).toBe(true);
    expect(isDisabled(menuItem('Move down'))).toBe(false);
    fireEvent.click(menuItem('Move down'));
    expect(await sentInput(environment, 'MoveAccountMutation')).toEqual({ accountId: SCIENCE, direction: 'DOWN' });
    openMenu('الرياضيات');
    expect(isDisabled(menuItem('Move down'))).toBe(true);
  });
});

describe('Add account', () => {
  async function openAddDialog() {
    const environment = await openOrgHome();
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an account' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
    const save = () => within(dialog).getByRole('button', { name: 'Save' });
    return { environment, dialog, type, save };
  }

  it('keeps Save disabled until the password has 8 characters', async () => {
    const { type, save } = await openAddDialog();
    type(/^Username/, 'newowner1');
    type(/^Password/, '1234567');
    expect(isDisabled(save())).toBe(true);
    type(/^Password/, '12345678');
    expect(isDisabled(save())).toBe(false);
  });

  it("shows the username rule's message for a username that breaks it, and Save stays disabled", async () => {
    const { dialog, type, save } = await openAddDialog();
    type(/^Password/, '12345678');
    type(/^Username/, '1owner');
    expect(within(dialog).getByText('Username must be at least 8 characters, start with a letter, and contain only English letters, numbers, and - _ . @')).toBeTruthy();
    expect(isDisabled(save())).toBe(true);
  });

  it.each([
    ['usernameTaken', 'username', 'This username is already taken'],
    ['forbidden', null, 'An error occurred, please try again'],
  ])('a refusal (%s) keeps the dialog open with its message', async (code, field, message) => {
    const { environment, dialog, type, save } = await openAddDialog();
    type(/^Username/, 'newowner1');
    type(/^Password/, '12345678');
    type(/^E-mail/, 'new@example.com');
    fireEvent.click(save());
    expect(await sentInput(environment, 'AddAccountMutation')).toMatchObject({ username: 'newowner1', password: '12345678', email: 'new@example.com', isTimed: false });
    await resolveOperation(environment, 'AddAccountMutation', { addAccount: { __typename: 'AppError', code, field } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog', { name: 'Add an account' })).toBeTruthy();
  });
});

describe('editing and cloning', () => {
  it('the new e-mail must not be empty', async () => {
    await openOrgHome();
    openMenu('Science');
    fireEvent.click(menuItem('Edit e-mail'));
    const dialog = screen.getByRole('dialog', { name: 'E-mail of Science' });
    fireEvent.change(within(dialog).getByLabelText(/^New e-mail/), { target: { value: '  ' } });
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Save' }))).toBe(true);
  });

  it('the clone dialog says what is copied and follows the same password rule', async () => {
    const environment = await openOrgHome();
    openMenu('Science');
    fireEvent.click(menuItem('Clone'));
    const dialog = screen.getByRole('dialog', { name: 'Clone Science' });
    expect(dialog.textContent).toContain('Nothing about learners is copied');
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'cloneowner' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'short' } });
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Save' }))).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'long-enough' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // no name given: the copy is named "Science (copy)" in the holder's language
    expect(await sentInput(environment, 'CloneAccountMutation')).toMatchObject({ sourceAccountId: SCIENCE, username: 'cloneowner', alias: null, locale: 'en' });
  });
});

describe('publishing (issue 30)', () => {
  it.each([
    ['en', 'Not visible to learners until you publish', 'Publish الرياضيات'],
    ['ar', 'غير ظاهر للمتعلمين حتى تنشره', 'نشر الرياضيات'],
  ] as const)('(%s) an unpublished account says so under its name, with Publish; publishing sends its id and the line goes', async (language, text, button) => {
    const environment = await openOrgHome(language);
    // only the unpublished account (الرياضيات) says so
    const notices = screen.getAllByText(text);
    expect(notices).toHaveLength(1);
    expect(notices[0].closest('tr')?.textContent).toContain('الرياضيات');
    expect(screen.queryByRole('button', { name: language === 'en' ? 'Publish Science' : 'نشر Science' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await sentInput(environment, 'PublishAccountMutation')).toEqual({ accountId: MATHS });
    await resolveOperation(environment, 'PublishAccountMutation', {
      publishAccount: { __typename: 'MutationPublishAccountSuccess', data: { id: MATHS, publishedAt: '2026-11-28T12:00:00.000Z' } },
    });
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('a refused publish says so, and the account stays unpublished', async () => {
    const environment = await openOrgHome();
    fireEvent.click(screen.getByRole('button', { name: 'Publish الرياضيات' }));
    await resolveOperation(environment, 'PublishAccountMutation', { publishAccount: { __typename: 'AppError', code: 'notFound', field: 'accountId' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The account could not be published. Try again.');
    expect(screen.getByText('Not visible to learners until you publish')).toBeTruthy();
  });

  it('(ar) a clone asks for its "(copy)" mark in Arabic', async () => {
    const environment = await openOrgHome('ar');
    fireEvent.click(screen.getByRole('button', { name: 'إجراءات Science' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'نسخ' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^اسم المستخدم/), { target: { value: 'cloneowner' } });
    fireEvent.change(within(dialog).getByLabelText(/^كلمة المرور/), { target: { value: 'long-enough' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await sentInput(environment, 'CloneAccountMutation')).toMatchObject({ sourceAccountId: SCIENCE, locale: 'ar' });
  });
});

describe('deleting and restoring', () => {
  it('asks for a confirmation that says what happens; Cancel sends nothing', async () => {
    const environment = await openOrgHome();
    openMenu('Science');
    fireEvent.click(menuItem('Delete'));
    const dialog = screen.getByRole('dialog', { name: 'Delete this account?' });
    expect(dialog.textContent).toContain('The account Science leaves the list');
    expect(dialog.textContent).toContain('its owner can no longer sign in');
    expect(dialog.textContent).toContain('you can restore it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending(environment, 'DeleteAccountMutation')).toEqual([]);

    openMenu('Science');
    fireEvent.click(menuItem('Delete'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteAccountMutation')).toEqual({ accountId: SCIENCE });
  });

  it('lists the deleted accounts collapsed, each with Restore', async () => {
    const environment = await openOrgHome();
    fireEvent.click(screen.getByRole('button', { name: 'Deleted accounts (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old school' }));
    expect(await sentInput(environment, 'RestoreAccountMutation')).toEqual({ accountId: OLD });
  });
});

describe('the password link', () => {
  it('is made, copied and shown with the organisation host before it', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    const environment = await openOrgHome();
    openMenu('Science');
    fireEvent.click(menuItem('Password link'));
    expect(await sentInput(environment, 'CreatePasswordResetLinkMutation')).toEqual({ accountId: SCIENCE });
    await resolveOperation(environment, 'CreatePasswordResetLinkMutation', {
      createPasswordResetLink: { __typename: 'MutationCreatePasswordResetLinkSuccess', data: { username: 'science-owner', path: '/#/ResetAccountPassword/science-owner/tok', expiresAt: '2026-11-24T12:00:00.000Z' } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Password link for Science' });
    const link = `${window.location.origin}/#/ResetAccountPassword/science-owner/tok`;
    expect((within(dialog).getByTestId('password-link') as HTMLTextAreaElement).value).toBe(link);
    expect(copied).toEqual([link]);
    expect(dialog.textContent).toContain('The link was copied to the clipboard.');
  });
});

describe('in Arabic', () => {
  it('the username rule is in Arabic', async () => {
    await openOrgHome('ar');
    fireEvent.click(screen.getByRole('button', { name: 'إضافة حساب' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة حساب' });
    fireEvent.change(within(dialog).getByLabelText(/^اسم المستخدم/), { target: { value: '1x' } });
    expect(within(dialog).getByText(/يجب أن يتكون اسم المستخدم/)).toBeTruthy();
  });
});
