// The organisation holder's accounts in Arabic and in English (issue 13): the
// holder adds an account, it appears in the list and its new owner signs in at
// /login/account; the holder deletes it after the confirmation (it moves to
// Deleted accounts) and restores it. The page breaks no axe rule at 1280 px nor at 390 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function signIn(page: Page, language: Language, level: 'org' | 'account', username: string, password: string): Promise<void> {
  const t = textsOf(language);
  await page.goto(`/#/login/${level}`);
  await page.getByRole('heading', { level: 1, name: textsOf('ar')(`adminLogin.title.${level}`), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(username);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(level === 'org' ? /#\/OrgHome$/ : /#\/AccountHome$/));
  await page.getByRole('heading', { level: 1, name: t(level === 'org' ? 'orgHome.title' : 'accountHome.title'), exact: true }).waitFor();
}

/** Whether the page or the table's region scrolls sideways, and the column headers cut off by the region's edges or the page's. */
function sideways(page: Page, table: Locator) {
  return table.evaluate((region) => {
    const page = document.documentElement;
    const box = region.getBoundingClientRect();
    const columnsCut = [...region.querySelectorAll('thead th')]
      .filter((cell) => {
        const edges = cell.getBoundingClientRect();
        return edges.left < Math.max(box.left, 0) - 1 || edges.right > Math.min(box.right, page.clientWidth) + 1;
      })
      .map((cell) => cell.textContent);
    return { pageOverflows: page.scrollWidth > page.clientWidth, tableOverflows: region.scrollWidth > region.clientWidth + 1, columnsCut };
  });
}

describe.each<Language>(['ar', 'en'])('the holder’s accounts in %s', (language) => {
  test('add an account whose owner signs in, delete it with the confirmation, restore it', async () => {
    const t = textsOf(language);
    const username = `e2e${language}owner${Date.now().toString(36)}`;
    const password = 'journey-Passw0rd';
    const holder = await stack.newPage({ locale: language, width: 1280 });
    await signIn(holder, language, 'org', demo.organizationHolder, SEED_PASSWORD);
    const table = holder.getByRole('region', { name: t('orgAccounts.table'), exact: true });
    await table.waitFor();

    // Add: Save waits for a password of 8 characters.
    await holder.getByRole('button', { name: t('orgAccounts.add'), exact: true }).click();
    const dialog = holder.getByRole('dialog', { name: t('orgAccounts.form.addTitle'), exact: true });
    await dialog.getByRole('textbox', { name: t('orgAccounts.form.username') }).fill(username);
    await dialog.getByLabel(t('orgAccounts.form.password')).fill('short');
    expect(await dialog.getByRole('button', { name: t('orgAccounts.form.submit'), exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel(t('orgAccounts.form.password')).fill(password);
    await dialog.getByRole('textbox', { name: t('orgAccounts.form.email') }).fill(`${username}@example.com`);
    await dialog.getByRole('button', { name: t('orgAccounts.form.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ has: holder.getByRole('rowheader', { name: username, exact: true }) });
    await row.waitFor();
    expect(await axeViolations(holder), 'accounts at 1280 px').toEqual([]);
    // 1280 px: every column shows, nothing scrolls sideways, no hint is needed (issue 30, 18)
    expect(await sideways(holder, table), 'page and table at 1280 px').toEqual({ pageOverflows: false, tableOverflows: false, columnsCut: [] });
    expect(await holder.getByText(t('orgAccounts.scrollHint'), { exact: true }).count()).toBe(0);

    // The new owner signs in.
    const owner = await stack.newPage({ locale: language, width: 1280 });
    await signIn(owner, language, 'account', username, password);
    await owner.context().close();

    // Delete after the confirmation: the account moves to Deleted accounts.
    await row.getByRole('button', { name: t('orgAccounts.actionsFor', { name: username }), exact: true }).click();
    await holder.getByRole('menuitem', { name: t('orgAccounts.delete'), exact: true }).click();
    const confirm = holder.getByRole('dialog', { name: t('orgAccounts.deleteTitle'), exact: true });
    await confirm.getByText(username, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: t('usersPage.confirm.delete'), exact: true }).click();
    await holder.getByText(t('orgAccounts.deleteSuccess'), { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });

    // Restore from the collapsed Deleted accounts.
    await holder.getByRole('button', { name: t('orgAccounts.archived.heading', { count: 1 }), exact: true }).click();
    await holder.getByRole('button', { name: t('orgAccounts.archived.restoreNamed', { name: username }), exact: true }).click();
    await holder.getByText(t('orgAccounts.archived.restored'), { exact: true }).waitFor();
    await row.waitFor();

    // A phone: the table scrolls inside its labelled region.
    await holder.setViewportSize({ width: 390, height: 900 });
    await table.waitFor();
    // the page itself never scrolls sideways; the table does, inside its region, and says so above it
    await holder.getByText(t('orgAccounts.scrollHint'), { exact: true }).waitFor();
    const phone = await sideways(holder, table);
    expect(phone.pageOverflows, 'the page at 390 px').toBe(false);
    expect(phone.tableOverflows, 'the table scrolls in its region at 390 px').toBe(true);
    expect(await axeViolations(holder), 'accounts at 390 px').toEqual([]);
    await holder.context().close();
  }, 120_000);
});
