// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';

startEachTestAsNewBrowser();

const organization = (changes: Record<string, unknown> = {}) => ({
  id: 'o1',
  alias: 'acme',
  name: 'Acme Academy',
  banner: 'https://files.example/banner.png',
  background: null,
  primaryColor: 'rgba(255, 87, 34, 1)',
  supportLink: 'https://t.me/acme',
  availableProgramsMsg: 'Open now',
  introductionMsg: null,
  isLive: false,
  verifiedSignIn: false,
  landingPageHtml: null,
  landingPageTemplate: null,
  socialMedia: { facebook: 'https://facebook.com/acme', instagram: null, youtube: null, telegram: null, whatsapp: null },
  accounts: {
    totalCount: 1,
    edges: [{ cursor: 'a1', node: { id: 'a1', alias: 'Science', username: 'sci', email: 'sci@example.com', isTimed: true, usersCount: 12 } }],
  },
  archivedAccounts: [],
  courseIntroductions: [],
  ...changes,
});

const saved = (changes: Record<string, unknown>) => ({
  setOrganizationProperty: { __typename: 'MutationSetOrganizationPropertySuccess', data: organization(changes) },
});
const refused = (code: string, field: string | null = null) => ({ setOrganizationProperty: { __typename: 'AppError', code, field } });

async function openOrgHome(changes: Record<string, unknown> = {}) {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'org' });
  const view = renderWithProviders({ path: '/OrgHome', language: 'en' });
  // the admin screens load lazily: the first test of a cold run waits for them
  await waitFor(() => expect(sentOperationNames(view.environment)).toContain('OrgHomeScreenQuery'), { timeout: 30_000 });
  await resolveOperation(view.environment, 'OrgHomeScreenQuery', {
    viewer: { username: 'holder', email: 'holder@acme.example', organization: organization(changes) },
  });
  await screen.findByRole('heading', { level: 1, name: 'Organisation home' });
  return view;
}

describe('organisation home', () => {
  it('shows the holder’s e-mail, the editors with the saved values, and the accounts, names isolated', async () => {
    await openOrgHome();
    expect(screen.getByText('holder@acme.example')).toBeTruthy();
    // on a phone (jsdom's width) the download is an item of the toolbar's "More" menu
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'Download verified e-mails' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu', { name: 'More' }), { key: 'Escape' });
    expect(screen.getByRole('img', { name: 'Banner' }).getAttribute('src')).toBe('https://files.example/banner.png');
    expect((screen.getByRole('textbox', { name: 'Support link' }) as HTMLInputElement).value).toBe('https://t.me/acme');
    expect((screen.getByRole('textbox', { name: 'Facebook' }) as HTMLInputElement).value).toBe('https://facebook.com/acme');
    expect((screen.getByRole('textbox', { name: 'Colour (rgba)' }) as HTMLInputElement).value).toBe('rgba(255, 87, 34, 1)');
    const accounts = screen.getByRole('table', { name: 'Accounts (1)' });
    for (const text of ['Science', 'sci@example.com']) expect(isolationOf(text, accounts)).toEqual(ISOLATED);
    expect(isolationOf('holder@acme.example')).toEqual(ISOLATED);
  });
});

