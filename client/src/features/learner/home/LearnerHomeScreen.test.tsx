// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../../test/isolation.ts';
import { signedInLearner } from '../../../test/learnerFixtures.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const program = (id: string, name: string, closed = false) => ({ id, name, closed, banner: null, primaryColor: '#FF5722FF' });

const domain = (id: string, name: string, programs: unknown[], closed = false) => ({
  __typename: 'Domain',
  id,
  name,
  banner: null,
  primaryColor: null,
  closed,
  programs,
});

interface HomeData {
  open?: unknown[];
  closed?: unknown[];
  learner?: Record<string, unknown>;
  organization?: Record<string, unknown>;
}

function homeAnswer({ open = [], closed = [], learner = {}, organization = {} }: HomeData) {
  return {
    organization: {
      id: 'org-1',
      primaryColor: null,
      background: null,
      banner: null,
      introductionMsg: null,
      availableProgramsMsg: null,
      ...organization,
    },
    viewer: {
      learner: {
        id: 'l1',
        name: 'Sara',
        email: 'sara@example.com',
        telegram: null,
        privacyPolicyAccepted: true,
        termsAccepted: true,
        openDomains: open,
        closedDomains: closed,
        certificates: [],
        availableDomains: [],
        ...learner,
      },
    },
  };
}

async function openHome(data: HomeData = {}, path = '/home') {
  signedInLearner();
  const rendered = renderWithProviders({ path, language: 'en' });
  await answerOperation(rendered.environment, 'LearnerHomeScreenQuery', { Query: () => homeAnswer(data) });
  await screen.findByRole('heading', { level: 1, hidden: true }); // hidden from the accessibility tree behind a dialog
  return rendered;
}

const grammar = domain('d1', 'Arabic grammar', [program('p1', 'Nahw'), program('p2', 'Sarf')]);
const empty = domain('d2', 'Tajweed', []);
const old = domain('d3', 'Old course', [program('p3', 'Last year')], true);

