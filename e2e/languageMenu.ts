// The language menu of every top bar, worked as a user does: the page starts
// in Arabic (the default) and the reader chooses another language by its name.
import type { Page } from 'playwright-core';
import { languageName, textsOf, type Language } from './texts.ts';

/** Chooses `to` in the language menu of a page now shown in `from`; resolves once <html> says so. */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  if (from === to) return;
  await page.getByRole('button', { name: textsOf(from)('language.label'), exact: true }).click();
  await page.getByRole('menuitem', { name: languageName(to), exact: true }).click();
  await page.waitForFunction((language) => document.documentElement.lang === language, to);
}
