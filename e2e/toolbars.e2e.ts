// Issue 30, bullet 19, as a user meets it, in Arabic and in English: the
// account home opens on the programs, the settings are a page away and a
// setting changed there shows on the way back; every top-bar action shows its
// name in words (buttons at 1280 px, a "More" menu at 390 px); the learner's
// whole name is in the greeting. axe finds nothing serious on these screens.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the text of an element is all shown: not cut (its content fits its box) and on screen. */
const shownWhole = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().width > 0);

describe.each<Language>(['ar', 'en'])('toolbars and the account home in %s', (language) => {
  const t = textsOf(language);

  test('the owner finds the programs first, changes a setting on the settings page and comes back; every action is named in words', async () => {
    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInAccountOwner(page, language);
    const banner = page.getByRole('banner');

    // The programs come right after the title: the page's only section.
    await page.getByRole('heading', { level: 2, name: t('programTree.title'), exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([t('programTree.title')]);
    // At 1280 px every action of the bar shows its name.
    for (const name of ['accountHome.addProgram.open', 'notifications.results.account', 'apiTokens.open', 'shell.signOut']) {
      await expect.poll(() => banner.getByRole('button', { name: t(name), exact: true }).innerText()).toBe(t(name));
    }
    for (const name of ['usersPage.open', 'certificatesUpload.open', 'bulkMail.open']) {
      expect(await banner.getByRole('link', { name: t(name), exact: true }).innerText()).toBe(t(name));
    }
    expect(await banner.getByRole('button', { name: t('shell.more'), exact: true }).count()).toBe(0);
    expect(await seriousAxeViolationsAtBothWidths(page, 'account home')).toEqual({});

    // At 390 px: "Add program" and "More" in words; the others are the menu's items.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await banner.getByRole('button', { name: t('accountHome.addProgram.open'), exact: true }).innerText()).toBe(t('accountHome.addProgram.open'));
    await banner.getByRole('button', { name: t('shell.more'), exact: true }).click();
    const menu = page.getByRole('menu', { name: t('shell.more'), exact: true });
    for (const name of ['notifications.results.account', 'usersPage.open', 'certificatesUpload.open', 'bulkMail.open', 'apiTokens.open', 'shell.signOut']) {
      await menu.getByRole('menuitem', { name: t(name), exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // The settings: one link away; the account's name changed there is the bar's title on the way back.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: t('accountHome.settingsPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('accountHome.settingsPage.title'), exact: true }).waitFor();
    expect(await seriousAxeViolationsAtBothWidths(page, 'account settings')).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    const alias = `${language === 'ar' ? 'حساب العلوم' : 'Science account'} ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: t('accountHome.settings.alias'), exact: true }).fill(alias);
    await page.getByRole('button', { name: t('accountHome.settings.saveAlias'), exact: true }).click();
    await page.getByText(t('accountHome.saved'), { exact: true }).waitFor();
    await page.getByRole('link', { name: t('accountHome.settingsPage.back'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('accountHome.title'), exact: true }).waitFor();
    await banner.getByText(alias, { exact: true }).waitFor();
    await page.context().close();
  }, 180_000);

  test('the learner on a phone reads their whole name, opens "More" by its name and uses an entry; at 1280 px the entries show their names', async () => {
    const page = await stack.newPage({ locale: language, width: 390 });
    const name = language === 'ar' ? 'دانة عبد الرحمن محمد الخطيب Al-Khatib' : 'Dalia Abdelrahman Mohammed Al-Khatib الخطيب';
    await page.goto('/#/login');
    // the page opens in Arabic; an English reader chooses English in the language menu
    await page.getByRole('heading', { level: 1, name: textsOf('ar')('learnerEntry.signInTitle'), exact: true }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: textsOf('ar')('language.label'), exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);
    await chooseLanguage(page, 'ar', language);
    await registerFromEntryScreen(page, language, newLearner(language, name));
    const banner = page.getByRole('banner');
    const shownName = banner.getByText(name, { exact: true });
    await shownName.waitFor();
    expect(await shownName.getAttribute('dir')).toBe('auto');
    expect(await shownWhole(shownName)).toBe(true);
    expect(await banner.getByRole('paragraph').first().innerText()).toBe(t('shell.welcome', { name }));
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    const more = banner.getByRole('button', { name: t('shell.more'), exact: true });
    expect(await more.innerText()).toBe(t('shell.more'));
    await more.click();
    const drawer = page.getByRole('navigation', { name: t('shell.more'), exact: true });
    await drawer.getByRole('button', { name: t('shell.myCertificates'), exact: true }).click();
    const certificates = page.getByRole('dialog', { name: t('certificates.title'), exact: true });
    await certificates.waitFor();
    await page.keyboard.press('Escape');
    await certificates.waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 1280, height: 900 });
    for (const entry of ['shell.myPrograms', 'shell.myCertificates', 'offline.settings.title', 'shell.signOut']) {
      await expect.poll(() => banner.getByRole('button', { name: t(entry), exact: true }).innerText()).toBe(t(entry));
    }
    for (const entry of ['shell.home', 'ticketReport.link']) {
      expect(await banner.getByRole('link', { name: t(entry), exact: true }).innerText()).toBe(t(entry));
    }
    expect(await shownWhole(shownName)).toBe(true);
    expect(await seriousAxeViolationsAtBothWidths(page, 'learner home')).toEqual({});
    await page.context().close();
  }, 180_000);
});