describe('links', () => {
  it('an invalid social link is named under its field and nothing is sent; a valid set is saved with its message', async () => {
    const { environment } = await openOrgHome();
    const instagram = screen.getByRole('textbox', { name: 'Instagram' });
    fireEvent.change(instagram, { target: { value: 'instagram.com/acme' } });
    expect(instagram.getAttribute('aria-invalid')).toBe('true');
    const save = screen.getByRole('button', { name: 'Save social links' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(save.closest('form')!);
    expect(sentOperationNames(environment)).not.toContain('SetOrganizationPropertyMutation');
    fireEvent.change(instagram, { target: { value: 'https://instagram.com/acme' } });
    fireEvent.click(save);
    const mutation = await resolveOperation(environment, 'SetOrganizationPropertyMutation', saved({}));
    expect(mutation.request.variables.input).toEqual({
      property: 'socialMedia',
      value: { facebook: 'https://facebook.com/acme', instagram: 'https://instagram.com/acme', youtube: '', telegram: '', whatsapp: '' },
    });
    expect(await screen.findByText('Social links saved')).toBeTruthy();
  });

  it('a support link refused by the server shows the error and keeps what was typed', async () => {
    const { environment } = await openOrgHome();
    const field = screen.getByRole('textbox', { name: 'Support link' });
    fireEvent.change(field, { target: { value: 'https://help.acme.example' } });
    fireEvent.click(within(field.closest('.MuiStack-root') as HTMLElement).getByRole('button', { name: 'Save' }));
    await resolveOperation(environment, 'SetOrganizationPropertyMutation', refused('invalidLink', 'supportLink'));
    expect(await screen.findAllByText('Enter a link starting with http:// or https://')).not.toHaveLength(0);
    expect((field as HTMLInputElement).value).toBe('https://help.acme.example');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('landing page editor', () => {
  it('the live switch saves at once and says so; a refusal switches it back', async () => {
    const { environment } = await openOrgHome();
    const live = screen.getByRole('switch', { name: 'Live' }) as HTMLInputElement;
    fireEvent.click(live);
    const mutation = await resolveOperation(environment, 'SetOrganizationPropertyMutation', saved({ isLive: true }));
    expect(mutation.request.variables.input).toEqual({ property: 'isLive', value: true });
    expect(await screen.findByText('The landing page is live')).toBeTruthy();
    expect(live.checked).toBe(true);
  });

  it('a refused live switch goes back and shows the error', async () => {
    const { environment } = await openOrgHome();
    const live = screen.getByRole('switch', { name: 'Live' }) as HTMLInputElement;
    fireEvent.click(live);
    await waitFor(() => expect(live.checked).toBe(true));
    await resolveOperation(environment, 'SetOrganizationPropertyMutation', refused('forbidden'));
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    expect(live.checked).toBe(false);
  });

  it('the preview follows the form as it is typed, with **bold** shown bold', async () => {
    await openOrgHome();
    const preview = screen.getByTestId('landing-preview');
    fireEvent.change(screen.getByRole('textbox', { name: 'Introduction' }), { target: { value: 'We **teach** well' } });
    expect(within(preview).getByText('teach').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Add a statistic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Learners' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '120' } });
    expect(within(preview).getByText('Learners')).toBeTruthy();
    expect(within(preview).getByText('120')).toBeTruthy();
  });

  it('a negative count is refused under its field and the page cannot be saved', async () => {
    const { environment } = await openOrgHome();
    fireEvent.click(screen.getByRole('button', { name: 'Add a statistic' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Learners' } });
    const count = screen.getByRole('spinbutton', { name: 'Count' });
    fireEvent.change(count, { target: { value: '-3' } });
    expect(count.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The count must be a whole number, not negative')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save landing page' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(sentOperationNames(environment)).not.toContain('SetOrganizationPropertyMutation');
  });

  it('saves the template and says "Landing page saved"; a failure keeps the values', async () => {
    const { environment } = await openOrgHome();
    const introduction = screen.getByRole('textbox', { name: 'Introduction' });
    fireEvent.change(introduction, { target: { value: 'Hello *all*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    await resolveOperation(environment, 'SetOrganizationPropertyMutation', refused('unknown'));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeTruthy();
    expect((introduction as HTMLTextAreaElement).value).toBe('Hello *all*');
    environment.mock.queueOperationResolver(() => ({ data: saved({}) }));
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    expect(await screen.findByText('Landing page saved')).toBeTruthy();
  });

  it('a refusal of the server marks the field it names', async () => {
    const { environment } = await openOrgHome({ landingPageTemplate: { statistics: [{ name: 'Learners', count: 3, icon: 'people' }] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save landing page' }));
    await resolveOperation(environment, 'SetOrganizationPropertyMutation', refused('invalid_data_entry', 'landingPageTemplate.statistics.0.name'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Learners');
  });

  it('html mode shows the saved HTML in a left-to-right field and previews it without scripts', async () => {
    await openOrgHome({ landingPageHtml: '<h2>Welcome</h2>' });
    const html = screen.getByRole('textbox', { name: 'Landing page HTML' });
    expect(html.getAttribute('dir')).toBe('ltr');
    fireEvent.change(html, { target: { value: '<h2 onclick="alert(1)">Hi</h2><script>alert(2)</script>' } });
    const preview = screen.getByTestId('landing-preview');
    expect(within(preview).getByRole('heading', { name: 'Hi' }).getAttribute('onclick')).toBeNull();
    expect(preview.querySelector('script')).toBeNull();
  });
});

const LABEL = 'Learners confirm their e-mail with a code sent by mail';

describe("the holder's verified sign-in switch (issue 15)", () => {
  it('is off by default, saves at once and says so', async () => {
    const { environment } = await openOrgHome();
    const toggle = screen.getByRole('switch', { name: LABEL }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    // issue 30: the switch is also described by what turning it off allows
    expect(toggle.getAttribute('aria-describedby')).toBe('org-verified-sign-in-help org-verified-sign-in-threat');
    expect(document.getElementById('org-verified-sign-in-threat')!.textContent).toMatch(
      /^What it protects: with it off, anyone who knows a learner’s e-mail address can sign in as that learner.*Exporting a learner’s data and deleting their account always ask for a code mailed to them/,
    );
    fireEvent.click(toggle);
    const mutation = await resolveOperation(environment, 'SetOrganizationPropertyMutation', {
      setOrganizationProperty: { __typename: 'MutationSetOrganizationPropertySuccess', data: organization({ verifiedSignIn: true }) },
    });
    expect(mutation.request.variables.input).toEqual({ property: 'verifiedSignIn', value: true });
    expect(await screen.findByText('Learners now confirm their e-mail with a code')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  }, 60_000);

  it('a refusal switches it back and shows the error', async () => {
    const { environment } = await openOrgHome();
    const toggle = screen.getByRole('switch', { name: LABEL }) as HTMLInputElement;
    fireEvent.click(toggle);
    await resolveOperation(environment, 'SetOrganizationPropertyMutation', { setOrganizationProperty: { __typename: 'AppError', code: 'forbidden', field: null } });
    await waitFor(() => expect(toggle.checked).toBe(false));
  }, 60_000);
});
