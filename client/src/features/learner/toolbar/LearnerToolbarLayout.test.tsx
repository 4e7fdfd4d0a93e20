// @vitest-environment jsdom
// The learner's toolbar at both widths: from 960 px every entry is a button
// that shows its name in words; on a phone they are in a drawer opened by a
// "More" button named in words. The learner's name is shown whole.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInLearner } from '../../../test/learnerFixtures.ts';
import { answerOperation } from '../../../test/mockPayloads.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

startEachTestAsNewBrowser();

const LONG_NAME = 'Dalia Abdelrahman Mohammed Al-Khatib';

async function openToolbar(language: 'en' | 'ar' = 'en') {
  signedInLearner();
  window.localStorage.setItem('userName', LONG_NAME);
  const rendered = renderWithProviders({ path: '/home', language });
  await answerOperation(rendered.environment, 'LearnerToolbarMenusQuery', {
    Query: () => ({
      organization: { id: 'org-1', supportLink: 'https://t.me/support', socialMedia: { facebook: null, instagram: null, youtube: null, telegram: null, whatsapp: null } },
      viewer: {
        learner: {
          id: 'l1',
          name: LONG_NAME,
          email: 'sara@example.com',
          telegram: null,
          openDomains: [{ id: 'd1', name: 'Arabic grammar' }],
          closedDomains: [],
          certificates: [],
        },
      },
    }),
  });
  return rendered;
}

const ENTRIES = ['Home', 'My programs', 'My certificates', 'My details', 'Support', 'Report a problem'];

describe('the learner toolbar on a wide screen (1280 px)', () => {
  it('shows every entry as a button or link with its name in words, and no "More"', async () => {
    setViewportWidth(1280);
    await openToolbar();
    const bar = screen.getByRole('banner');
    await within(bar).findByRole('button', { name: 'My certificates' });
    for (const name of ENTRIES) {
      const entry = within(bar).queryByRole('button', { name }) ?? within(bar).getByRole('link', { name });
      expect(entry.textContent).toBe(name);
      expect(entry.getAttribute('aria-label')).toBeNull();
    }
    // settings and signing out (drawn by the shell, usable without the menus' data) show their names too
    for (const name of ['Settings', 'Sign out']) expect(within(bar).getByRole('button', { name }).textContent).toBe(name);
    expect(within(bar).queryByRole('button', { name: 'More' })).toBeNull();
  });
});

describe('the learner toolbar on a phone (390 px)', () => {
  it('opens its entries from a "More" button named in words, and an entry works', async () => {
    setViewportWidth(390);
    await openToolbar();
    const bar = screen.getByRole('banner');
    const more = await within(bar).findByRole('button', { name: 'More' });
    expect(more.textContent).toBe('More');
    expect(within(bar).queryByRole('button', { name: 'My certificates' })).toBeNull();
    fireEvent.click(more);
    const drawer = screen.getByRole('navigation', { name: 'More' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'My certificates' }));
    expect(await screen.findByRole('dialog', { name: 'My certificates' })).toBeTruthy();
  });

  it('in Arabic the button reads "المزيد"', async () => {
    setViewportWidth(390);
    await openToolbar('ar');
    const more = await within(screen.getByRole('banner')).findByRole('button', { name: 'المزيد' });
    expect(more.textContent).toBe('المزيد');
  });

  it("shows the learner's whole name, isolated, on a line that wraps rather than cutting it", async () => {
    setViewportWidth(390);
    await openToolbar();
    const name = within(screen.getByRole('banner')).getByText(LONG_NAME);
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.closest('p')?.textContent).toBe(`Welcome, ${LONG_NAME}`);
    for (let node: HTMLElement | null = name; node && node.tagName !== 'HEADER'; node = node.parentElement) {
      const style = getComputedStyle(node);
      expect(style.textOverflow).not.toBe('ellipsis');
      expect(style.whiteSpace).not.toBe('nowrap');
      expect(style.overflow).not.toBe('hidden');
    }
  });
});
