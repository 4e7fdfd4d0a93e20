// The organisation holder's accounts (issue 13), one journey in both
// languages: the holder, in English, adds an account, it appears in the list
// and its new owner signs in at /login/account in Arabic; the holder then
// chooses Arabic in the language menu, deletes the account after the
// confirmation (it moves to Deleted accounts) and restores it. The page breaks
// no axe rule at 1280 px (English) nor at 390 px (Arabic, right to left, the
// table scrolling inside its region).
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
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

test('the holder (en) adds an account whose owner (ar) signs in; the holder (ar) deletes it with the confirmation and restores it', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const username = `e2eowner${Date.now().toString(36)}`;
  const password = 'journey-Passw0rd';
  const holder = await stack.newPage({ locale: 'en', width: 1280 });
  await signIn(holder, 'en', 'org', demo.organizationHolder, SEED_PASSWORD);
  const table = holder.getByRole('region', { name: en('orgAccounts.table'), exact: true });
  await table.waitFor();

  // Add: Save waits for a password of 8 characters.
  await holder.getByRole('button', { name: en('orgAccounts.add'), exact: true }).click();
  const dialog = holder.getByRole('dialog', { name: en('orgAccounts.form.addTitle'), exact: true });
  await dialog.getByRole('textbox', { name: en('orgAccounts.form.username') }).fill(username);
  await dialog.getByLabel(en('orgAccounts.form.password')).fill('short');
  expect(await dialog.getByRole('button', { name: en('orgAccounts.form.submit'), exact: true }).isDisabled()).toBe(true);
  await dialog.getByLabel(en('orgAccounts.form.password')).fill(password);
  await dialog.getByRole('textbox', { name: en('orgAccounts.form.email') }).fill(`${username}@example.com`);
  await dialog.getByRole('button', { name: en('orgAccounts.form.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = table.getByRole('row').filter({ has: holder.getByRole('rowheader', { name: username, exact: true }) });
  await row.waitFor();
  expect(await axeViolations(holder), 'accounts (en) at 1280 px').toEqual([]);
  // 1280 px: every column shows, nothing scrolls sideways, no hint is needed (issue 30, 18)
  expect(await sideways(holder, table), 'page and table (en) at 1280 px').toEqual({ pageOverflows: false, tableOverflows: false, columnsCut: [] });
  expect(await holder.getByText(en('orgAccounts.scrollHint'), { exact: true }).count()).toBe(0);

  // The new owner signs in, in Arabic.
  const owner = await stack.newPage({ locale: 'ar', width: 1280 });
  await signIn(owner, 'ar', 'account', username, password);
  await owner.context().close();

  // The holder goes on in Arabic, chosen in the top bar's language menu.
  await chooseLanguage(holder, 'en', 'ar');
  const tableAr = holder.getByRole('region', { name: ar('orgAccounts.table'), exact: true });
  const rowAr = tableAr.getByRole('row').filter({ has: holder.getByRole('rowheader', { name: username, exact: true }) });
  await rowAr.waitFor();

  // Delete after the confirmation: the account moves to Deleted accounts.
  await rowAr.getByRole('button', { name: ar('orgAccounts.actionsFor', { name: username }), exact: true }).click();
  await holder.getByRole('menuitem', { name: ar('orgAccounts.delete'), exact: true }).click();
  const confirm = holder.getByRole('dialog', { name: ar('orgAccounts.deleteTitle'), exact: true });
  await confirm.getByText(username, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: ar('usersPage.confirm.delete'), exact: true }).click();
  await holder.getByText(ar('orgAccounts.deleteSuccess'), { exact: true }).waitFor();
  await rowAr.waitFor({ state: 'detached' });

  // Restore from the collapsed Deleted accounts.
  await holder.getByRole('button', { name: ar('orgAccounts.archived.heading', { count: 1 }), exact: true }).click();
  await holder.getByRole('button', { name: ar('orgAccounts.archived.restoreNamed', { name: username }), exact: true }).click();
  await holder.getByText(ar('orgAccounts.archived.restored'), { exact: true }).waitFor();
  await rowAr.waitFor();

  // A phone, right to left: the table scrolls inside its labelled region.
  await holder.setViewportSize({ width: 390, height: 900 });
  await tableAr.waitFor();
  // the page itself never scrolls sideways; the table does, inside its region, and says so above it
  await holder.getByText(ar('orgAccounts.scrollHint'), { exact: true }).waitFor();
  const phone = await sideways(holder, tableAr);
  expect(phone.pageOverflows, 'the page (ar) at 390 px').toBe(false);
  expect(phone.tableOverflows, 'the table scrolls in its region (ar) at 390 px').toBe(true);
  expect(await axeViolations(holder), 'accounts (ar) at 390 px').toEqual([]);
  await holder.context().close();
}, 120_000);
