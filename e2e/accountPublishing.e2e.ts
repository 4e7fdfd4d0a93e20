// A cloned account is named as a copy and hidden from learners until it is
// published (issue 30): the holder, in Arabic, clones the demo account without
// naming it and sees "<name> (نسخة)" (the mark is in the cloning holder's
// language; server/services/organization/accountPublishing.test.ts covers the
// English "(copy)") marked as not visible to learners; the seeded learner's
// home, in English, does not list it; the new owner signs in, chooses
// English, reads "Not visible to learners until you publish" and publishes;
// the learner's home then lists it. The holder's list (Arabic) and the
// owner's home with the notice (English) break no axe rule at 1280 px nor at
// 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();
const SOURCE = 'Demo Account';

async function adminSignIn(page: Page, language: Language, level: 'org' | 'account', username: string, password: string): Promise<void> {
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

async function learnerHome(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/home$/));
}

/** The account cards the learner's home lists (their headings). */
async function learnerSees(page: Page, name: string): Promise<boolean> {
  await page.getByRole('heading', { level: 3, name: SOURCE, exact: true }).waitFor();
  return (await page.getByRole('heading', { level: 3, name, exact: true }).count()) > 0;
}

async function axeAt(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('a cloned account', () => {
  test('is named as a copy by the holder (ar), hidden from the learner (en) until its owner (en) publishes it', async () => {
    const tHolder = textsOf('ar');
    const t = textsOf('en');
    const copyName = `${SOURCE} (نسخة)`;
    const username = `e2ecopy${Date.now().toString(36)}`;
    const password = 'journey-Passw0rd';

    // The holder clones the demo account without naming the copy.
    const holder = await stack.newPage({ locale: 'ar', width: 1280 });
    await adminSignIn(holder, 'ar', 'org', demo.organizationHolder, SEED_PASSWORD);
    const table = holder.getByRole('region', { name: tHolder('orgAccounts.table'), exact: true });
    const rowOf = (name: string) => table.getByRole('row').filter({ has: holder.getByRole('rowheader', { name, exact: true }) });
    await rowOf(SOURCE).getByRole('button', { name: tHolder('orgAccounts.actionsFor', { name: SOURCE }), exact: true }).click();
    await holder.getByRole('menuitem', { name: tHolder('orgAccounts.clone'), exact: true }).click();
    const dialog = holder.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tHolder('orgAccounts.form.username') }).fill(username);
    await dialog.getByLabel(tHolder('orgAccounts.form.password')).fill(password);
    await dialog.getByRole('button', { name: tHolder('orgAccounts.form.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const copy = rowOf(copyName);
    await copy.getByText(tHolder('orgAccounts.publishing.notPublished'), { exact: true }).waitFor();
    // the source, published long ago, says nothing of the kind
    expect(await rowOf(SOURCE).getByText(tHolder('orgAccounts.publishing.notPublished'), { exact: true }).count()).toBe(0);
    await axeAt(holder, 'accounts with an unpublished copy (ar)');

    // The learner's home does not list it.
    const learner = await stack.newPage({ locale: 'en', width: 1280 });
    await learnerHome(learner, 'en');
    expect(await learnerSees(learner, copyName), 'listed before publishing').toBe(false);

    // Its new owner publishes it.
    const owner = await stack.newPage({ locale: 'en', width: 1280 });
    await adminSignIn(owner, 'en', 'account', username, password);
    await owner.getByText(t('orgAccounts.publishing.notPublished'), { exact: true }).waitFor();
    await axeAt(owner, 'account home of an unpublished account (en)');
    await owner.getByRole('button', { name: t('orgAccounts.publishing.publishNamed', { name: copyName }), exact: true }).click();
    await owner.getByText(t('orgAccounts.publishing.notPublished'), { exact: true }).waitFor({ state: 'detached' });

    // The learner's home lists it now.
    await learner.reload();
    expect(await learnerSees(learner, copyName), 'listed after publishing').toBe(true);
    // and the holder's list no longer marks it
    await holder.reload();
    await rowOf(copyName).waitFor();
    expect(await rowOf(copyName).getByText(tHolder('orgAccounts.publishing.notPublished'), { exact: true }).count()).toBe(0);
    await Promise.all([holder.context().close(), learner.context().close(), owner.context().close()]);
  }, 180_000);
});
