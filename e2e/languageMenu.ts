// The language menu of every top bar, worked as a user does: the page starts
// in Arabic (the default) and the reader chooses another language by its name.
import type { Page } from 'playwright-core';
import { languageName, textsOf, type Language } from './texts.ts';

/**
 * Chooses `to` in the language menu of a page now shown in `from`; resolves
 * once <html> says so. A page still settling (the app taking over from the
 * first sign-in screen) may re-render and close the menu under the click: as a
 * person would, it opens the menu again, up to three times.
 */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  if (from === to) return;
  const menuButton = page.getByRole('button', { name: textsOf(from)('language.label'), exact: true });
  const item = page.getByRole('menuitem', { name: languageName(to), exact: true });
  for (let attempt = 1; ; attempt++) {
    try {
      await menuButton.click();
      await item.click({ timeout: 5_000 });
      await page.waitForFunction((language) => document.documentElement.lang === language, to, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape').catch(() => {});
    }
  }
}
