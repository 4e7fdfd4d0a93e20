// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockEnvironment } from 'relay-test-utils';
import { renderWithProviders, resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { loadAdminBundle, pending, sentInput } from '../learnerRecords/usersPage/usersPageTestHarness.ts';

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);

const ACCOUNT = { id: btoa('Account:a1'), alias: 'Science' };
const introduction = (id: string, name: string, changes: Record<string, unknown> = {}) => ({
  id,
  accountName: name,
  accountColor: '#1976D2',
  accountPicture: null,
  accountLogo: null,
  shortDescription: 'Numbers that talk',
  goals: null,
  duration: null,
  numberOfHours: 12,
  numberOfLevels: null,
  targetGroup: null,
  location: 'mix',
  category: 'Data',
  cost: 'paid',
  statistics: [{ name: 'Learners', count: 120, icon: 'people' }],
  lecturers: [],
  detailedProgramMap: [{ subject: 'Basics', contents: ['Tables', 'Charts'] }],
  introductoryVideo: 'dQw4w9WgXcQ',
  introductoryPoster: null,
  account: ACCOUNT,
  ...changes,
});

async function openOrgHome(introductions = [introduction('c1', 'Data science')]) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
  const view = renderWithProviders({ path: '/OrgHome', language: 'en' });
  await resolveOperation(view.environment, 'OrgHomeScreenQuery', {
    viewer: {
      username: 'holder',
      organization: {
        id: 'o1',
        alias: 'acme',
        name: 'Acme Academy',
        banner: null,
        background: null,
        primaryColor: null,
        supportLink: null,
        isLive: true,
        socialMedia: { facebook: null, instagram: null, youtube: null, telegram: null, whatsapp: null },
        accounts: { totalCount: 1, edges: [{ cursor: 'a1', node: { ...ACCOUNT, username: 'sci', email: 'sci@example.com', isTimed: false, usersCount: 0 } }] },
        courseIntroductions: introductions,
        archivedAccounts: [],
      },
    },
  });
  await screen.findByRole('region', { name: /Course introductions/ }, { timeout: 10_000 });
  return view;
}

const section = () => screen.getByRole('region', { name: /Course introductions/ });
const dialog = () => screen.getByRole('dialog', { name: /course introduction/i });
const type = (name: string | RegExp, value: string) => fireEvent.change(within(dialog()).getByRole('textbox', { name }), { target: { value } });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
const noMutation = (environment: MockEnvironment) =>
  expect(environment.mock.getAllOperations().filter((operation) => operation.request.node.params.operationKind === 'mutation')).toEqual([]);

// The dialog's form is large and every query by role computes accessible names
// across it: 7–9 s a test on an idle machine, over the default 30 s when CI runs
// every test file at once.
describe('course introductions on OrgHome', { timeout: 90_000 }, () => {
  it('shows each as a card: the default picture, name, description, chips and a View link to the public page in a new tab', async () => {
    await openOrgHome();
    const card = await within(section()).findByRole('article', { name: 'Data science' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/default-course.jpg');
    for (const text of ['Numbers that talk', 'Data', 'Paid', 'Mixed']) expect(within(card).getByText(text)).toBeTruthy();
    const view = within(card).getByRole('link', { name: 'View Data science (opens in a new tab)' });
    expect([view.getAttribute('href'), view.getAttribute('target')]).toEqual(['/#/course-introduction/c1', '_blank']);
  });

  it("refuses an invalid form with the rules' messages and 'please fix validation errors', sending nothing", async () => {
    const { environment } = await openOrgHome([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a course introduction' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a statistic' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a lecturer' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a subject' }));
    type(/^Course name/, '   ');
    type(/^Statistic 1: name/, 'Learners');
    type(/^Statistic 1: count/, '-3');
    save();
    expect(within(dialog()).getByRole('alert').textContent).toBe('please fix validation errors');
    expect(within(dialog()).getByText('count must be positive')).toBeTruthy();
    for (const name of ['Course name', 'Lecturer 1: name', 'Subject 1']) {
      expect(within(dialog()).getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) }).getAttribute('aria-invalid')).toBe('true');
    }
    noMutation(environment);
  });

  it('adds an introduction with the defaults (online, free) and the counts as numbers, then says saved', async () => {
    const { environment } = await openOrgHome([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a course introduction' }));
    type(/^Course name/, '  AI basics ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a statistic' }));
    type(/^Statistic 1: name/, 'Hours');
    type(/^Statistic 1: count/, '0');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add a subject' }));
    type(/^Subject 1( \*)?$/, 'Intro');
    type(/^Subject 1: contents/, 'What is AI\n\nHistory');
    type(/^Introductory video/, 'https://youtu.be/dQw4w9WgXcQ');
    save();
    const input = await sentInput(environment, 'CreateCourseIntroductionMutation');
    expect(input).toMatchObject({
      accountId: ACCOUNT.id,
      introduction: {
        accountName: 'AI basics',
        location: 'online',
        cost: 'free',
        accountColor: '#1976D2',
        statistics: [{ name: 'Hours', count: 0, icon: 'school' }],
        detailedProgramMap: [{ subject: 'Intro', contents: ['What is AI', 'History'] }],
        introductoryVideo: 'dQw4w9WgXcQ',
      },
    });
    await resolveOperation(environment, 'CreateCourseIntroductionMutation', {
      createCourseIntroduction: { __typename: 'MutationCreateCourseIntroductionSuccess', data: introduction('c2', 'AI basics') },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Course introduction saved')).toBeTruthy();
    expect(within(section()).getByRole('article', { name: 'AI basics' })).toBeTruthy();
  });

  it("edits one with its saved values, and says so when the server answers invalidUser", async () => {
    const { environment } = await openOrgHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Data science' }));
    expect((within(dialog()).getByRole('textbox', { name: /^Course name/ }) as HTMLInputElement).value).toBe('Data science');
    expect((within(dialog()).getByRole('textbox', { name: /^Statistic 1: count/ }) as HTMLInputElement).value).toBe('120');
    expect((within(dialog()).getByRole('textbox', { name: /^Subject 1: contents/ }) as HTMLInputElement).value).toBe('Tables\nCharts');
    save();
    expect(await sentInput(environment, 'UpdateCourseIntroductionMutation')).toMatchObject({ id: btoa('CourseIntroduction:c1'), accountId: ACCOUNT.id });
    await resolveOperation(environment, 'UpdateCourseIntroductionMutation', {
      updateCourseIntroduction: { __typename: 'AppError', code: 'invalidUser', field: '_id' },
    });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('This course introduction is not of your organisation.');
  });

  it('deletes only after the confirmation; Cancel deletes nothing', async () => {
    const { environment } = await openOrgHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Data science' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete the course introduction?' });
    expect(confirm.textContent).toContain('Data science');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    noMutation(environment);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Data science' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteCourseIntroductionMutation')).toEqual({ id: btoa('CourseIntroduction:c1') });
    expect(pending(environment, 'DeleteCourseIntroductionMutation')).toHaveLength(1);
    await resolveOperation(environment, 'DeleteCourseIntroductionMutation', {
      deleteCourseIntroduction: { __typename: 'MutationDeleteCourseIntroductionSuccess', data: { id: 'c1' } },
    });
    expect(await screen.findByText('Course introduction deleted')).toBeTruthy();
    await waitFor(() => expect(within(section()).queryByRole('article')).toBeNull());
    expect(within(section()).getByText('No course introductions yet.')).toBeTruthy();
  });
});