describe('learner home', () => {
  it('welcomes the learner with the introduction, the accounts open for registration, and the programs open and closed', async () => {
    await openHome({
      open: [grammar, empty],
      closed: [old],
      organization: { introductionMsg: 'Welcome to the academy.', availableProgramsMsg: 'Register by form.' },
      learner: { availableDomains: [{ id: 'd9', name: 'Quran memorisation' }] },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sara' })).toBeTruthy();
    expect(screen.getByText('Welcome to the academy.')).toBeTruthy();
    const available = screen.getByRole('region', { name: 'Programs open for registration' });
    expect(within(available).getByText('Register by form.')).toBeTruthy();
    expect(within(available).getByText('Quran memorisation')).toBeTruthy();
    expect(within(available).queryByRole('button')).toBeNull();

    const open = screen.getByRole('region', { name: 'My programs' });
    expect(within(open).getAllByRole('article').map((card) => card.textContent)).toEqual([
      expect.stringContaining('Arabic grammar'),
      expect.stringContaining('Tajweed'),
    ]);
    expect(within(open).queryByText('Closed Program')).toBeNull();
    const closed = screen.getByRole('region', { name: 'Closed programs' });
    expect(within(within(closed).getByRole('article', { name: 'Old course' })).getByText('Closed Program')).toBeTruthy();
  });

  it('says so when the learner has no programs', async () => {
    await openHome();
    expect(await screen.findByText('No programs are available to you yet.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Closed programs' })).toBeNull();
  });

  it('enters an account: its programs as cards leading to the program page, the choice kept in the URL', async () => {
    const { router } = await openHome({ open: [grammar, empty] });
    fireEvent.click(within(screen.getByRole('article', { name: 'Arabic grammar' })).getByRole('button', { name: 'Enter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?domainId=d1'));
    const section = screen.getByRole('region', { name: 'Arabic grammar' });
    expect(within(section).getByRole('link', { name: 'Nahw' }).getAttribute('href')).toBe(
      '/UserHomeProgramTree?domainId=d1&programId=p1',
    );
    fireEvent.click(screen.getByRole('link', { name: 'All my programs' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('region', { name: 'My programs' })).toBeTruthy();
  });

  it('alerts "no quizzes available" for an account without programs and stays', async () => {
    const { router } = await openHome({ open: [grammar, empty] });
    fireEvent.click(within(screen.getByRole('article', { name: 'Tajweed' })).getByRole('button', { name: 'Enter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No quizzes available');
    expect(router.state.location.search).toBe('');
  });

  it('opens a closed account from the URL (?domainId=&closed=true) with locked, read-only program cards', async () => {
    await openHome({ open: [grammar], closed: [old] }, '/home?domainId=d3&closed=true');
    const card = screen.getByRole('article', { name: 'Last year' });
    expect(within(card).getByText('Closed Program')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/UserHomeProgramTree?domainId=d3&programId=p3&closed=true');
  });

  it('shows the learner in the toolbar, without a back button, and signs out to /', async () => {
    const { environment, router } = await openHome();
    const toolbar = screen.getByRole('banner');
    // The name is isolated for bidirectional text, and shown whole.
    expect(within(toolbar).getByText('Sara').closest('p')?.textContent).toBe('Welcome, Sara');
    expect(isolationOf('Sara', toolbar)).toEqual(ISOLATED);
    expect(isolationOf('sara@example.com', toolbar)).toEqual(ISOLATED);
    expect(within(toolbar).queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Sign out' }));
    await answerOperation(environment, 'SignOutMutation', { Mutation: () => ({ signOut: { signedOut: true } }) });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/home'));
    expect(window.localStorage.getItem('learnerToken')).toBeNull();
    expect(window.localStorage.getItem('userEmail')).toBeNull();
    expect(window.localStorage.getItem('org')).toBe('acme');
  });

  it('forgets a session the server no longer knows and returns to /login', async () => {
    signedInLearner();
    const { environment, router } = renderWithProviders({ path: '/home', language: 'en' });
    await answerOperation(environment, 'LearnerHomeScreenQuery', { Query: () => ({ ...homeAnswer({}), viewer: { learner: null } }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('learnerToken')).toBeNull();
  });
});

describe('learner home: the user-details dialog', () => {
  it('is forced on a learner without a name: no cancel, the name required, then saved without commas', async () => {
    const { environment } = await openHome({ learner: { name: '' } });
    const dialog = await screen.findByRole('dialog', { name: 'My details' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('name is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: ' Sara, Ali ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const update = await answerOperation(environment, 'UpdateLearnerDetailsMutation', {
      Mutation: () => ({
        updateLearnerDetails: { __typename: 'MutationUpdateLearnerDetailsSuccess', data: { id: 'l1', name: 'Sara Ali', telegram: null } },
      }),
    });
    expect(update.request.variables).toEqual({ input: { name: 'Sara Ali', telegram: null } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My details' })).toBeNull());
    expect(window.localStorage.getItem('userName')).toBe('Sara Ali');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sara Ali' })).toBeTruthy();
  });
});

describe('learner home: the policy acceptance dialog', () => {
  it('asks for the policies not yet accepted; accept sends acceptPolicies and closes', async () => {
    const { environment } = await openHome({ learner: { privacyPolicyAccepted: false, termsAccepted: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy and terms of service' });
    expect(within(dialog).queryByRole('checkbox', { name: /terms of service/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('must accept privacy policy')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I accept the privacy policy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const accepted = await answerOperation(environment, 'AcceptPoliciesMutation', {
      Mutation: () => ({
        acceptPolicies: {
          __typename: 'MutationAcceptPoliciesSuccess',
          data: { id: 'l1', privacyPolicyAccepted: true, privacyPolicyAcceptedAt: '2026-11-21T10:00:00Z', termsAccepted: true, termsAcceptedAt: '2026-11-20T10:00:00Z' },
        },
      }),
    });
    expect(accepted.request.variables).toEqual({ input: { privacyPolicyAccepted: true, termsAccepted: true } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Privacy policy and terms of service' })).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toContain('your consent has been saved');
  });

  it('signs the learner out when they decline', async () => {
    const { environment, router } = await openHome({ learner: { privacyPolicyAccepted: false, termsAccepted: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy and terms of service' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline and sign out' }));
    await answerOperation(environment, 'SignOutMutation', { Mutation: () => ({ signOut: { signedOut: true } }) });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/home'));
    expect(window.localStorage.getItem('learnerToken')).toBeNull();
  });

  it('waits for the name first', async () => {
    await openHome({ learner: { name: '', privacyPolicyAccepted: false } });
    expect(await screen.findByRole('dialog', { name: 'My details' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Privacy policy and terms of service' })).toBeNull();
  });
});

describe('learner toolbar: My Programs and My Certificates', () => {
  const certificate = (n: number, domainId: string, domainName: string) => ({
    displayName: `Certificate ${n}`,
    url: `/files/certificates/${domainId}-${n}.pdf`,
    pngUrl: null as string | null,
    domainId,
    domainName,
  });

  async function openMenus(certificates: unknown[]) {
    const rendered = await openHome({ open: [grammar], closed: [old] });
    await answerOperation(rendered.environment, 'LearnerToolbarMenusQuery', {
      Query: () => ({
        organization: { id: 'org-1', supportLink: 'https://t.me/support', socialMedia: { facebook: 'https://facebook.com/acme', instagram: null, youtube: null, telegram: null, whatsapp: null } },
        viewer: {
          learner: {
            id: 'l1',
            name: 'Sara',
            email: 'sara@example.com',
            telegram: null,
            openDomains: [{ id: 'd1', name: 'Arabic grammar' }],
            closedDomains: [{ id: 'd3', name: 'Old course' }],
            certificates,
          },
        },
      }),
    });
    fireEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'More' }));
    return rendered;
  }

  it('lists open and closed programs in the phone drawer; a closed one opens with closed=true', async () => {
    const { router } = await openMenus([]);
    const drawer = screen.getByRole('navigation', { name: 'More' });
    const programs = within(drawer).getByRole('list', { name: 'My programs' });
    expect(within(programs).getByRole('link', { name: 'Arabic grammar' }).getAttribute('href')).toBe('/home?domainId=d1');
    const closed = within(programs).getByRole('link', { name: /Old course/ });
    expect(closed.textContent).toContain('Closed Program');
    expect(within(drawer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/acme');
    expect(within(drawer).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('https://t.me/support');
    // choosing a program closes the drawer
    fireEvent.click(closed);
    await waitFor(() => expect(router.state.location.search).toBe('?domainId=d3&closed=true'));
  });

  it('groups certificates by program and pages each group five at a time, each row a download', async () => {
    const certificates = [
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => certificate(n, 'd1', 'Arabic grammar')),
      certificate(8, 'd3', 'Old course'),
    ];
    await openMenus(certificates);
    fireEvent.click(screen.getByRole('button', { name: 'My certificates' }));
    const dialog = await screen.findByRole('dialog', { name: 'My certificates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arabic grammar (7)' }));
    expect(within(dialog).getByRole('button', { name: 'Old course (1)' })).toBeTruthy();

    const table = within(dialog).getByRole('table', { name: 'Arabic grammar' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names()).toEqual(['Certificate 1', 'Certificate 2', 'Certificate 3', 'Certificate 4', 'Certificate 5']);
    expect(within(dialog).getByText('1–5 of 7')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Certificate 6', 'Certificate 7']);
    const download = within(table).getByRole('link', { name: 'Download Certificate 7' });
    expect(download.getAttribute('href')).toBe('/files/certificates/d1-7.pdf');
    expect(download.hasAttribute('download')).toBe(true);
    // an uploaded file is downloaded as it is: no PNG
    expect(within(table).queryByRole('link', { name: 'Download Certificate 7 as a PNG image' })).toBeNull();
  });

  it('a released certificate is offered as SVG and as PNG', async () => {
    const released = { ...certificate(1, 'd1', 'Arabic grammar'), url: '/certificates/t1.svg', pngUrl: '/certificates/t1.png' };
    await openMenus([released]);
    fireEvent.click(screen.getByRole('button', { name: 'My certificates' }));
    const dialog = await screen.findByRole('dialog', { name: 'My certificates' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arabic grammar (1)' }));
    const table = within(dialog).getByRole('table', { name: 'Arabic grammar' });
    expect(within(table).getByRole('link', { name: 'Download Certificate 1' }).getAttribute('href')).toBe('/certificates/t1.svg');
    const png = within(table).getByRole('link', { name: 'Download Certificate 1 as a PNG image' });
    expect(png.getAttribute('href')).toBe('/certificates/t1.png');
    expect(png.hasAttribute('download')).toBe(true);
  });
});
