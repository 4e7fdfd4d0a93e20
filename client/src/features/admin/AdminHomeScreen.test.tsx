// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages.ts';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { loadAdminBundle, pending, sentInput } from '../learnerRecords/usersPage/usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

const ACME = btoa('Organization:o1');
const SCIENCE = btoa('Account:a1');

const organization = (id: string, alias: string, accountsCount = 1) => ({
  cursor: id,
  node: { __typename: 'Organization', id, alias, accountsCount, holderUsername: `${alias}-holder` },
});

function organizations(edges = [organization(ACME, 'acme')], hasNextPage = false) {
  return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage } };
}

async function openAdminHome(language: Language = 'en', list = organizations()): Promise<MockEnvironment> {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'admin' });
  const { environment } = renderWithProviders({ path: '/AdminHome', language });
  await resolveOperation(environment, 'AdminHomeScreenQuery', {
    viewer: { role: 'PLATFORM_ADMIN', username: 'root' },
    organizations: list,
    maintenance: { enabled: false, until: null },
  });
  await screen.findByRole('heading', { level: 1 });
  return environment;
}

const scienceAccount = { id: SCIENCE, alias: 'Science', username: 'science-owner', enableVideo: false, storageBucket: 'acme-files', storageUrl: null };

async function expandAcme(environment: MockEnvironment, accounts = [scienceAccount], hasNextPage = false) {
  fireEvent.click(screen.getByRole('button', { name: /^acme/ }));
  const operation = await resolveOperation(environment, 'OrganizationAccountsQuery', {
    node: {
      __typename: 'Organization',
      id: ACME,
      accounts: {
        edges: accounts.map((node) => ({ cursor: node.id, node: { __typename: 'Account', ...node } })),
        pageInfo: { endCursor: accounts.at(-1)?.id ?? null, hasNextPage },
      },
    },
  });
  expect(operation.request.variables).toEqual({ id: ACME });
  return screen.findByRole('article', { name: 'Science' });
}

