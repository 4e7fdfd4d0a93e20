// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../../test/isolation.ts';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { openAccountHome } from '../../account/accountHomeFixture.ts';
import {
  ACCOUNT_ID,
  findLearner,
  holderViewer,
  learnerRecords,
  loadAdminBundle,
  openUsersPage,
  OTHER_ACCOUNT_ID,
  pending,
} from './usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

async function chooseAccount(name: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Account' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

describe("the organisation holder's account choice", () => {
  it("asks which of the organisation's accounts, then searches that account's learners", async () => {
    const { environment, query, router } = await openUsersPage({ level: 'org' });
    expect(query.request.variables).toEqual({ holder: true });
    expect(await screen.findByText('Choose the account whose learners you manage.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: "Learner's e-mail" })).toBeNull();
    await chooseAccount('الرياضيات');
    expect(router.state.location.search).toBe(`?account=${encodeURIComponent(OTHER_ACCOUNT_ID)}`);
    const sent = await findLearner(environment);
    expect(sent.request.variables).toEqual({ accountId: OTHER_ACCOUNT_ID, email: 'amal@example.com' });
    expect(await screen.findByRole('heading', { level: 2, name: 'amal@example.com' })).toBeTruthy();
  });

  it('starts on the account named in the address (the link from OrgHome), its name isolated', async () => {
    const { environment } = await openUsersPage({ level: 'org', path: `/AccountUsersManagement?account=${encodeURIComponent(ACCOUNT_ID)}` });
    const choice = await screen.findByRole('combobox', { name: 'Account' });
    expect(choice.textContent).toBe('Science');
    expect(isolationOf('Science', choice)).toEqual(ISOLATED);
    const sent = await findLearner(environment);
    expect(sent.request.variables).toEqual({ accountId: ACCOUNT_ID, email: 'amal@example.com' });
  });

  it('starts a new search when another account is chosen', async () => {
    const { environment } = await openUsersPage({ level: 'org', path: `/AccountUsersManagement?account=${encodeURIComponent(ACCOUNT_ID)}` });
    await findLearner(environment);
    expect(await screen.findByRole('heading', { level: 2, name: 'amal@example.com' })).toBeTruthy();
    await chooseAccount('الرياضيات');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
    expect((screen.getByRole('textbox', { name: "Learner's e-mail" }) as HTMLInputElement).value).toBe('');
  });

  it('needs no choice when the organisation has one account', async () => {
    const { environment } = await openUsersPage({ level: 'org', viewer: holderViewer([{ id: ACCOUNT_ID, alias: 'Science', username: 'science-owner' }]) });
    const sent = await findLearner(environment, learnerRecords());
    expect(sent.request.variables).toEqual({ accountId: ACCOUNT_ID, email: 'amal@example.com' });
  });

  it('says so when the organisation has no accounts', async () => {
    const { environment } = await openUsersPage({ level: 'org', viewer: holderViewer([]) });
    expect(await screen.findByText('This organisation has no accounts yet.')).toBeTruthy();
    expect(pending(environment, 'LearnerRecordsResultQuery')).toEqual([]);
  });

  it('goes back to the organisation home', async () => {
    const { router } = await openUsersPage({ level: 'org' });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OrgHome'));
  });

  it("is not asked of the account owner, whose own account it is", async () => {
    const { query } = await openUsersPage({ level: 'account' });
    expect(query.request.variables).toEqual({ holder: false });
    expect(await screen.findByRole('textbox', { name: "Learner's e-mail" })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });
});

describe('the way to users management', () => {
  it("is a link in the account home's toolbar", async () => {
    const { router } = await openAccountHome();
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(within(await screen.findByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'Users management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountUsersManagement'));
  });

  it("is a link on each account of the organisation home's list, which opens that account", async () => {
    Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
    const { environment, router } = renderWithProviders({ path: '/OrgHome', language: 'en' });
    const { viewer } = holderViewer();
    await resolveOperation(environment, 'OrgHomeScreenQuery', {
      viewer: {
        username: 'holder',
        organization: {
          ...viewer.organization,
          alias: 'acme',
          banner: null,
          background: null,
          primaryColor: null,
          supportLink: null,
          isLive: false,
          socialMedia: { facebook: null, instagram: null, youtube: null, telegram: null, whatsapp: null },
          archivedAccounts: [],
          courseIntroductions: [],
          accounts: {
            totalCount: 2,
            edges: viewer.organization.accounts.edges.map(({ cursor, node }) => ({ cursor, node: { ...node, email: null, isTimed: false, usersCount: 3 } })),
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Users management of الرياضيات' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountUsersManagement'));
    expect(router.state.location.search).toBe(`?account=${encodeURIComponent(OTHER_ACCOUNT_ID)}`);
  });
});
