// Maintenance mode (issue 15), one journey in both languages: the platform
// admin, in English, switches it on from AdminHome with an estimated end; a
// learner opening the site in Arabic lands on /maintenance with that end
// (Arabic date), chooses English in the page's language menu and reads it in
// English; an account owner, in Arabic, cannot sign in, and the platform
// admin still can; once switched off, the learner's "check again" brings them
// back, and /about (a chunk of its own) opens from the footer. The
// maintenance page (Arabic) and /about (English) break no axe rule at 1280
// nor 390 px.
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { adminToken, rest } from './adminApi.ts';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

afterEach(async () => {
  // whatever happened, the next journey starts with maintenance off
  await rest(stack.url, 'setMaintenanceMode', { enabled: false }, await adminToken(stack.url, demo.platformAdmin, SEED_PASSWORD, 'admin'));
});

async function inLanguage(page: Page, language: Language): Promise<void> {
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
}

async function signInAdmin(page: Page, language: Language, level: 'admin' | 'account', username: string): Promise<void> {
  const t = textsOf(language);
  await page.goto(`/#/login/${level}`);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(username);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
}

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A local date and time two hours ahead, as a datetime-local field takes it. */
function twoHoursAhead(): string {
  const date = new Date(Date.now() + 2 * 3_600_000);
  date.setSeconds(0, 0);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

test('the platform admin (en) switches it on; the learner (ar, then en) sees the maintenance page, the owner (ar) cannot sign in; then it ends', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const admin = await stack.newPage({ locale: 'en', width: 1280 });
  await inLanguage(admin, 'en');
  await signInAdmin(admin, 'en', 'admin', demo.platformAdmin);
  await waitForArrival(admin, admin.waitForURL(/#\/AdminHome$/));
  const switchSection = admin.getByRole('region', { name: en('platformAdmin.maintenance.title') });
  await switchSection.getByRole('switch', { name: en('platformAdmin.maintenance.switch') }).check();
  const end = twoHoursAhead();
  await switchSection.getByLabel(en('platformAdmin.maintenance.until')).fill(end);
  await switchSection.getByRole('button', { name: en('platformAdmin.maintenance.save'), exact: true }).click();
  await admin.getByText(en('platformAdmin.maintenance.on'), { exact: true }).waitFor();

  // A learner opening the site is shown the maintenance page with the announced end, in Arabic.
  const learner = await stack.newPage({ locale: 'ar', width: 1280 });
  await learner.goto('/#/login');
  await waitForArrival(learner, learner.waitForURL(/#\/maintenance$/));
  await learner.getByRole('heading', { level: 1, name: ar('shellPages.maintenance.title'), exact: true }).waitFor();
  const shownEnd = (language: Language) =>
    learner.evaluate(
      ([iso, lang]) => new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)),
      [new Date(end).toISOString(), language] as const,
    );
  await learner.getByText(ar('shellPages.maintenance.until', { time: await shownEnd('ar') }), { exact: true }).waitFor();
  await axeAtBothWidths(learner, 'the maintenance page (ar)');

  // The page's language menu: the same end, in English.
  await chooseLanguage(learner, 'ar', 'en');
  await learner.getByRole('heading', { level: 1, name: en('shellPages.maintenance.title'), exact: true }).waitFor();
  await learner.getByText(en('shellPages.maintenance.until', { time: await shownEnd('en') }), { exact: true }).waitFor();

  // An account owner is told, and stays on the sign-in page.
  const owner = await stack.newPage({ locale: 'ar', width: 1280 });
  await signInAdmin(owner, 'ar', 'account', demo.accountOwner);
  await owner.getByText(ar('errors.maintenance'), { exact: true }).waitFor();
  expect(owner.url()).toMatch(/#\/login\/account$/);

  // The platform admin, still at work, switches it off; the learner checks again and carries on.
  await switchSection.getByRole('switch', { name: en('platformAdmin.maintenance.switch') }).uncheck();
  await switchSection.getByRole('button', { name: en('platformAdmin.maintenance.save'), exact: true }).click();
  await admin.getByText(en('platformAdmin.maintenance.off'), { exact: true }).waitFor();
  await learner.getByRole('button', { name: en('shellPages.maintenance.retry'), exact: true }).click();
  await learner.getByRole('heading', { level: 1, name: en('shellPages.maintenance.availableTitle'), exact: true }).waitFor();
  await learner.getByRole('link', { name: en('shellPages.maintenance.home'), exact: true }).click();
  await learner.getByRole('textbox', { name: en('learnerEntry.email'), exact: true }).waitFor();

  // /about, from the footer.
  await learner.getByRole('link', { name: en('shellPages.about.link'), exact: true }).click();
  await learner.getByRole('heading', { level: 1, name: en('shellPages.about.title'), exact: true }).waitFor();
  await learner.getByRole('region', { name: en('app.productName') }).waitFor();
  await axeAtBothWidths(learner, 'the about page (en)');
});