describe('platform admin home', () => {
  it('on a phone keeps its two actions in the bar with their words: no "More" menu for them', async () => {
    await openAdminHome();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Tickets management' }).textContent).toBe('Tickets management');
    expect(within(bar).getByRole('button', { name: 'Sign out' }).textContent).toBe('Sign out');
    expect(within(bar).queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('shows the admin, the tickets link and the organisations; accounts load when one opens', async () => {
    const environment = await openAdminHome();
    expect(await screen.findByText('root')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tickets management' }).getAttribute('href')).toBe('/TicketsManagement');
    const acme = screen.getByRole('button', { name: /^acme/ });
    expect(acme.textContent).toContain('Accounts: 1');
    expect(pending(environment, 'OrganizationAccountsQuery')).toHaveLength(0);
    const account = await expandAcme(environment);
    expect(within(account).getByText(SCIENCE)).toBeTruthy();
    expect((within(account).getByRole('switch', { name: 'Enable Video' }) as HTMLInputElement).checked).toBe(false);
    expect((within(account).getByLabelText('Storage Bucket') as HTMLInputElement).value).toBe('acme-files');
    expect((within(account).getByLabelText('Storage Url') as HTMLInputElement).value).toBe('');
    // What people named is isolated for bidirectional text.
    expect(isolationOf('acme', acme)).toEqual(ISOLATED);
    expect(isolationOf('Science', account)).toEqual(ISOLATED);
  });

  it('searches once typing pauses and loads more a page at a time', async () => {
    const environment = await openAdminHome('en', organizations([organization(ACME, 'acme')], true));
    fireEvent.click(screen.getByRole('button', { name: 'Load more organisations' }));
    const more = await waitFor(() => pending(environment, 'OrganizationListPaginationAdminRefetchQuery')[0] ?? Promise.reject(new Error('not sent')));
    expect(more.request.variables).toMatchObject({ cursor: ACME, count: 20 });
    await resolveOperation(environment, 'OrganizationListPaginationAdminRefetchQuery', {
      organizations: organizations([organization(btoa('Organization:o2'), 'beta')]),
    });
    expect(await screen.findByRole('button', { name: /^beta/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more organisations' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organisations' }), { target: { value: ' Gam ' } });
    const search = await waitFor(() => {
      const sent = pending(environment, 'OrganizationListPaginationAdminRefetchQuery').find((op) => op.request.variables.search === 'Gam');
      if (!sent) throw new Error('search not sent');
      return sent;
    });
    expect(search.request.variables).toMatchObject({ search: 'Gam', count: 20 });
  });

  it("saves an account's Enable Video, Storage Bucket and Url with one Save", async () => {
    const environment = await openAdminHome();
    const account = await expandAcme(environment);
    fireEvent.click(within(account).getByRole('switch', { name: 'Enable Video' }));
    fireEvent.change(within(account).getByLabelText('Storage Bucket'), { target: { value: 'videos' } });
    fireEvent.change(within(account).getByLabelText('Storage Url'), { target: { value: 'https://s3.example.com' } });
    fireEvent.click(within(account).getByRole('button', { name: 'Save' }));
    expect(await sentInput(environment, 'SetAccountStorageMutation')).toEqual({
      accountId: SCIENCE,
      enableVideo: true,
      storageBucket: 'videos',
      storageUrl: 'https://s3.example.com',
    });
    await resolveOperation(environment, 'SetAccountStorageMutation', {
      setAccountStorage: {
        __typename: 'MutationSetAccountStorageSuccess',
        data: { id: SCIENCE, enableVideo: true, storageBucket: 'videos', storageUrl: 'https://s3.example.com' },
      },
    });
    expect(await screen.findByText('Account settings saved')).toBeTruthy();
  });

  it('a refused bucket is shown at its field and as an error', async () => {
    const environment = await openAdminHome();
    const account = await expandAcme(environment);
    fireEvent.click(within(account).getByRole('button', { name: 'Save' }));
    await resolveOperation(environment, 'SetAccountStorageMutation', {
      setAccountStorage: { __typename: 'AppError', code: 'invalid_data_entry', field: 'storageBucket' },
    });
    const rule = '3 to 63 lower-case letters, digits, dots and hyphens';
    await waitFor(() => expect(screen.getAllByText(rule)).toHaveLength(2));
    expect(within(account).getByLabelText('Storage Bucket').getAttribute('aria-invalid')).toBe('true');
  });

  it("copies the holder's reset link and shows it", async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    const environment = await openAdminHome();
    fireEvent.click(screen.getByRole('button', { name: 'Reset-password link of the holder of acme' }));
    expect(await sentInput(environment, 'CreatePasswordResetLinkMutation')).toEqual({ organizationId: ACME });
    await resolveOperation(environment, 'CreatePasswordResetLinkMutation', {
      createPasswordResetLink: {
        __typename: 'MutationCreatePasswordResetLinkSuccess',
        data: { username: 'acme-holder', path: '/#/ResetAccountPassword/acme-holder/tok', expiresAt: '2026-11-24T12:00:00.000Z' },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Password link for acme-holder' });
    const link = `${window.location.origin}/#/ResetAccountPassword/acme-holder/tok`;
    expect((within(dialog).getByTestId('password-link') as HTMLTextAreaElement).value).toBe(link);
    expect(copied).toEqual([link]);
  });

  it("makes an account owner's reset link", async () => {
    const environment = await openAdminHome();
    const account = await expandAcme(environment);
    fireEvent.click(within(account).getByRole('button', { name: 'Reset-password link' }));
    expect(await sentInput(environment, 'CreatePasswordResetLinkMutation')).toEqual({ accountId: SCIENCE });
  });
});

describe('add organisation', () => {
  const dialogOf = () => screen.getByRole('dialog', { name: 'Add organisation' });
  const fill = (label: RegExp, value: string) => fireEvent.change(within(dialogOf()).getByLabelText(label), { target: { value } });

  it('says what is missing instead of ignoring the click, and sends nothing', async () => {
    const environment = await openAdminHome();
    fireEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Add' }));
    expect(within(dialogOf()).getAllByText('This field is required')).toHaveLength(4);
    fill(/^Alias/, 'My Org');
    fill(/^Holder's username/, '1x');
    fill(/^Holder's e-mail/, 'not-an-email');
    fill(/^Holder's password/, 'short');
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Add' }));
    for (const text of [/^Use 2 to 63 lower-case/, /^Username must be at least 8/, /^The password must be at least 8/]) {
      expect(within(dialogOf()).getByText(text)).toBeTruthy();
    }
    expect(within(dialogOf()).getByLabelText(/^Holder's e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(pending(environment, 'AddOrganizationMutation')).toHaveLength(0);
  });

  it('sends the four fields; a taken alias keeps the dialog open with the message at the alias; success closes it', async () => {
    const environment = await openAdminHome();
    fireEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    fill(/^Alias/, ' Gamma ');
    fill(/^Holder's username/, 'gamma-holder');
    fill(/^Holder's e-mail/, 'holder@gamma.example');
    fill(/^Holder's password/, 'long-enough-1');
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Add' }));
    expect(await sentInput(environment, 'AddOrganizationMutation')).toEqual({
      alias: 'gamma',
      username: 'gamma-holder',
      email: 'holder@gamma.example',
      password: 'long-enough-1',
    });
    await resolveOperation(environment, 'AddOrganizationMutation', { addOrganization: { __typename: 'AppError', code: 'aliasTaken', field: 'alias' } });
    expect(await within(dialogOf()).findByText('This organisation alias is already taken')).toBeTruthy();
    fireEvent.click(within(dialogOf()).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(pending(environment, 'AddOrganizationMutation')).toHaveLength(1));
    await resolveOperation(environment, 'AddOrganizationMutation', {
      addOrganization: {
        __typename: 'MutationAddOrganizationSuccess',
        data: { __typename: 'Organization', id: btoa('Organization:o9'), alias: 'gamma', accountsCount: 0, holderUsername: 'gamma-holder' },
      },
    });
    expect(await screen.findByText('Organisation gamma added')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add organisation' })).toBeNull();
    expect(screen.getByRole('button', { name: /^gamma/ })).toBeTruthy();
  });
});

describe('move account', () => {
  it('needs the organisation; a refusal keeps the dialog open; a move takes the account off the list', async () => {
    const environment = await openAdminHome();
    const account = await expandAcme(environment);
    fireEvent.click(within(account).getByRole('button', { name: 'Move to another organisation' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Science to another organisation' });
    expect((within(dialog).getByLabelText(/^Account id/) as HTMLInputElement).value).toBe(SCIENCE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(pending(environment, 'MoveAccountToOrganizationMutation')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Organisation alias/), { target: { value: 'beta' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await sentInput(environment, 'MoveAccountToOrganizationMutation')).toEqual({ accountId: SCIENCE, org: 'beta' });
    await resolveOperation(environment, 'MoveAccountToOrganizationMutation', {
      moveAccountToOrganization: { __typename: 'AppError', code: 'accountHasLearners', field: 'accountId' },
    });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('cannot move');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(pending(environment, 'MoveAccountToOrganizationMutation')).toHaveLength(1));
    await resolveOperation(environment, 'MoveAccountToOrganizationMutation', {
      moveAccountToOrganization: {
        __typename: 'MutationMoveAccountToOrganizationSuccess',
        data: {
          moved: true,
          account: { id: SCIENCE },
          from: { id: ACME, accountsCount: 0 },
          to: { id: btoa('Organization:o2'), alias: 'beta', accountsCount: 3 },
        },
      },
    });
    expect(await screen.findByText('Account moved')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Science' })).toBeNull();
    expect(screen.getByRole('button', { name: /^acme/ }).textContent).toContain('Accounts: 0');
  });
});

describe('in Arabic', () => {
  it('the screen and its dialogs are in Arabic', async () => {
    await openAdminHome('ar');
    expect(screen.getByRole('link', { name: 'إدارة التذاكر' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة مؤسسة' }));
    const dialog = screen.getByRole('dialog', { name: 'إضافة مؤسسة' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة' }));
    expect(within(dialog).getAllByText('هذا الحقل مطلوب')).toHaveLength(4);
  });
});
