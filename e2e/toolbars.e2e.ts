// Issue 30, bullet 19, as a user meets it, each user changing the language in
// the menu on the way: the account home opens on the programs, in Arabic, and
// every top-bar action shows its name in words (buttons at 1280 px, a "More"
// menu at 390 px); the owner chooses English and the settings are a page away,
// a setting changed there shows on the way back. The learner, on a phone in
// Arabic, reads their whole name in the greeting and uses "More" by its name;
// in English (chosen in the toolbar) at 1280 px the entries show their names
// and the name is still whole. axe finds nothing serious on these screens.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Whether the text of an element is all shown: not cut (its content fits its box) and on screen. */
const shownWhole = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().width > 0);

describe('toolbars and the account home', () => {
  test('the owner (ar) finds the programs first, every action named in words; (en) changes a setting on the settings page and comes back', async () => {
    const t = textsOf('ar');
    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(page, 'ar');
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

    // English, chosen in the top bar; the settings: one link away; the account's name changed there is the bar's title on the way back.
    await page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(page, 'ar', 'en');
    const en = textsOf('en');
    await page.getByRole('link', { name: en('accountHome.settingsPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('accountHome.settingsPage.title'), exact: true }).waitFor();
    expect(await seriousAxeViolationsAtBothWidths(page, 'account settings')).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });
    const alias = `Science account ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: en('accountHome.settings.alias'), exact: true }).fill(alias);
    await page.getByRole('button', { name: en('accountHome.settings.saveAlias'), exact: true }).click();
    await page.getByText(en('accountHome.saved'), { exact: true }).waitFor();
    await page.getByRole('link', { name: en('accountHome.settingsPage.back'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('accountHome.title'), exact: true }).waitFor();
    await banner.getByText(alias, { exact: true }).waitFor();
    await page.context().close();
  }, 180_000);

  test('the learner on a phone (ar) reads their whole name, opens "More" by its name and uses an entry; at 1280 px (en) the entries show their names', async () => {
    const t = textsOf('ar');
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    const name = 'دانة عبد الرحمن محمد الخطيب Al-Khatib';
    await page.goto('/#/login');
    await registerFromEntryScreen(page, 'ar', newLearner('ar', name));
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

    // English, chosen in the toolbar on the phone, then the desktop
    await chooseLanguage(page, 'ar', 'en');
    const en = textsOf('en');
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const entry of ['shell.myPrograms', 'shell.myCertificates', 'offline.settings.title', 'shell.signOut']) {
      await expect.poll(() => banner.getByRole('button', { name: en(entry), exact: true }).innerText()).toBe(en(entry));
    }
    for (const entry of ['shell.home', 'ticketReport.link']) {
      expect(await banner.getByRole('link', { name: en(entry), exact: true }).innerText()).toBe(en(entry));
    }
    expect(await banner.getByRole('paragraph').first().innerText()).toBe(en('shell.welcome', { name }));
    expect(await shownWhole(shownName)).toBe(true);
    expect(await seriousAxeViolationsAtBothWidths(page, 'learner home')).toEqual({});
    await page.context().close();
  }, 180_000);
});
