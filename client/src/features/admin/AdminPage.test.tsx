// @vitest-environment jsdom
// The administrators' page frame in both languages: the bar is the banner,
// the page is the main landmark with one h1, the way back leads where it says
// (its arrow pointing back in the reading direction), the page's actions sit
// by its heading, and a phone keeps the bar's other actions in "More".
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { AdminPage, ownerBar, type AdminPageProps } from './AdminPage.tsx';
import { ToolbarAction } from './toolbar/ToolbarAction.tsx';

startEachTestAsNewBrowser();

const TEXTS = {
  en: { back: 'Back', signOut: 'Sign out', more: 'More', loading: 'Loading…' },
  ar: { back: 'رجوع', signOut: 'تسجيل الخروج', more: 'المزيد', loading: 'جارٍ التحميل…' },
} satisfies Record<Language, Record<string, string>>;

const LANGUAGES = Object.keys(TEXTS) as Language[];

function openPage(props: Omit<AdminPageProps, 'children'> & { children?: ReactNode }, language: Language = 'en') {
  return renderWithProviders({
    path: ['/AccountHome', '/page'],
    language,
    routes: [
      { path: '/page', element: <AdminPage {...props}>{props.children ?? <p>The page's content</p>}</AdminPage> },
      { path: '/AccountHome', element: <p>Account home</p> },
      { path: '/Elsewhere', element: <p>Elsewhere</p> },
    ],
  });
}

const account = { alias: 'Science', email: 'owner@example.com', username: 'owner' };

describe.each(LANGUAGES)('an administrator’s page (%s)', (language) => {
  const text = TEXTS[language];

  it('has the bar as its banner (whose page, who is signed in, signing out) and the page as its main landmark with one h1', async () => {
    openPage({ bar: ownerBar(account, 'owner'), title: 'Send e-mail' }, language);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Science')).toBeTruthy();
    expect(within(banner).getByText('owner@example.com')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: text.signOut })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Send e-mail']);
    expect(within(main).getByText("The page's content")).toBeTruthy();
    expect(within(banner).queryByRole('heading')).toBeNull();
  });

  it('an arrow before the heading goes back to its target, pointing back in the reading direction', async () => {
    const { router } = openPage({ bar: ownerBar(account, null), title: 'Certificates upload', back: '/Elsewhere' }, language);
    const back = await within(screen.getByRole('main')).findByRole('button', { name: text.back });
    expect(back.querySelector(`[data-testid="${language === 'ar' ? 'ArrowForwardIcon' : 'ArrowBackIcon'}"]`)).toBeTruthy();
    fireEvent.click(back);
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Elsewhere');
  });

  it('a way back in words is a link above the heading; the actions stand by the heading', async () => {
    openPage(
      {
        bar: ownerBar(account, null),
        title: 'Account settings',
        back: { to: '/AccountHome', label: 'Back to programs' },
        actions: <button type="button">Open settings</button>,
      },
      language,
    );
    const main = await screen.findByRole('main');
    const link = within(main).getByRole('link', { name: 'Back to programs' });
    expect(link.getAttribute('href')).toBe('/AccountHome');
    const heading = within(main).getByRole('heading', { level: 1, name: 'Account settings' });
    expect(link.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.parentElement?.parentElement?.contains(within(main).getByRole('button', { name: 'Open settings' }))).toBe(true);
  });

  it('what stands before the heading comes first in the page', async () => {
    openPage({ bar: { signOut: 'admin', title: 'Platform', subtitle: 'admin' }, before: <section aria-label="Maintenance">switch</section>, title: 'Organisations' }, language);
    const main = await screen.findByRole('main');
    const [first] = within(main).getAllByRole('region');
    expect(first.getAttribute('aria-label')).toBe('Maintenance');
    expect(first.compareDocumentPosition(within(main).getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a work screen's bar goes back and names the screen, without signing out; its content brings its own heading and loads in the frame", async () => {
    const never = new Promise<never>(() => {});
    function Loading(): ReactNode {
      throw never;
    }
    openPage({ bar: { back: '/AccountHome', title: 'Quiz results' }, loading: <p>{text.loading}</p>, children: <Loading /> }, language);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Quiz results').tagName).toBe('P');
    expect(within(banner).queryByRole('button', { name: text.signOut })).toBeNull();
    expect(within(screen.getByRole('main')).getByText(text.loading)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: text.back }));
    expect(await screen.findByText('Account home')).toBeTruthy();
  });

  it('on a phone (390 px) the main actions stay in the bar and the others are in "More"; from 960 px all are in the bar', async () => {
    setViewportWidth(390);
    const bar = {
      ...ownerBar(account, null),
      actions: <ToolbarAction icon={<span />} label="Add program" onClick={() => {}} />,
      more: <ToolbarAction icon={<span />} label="API tokens" onClick={() => {}} />,
    };
    const view = openPage({ bar, title: 'Programs' }, language);
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Add program' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'API tokens' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: text.more }));
    const menu = screen.getByRole('menu', { name: text.more });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['API tokens', text.signOut]);
    view.unmount();

    setViewportWidth(1280);
    openPage({ bar, title: 'Programs' }, language);
    const wide = await screen.findByRole('banner');
    for (const name of ['Add program', 'API tokens', text.signOut]) expect(within(wide).getByRole('button', { name })).toBeTruthy();
    expect(within(wide).queryByRole('button', { name: text.more })).toBeNull();
    await act(async () => {});
  });
});
