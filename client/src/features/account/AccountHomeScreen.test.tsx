// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { editorProgram, openAccountHome, openAccountSettings } from './accountHomeFixture.ts';

startEachTestAsNewBrowser();

describe('account home', () => {
  it("shows the account's programs in the program tree, in their order", async () => {
    await openAccountHome({ editorPrograms: [editorProgram('p2', 'Chemistry', 2), editorProgram('p1', 'Physics', 1)] });
    expect(await screen.findByText('owner@example.com')).toBeTruthy();
    const tree = screen.getByRole('region', { name: 'Programs' });
    expect(within(tree).getByText('Physics')).toBeTruthy();
    expect(within(tree).getByText('Chemistry')).toBeTruthy();
  });

  it('isolates the names people wrote for bidirectional text: the account in the toolbar and the programs', async () => {
    await openAccountHome({ editorPrograms: [editorProgram('p1', 'Physics', 1)] });
    await screen.findByText('owner@example.com');
    expect(isolationOf('owner@example.com')).toEqual(ISOLATED);
    expect(isolationOf('Science', screen.getByRole('banner'))).toEqual(ISOLATED);
    expect(isolationOf('Physics', screen.getByRole('region', { name: 'Programs' }))).toEqual(ISOLATED);
  });

  it('logs out: ends the session, forgets the token and goes to /login/account', async () => {
    const { environment, router } = await openAccountHome();
    // on a phone (jsdom's width) signing out is the last item of the toolbar's "More" menu
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(within(screen.getByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'Sign out' }));
    await resolveOperation(environment, 'SignOutMutation', { signOut: { signedOut: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/account'));
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminLevel')).toBeNull();
  });

  it('opens on the programs, right under the title; the settings are a link away', async () => {
    const { router } = await openAccountHome({ usersCount: 37, editorPrograms: [editorProgram('p1', 'Physics', 1)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account home' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Programs']);
    expect(screen.queryByRole('region', { name: 'Subscribers' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Account settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountSettings'));
  });
});

describe('account settings page', () => {
  it('names every section by a heading, with the subscribers count, and leads back to the programs', async () => {
    const { router } = await openAccountSettings({ usersCount: 37 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Settings', 'Certificates', 'Registration form', 'Subscribers', 'Visibility and access']);
    expect(within(screen.getByRole('region', { name: 'Subscribers' })).getByText('37')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to programs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/AccountHome'));
  });
});

describe('in Arabic', () => {
  it('reads right to left, with every section and control named in Arabic', async () => {
    await openAccountSettings({ isTimed: true, regFormId: 'form1', certificateTemplate: 'https://files.example/t.svg' }, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات الحساب' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['الإعدادات', 'الإتمام المحدد بمدة', 'الشهادات', 'استمارة التسجيل', 'المشتركون', 'الظهور والوصول']);
    for (const name of ['حفظ الاسم', 'حفظ اللون', 'حفظ الأيام', 'نسخ رابط القالب', 'فتح الاستمارة', 'نسخ رابط الاستمارة', 'العودة إلى البرامج']) {
      expect(screen.getByRole(name === 'العودة إلى البرامج' ? 'link' : 'button', { name })).toBeTruthy();
    }
    for (const name of ['إصدار الشهادات من قالب', 'مطالبة المتعلمين بتعبئة استمارة التسجيل', 'إخفاء الحساب عن المتعلمين', 'تعطيل التنزيلات']) {
      expect(screen.getByRole('switch', { name })).toBeTruthy();
    }
  });

  it('the account home names its programs and its way to the settings in Arabic', async () => {
    await openAccountHome({}, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة الرئيسية للحساب' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'البرامج' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إعدادات الحساب' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة برنامج' })).toBeTruthy();
  });
});

describe('timed accounts', () => {
  it('show completion days and criteria, and no accountClosed switch', async () => {
    await openAccountSettings({ isTimed: true });
    expect(await screen.findByRole('region', { name: 'Timed completion' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Completion days' })).toBeTruthy();
    const access = screen.getByRole('region', { name: 'Visibility and access' });
    expect(within(access).queryByRole('switch', { name: 'Close the account' })).toBeNull();
    expect(within(access).getByRole('switch', { name: 'Hide the account from learners' })).toBeTruthy();
  });

  it('untimed accounts have the accountClosed switch and no timed section', async () => {
    await openAccountSettings({ isTimed: false });
    expect(await screen.findByRole('switch', { name: 'Close the account' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Timed completion' })).toBeNull();
  });
});

describe('add program', () => {
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Add program' }));
    return screen.findByRole('dialog', { name: 'Add program' });
  };

  it('requires a name: a blank one shows programNameRequired and sends nothing', async () => {
    const { environment } = await openAccountHome();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Program name' }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Program name is required')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Program name' }).getAttribute('aria-invalid')).toBe('true');
    expect(sentOperationNames(environment)).not.toContain('CreateProgramMutation');
  });

  it('creates the program under the overlay; it joins the tree from the answer, with no read again', async () => {
    const { environment } = await openAccountHome({ editorPrograms: [editorProgram('p1', 'Physics', 1)] });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Program name' }), { target: { value: ' Biology ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('progressbar', { name: 'Please wait…' })).toBeTruthy();
    const mutation = await answerOperation(environment, 'CreateProgramMutation', {
      Mutation: () => ({ createProgram: { __typename: 'MutationCreateProgramSuccess', data: editorProgram('p3', 'Biology', 3) } }),
    });
    expect(mutation.request.variables).toEqual({ input: { name: 'Biology' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add program' })).toBeNull());
    expect(await screen.findByText('Program added')).toBeTruthy();
    const tree = screen.getByRole('list', { name: 'Programs' });
    expect(within(tree).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Physics', 'Biology']);
    // pending operations: a read again would be one
    expect(sentOperationNames(environment).filter((name) => name.endsWith('Query'))).toEqual([]);
  });

  it('keeps the dialog open with the translated error when the server refuses', async () => {
    const { environment } = await openAccountHome();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Program name' }), { target: { value: 'Biology' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await resolveOperation(environment, 'CreateProgramMutation', {
      createProgram: { __typename: 'AppError', code: 'forbidden', message: 'forbidden', field: null },
    });
    expect(await within(dialog).findByText('You do not have permission to do this.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Please wait…' })).toBeNull());
  });
});

describe('publishing (issue 30)', () => {
  it.each([
    ['en', 'Not visible to learners until you publish', 'Publish Science'],
    ['ar', 'غير ظاهر للمتعلمين حتى تنشره', 'نشر Science'],
  ] as const)('(%s) a new account says it is not visible to learners, and its owner publishes it', async (language, text, button) => {
    const { environment } = await openAccountHome({ publishedAt: null }, language);
    expect(await screen.findByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const sent = await resolveOperation(environment, 'PublishAccountMutation', {
      publishAccount: { __typename: 'MutationPublishAccountSuccess', data: { id: 'QWNjb3VudDphY2Mx', publishedAt: '2026-11-28T12:00:00.000Z' } },
    });
    expect(sent.request.variables.input).toEqual({ accountId: 'QWNjb3VudDphY2Mx' });
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('a published account shows no notice', async () => {
    await openAccountHome();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Not visible to learners until you publish')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish Science' })).toBeNull();
  });
});
