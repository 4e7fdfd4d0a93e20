// @vitest-environment jsdom
// The account home's toolbar at both widths: from 960 px every action is a
// button that shows its name in words; on a phone the main ones stay in the
// bar and the others are the items of a "More" menu named in words.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resolveOperation, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../test/viewport.ts';
import { openAccountHome } from './accountHomeFixture.ts';

startEachTestAsNewBrowser();

const SECONDARY = ['Account results', 'Users management', 'Certificates upload', 'Send e-mail', 'API tokens', 'Sign out'];

/** The toolbar's own buttons and links (not those of the page), each with the words it shows. */
function barActions() {
  const bar = screen.getByRole('banner');
  return [...within(bar).queryAllByRole('button'), ...within(bar).queryAllByRole('link')].map((action) => ({
    name: action.getAttribute('aria-label') ?? action.textContent,
    shown: action.textContent,
  }));
}

describe('the account toolbar on a wide screen (1280 px)', () => {
  it('shows every action as a button with its name in words, and no "More" menu', async () => {
    setViewportWidth(1280);
    await openAccountHome();
    await screen.findByRole('button', { name: 'Add program' });
    const actions = barActions();
    for (const name of ['Add program', ...SECONDARY]) expect(actions).toContainEqual({ name, shown: name });
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('in Arabic too', async () => {
    setViewportWidth(1280);
    await openAccountHome({}, 'ar');
    await screen.findByRole('button', { name: 'إضافة برنامج' });
    const actions = barActions();
    for (const name of ['إضافة برنامج', 'نتائج الحساب', 'رموز الواجهة البرمجية', 'تسجيل الخروج']) expect(actions.map((action) => action.shown)).toContain(name);
  });
});

describe('the account toolbar on a phone (390 px)', () => {
  it('keeps "Add program" in the bar with its words and puts the other actions, with words, in the "More" menu', async () => {
    setViewportWidth(390);
    await openAccountHome();
    const add = await screen.findByRole('button', { name: 'Add program' });
    expect(add.textContent).toBe('Add program');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.textContent).toBe('More');
    for (const name of SECONDARY) expect(within(screen.getByRole('banner')).queryByRole('button', { name })).toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(SECONDARY);
  });

  it('an item that opens a dialog closes the menu and keeps the keys typed in the dialog', async () => {
    setViewportWidth(390);
    const { environment } = await openAccountHome();
    fireEvent.click(await screen.findByRole('button', { name: 'More' }));
    fireEvent.click(within(screen.getByRole('menu', { name: 'More' })).getByRole('menuitem', { name: 'API tokens' }));
    // (the dialog hides the page behind it from the accessibility tree)
    await waitFor(() => expect(screen.getByRole('button', { name: 'More', hidden: true }).getAttribute('aria-expanded')).toBe('false'));
    await resolveOperation(environment, 'ApiTokensDialogQuery', { node: { __typename: 'Account', id: 'QWNjb3VudDphY2Mx', apiTokens: [] } });
    const dialog = await screen.findByRole('dialog', { name: 'API tokens' });
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    name.focus();
    // The "More" menu's list moves the focus on arrows and letters; a key typed in the dialog must not reach it.
    fireEvent.keyDown(name, { key: 'ArrowDown' });
    fireEvent.keyDown(name, { key: 'a' });
    expect(document.activeElement).toBe(name);
  });

  it('in Arabic the menu is named "المزيد"', async () => {
    setViewportWidth(390);
    await openAccountHome({}, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'المزيد' }));
    const menu = screen.getByRole('menu', { name: 'المزيد' });
    expect(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeTruthy();
  });
});
