// Support tickets (issue 14), one journey in both languages: the seeded
// learner, in Arabic, opens the ticket report from the learner toolbar, is
// told the subject is missing, reports a bug and sees it listed as new; the
// platform admin, in English, with the tickets management screen open, sees
// it arrive without reloading, filters, opens it and marks it accepted; the
// learner's list then shows accepted. The learner's screen (Arabic) and the
// admin's (English) break no axe rule at 1280 px nor at 390 px.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

/** Arabic is the default; an English reader has chosen English before (the choice is remembered). */
async function inLanguage(page: Page, language: Language): Promise<void> {
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
}

async function openTicketsManagement(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await inLanguage(page, language);
  await page.goto('/#/login/admin');
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.platformAdmin);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/AdminHome$/));
  await page.goto('/#/TicketsManagement');
  await page.getByRole('heading', { level: 1, name: t('tickets.title'), exact: true }).waitFor();
}

async function signInSeededLearner(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await inLanguage(page, language);
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/home$/));
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function phoneAxe(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the learner (ar) reports a bug, the platform admin (en) sees it arrive and accepts it, the learner sees accepted', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const subject = `تعطل الفيديو ${Date.now().toString(36)}`;
  const admin = await stack.newPage({ locale: 'en', width: 1280 });
  await openTicketsManagement(admin, 'en');

  // The learner's way in: the toolbar.
  const learner = await stack.newPage({ locale: 'ar', width: 1280 });
  await signInSeededLearner(learner, 'ar');
  await learner.getByRole('link', { name: ar('ticketReport.link'), exact: true }).click();
  await learner.getByRole('heading', { level: 1, name: ar('ticketReport.title'), exact: true }).waitFor();
  await learner.getByRole('button', { name: ar('ticketReport.submit'), exact: true }).click();
  await learner.getByText(ar('errors.subjectRequired'), { exact: true }).waitFor();
  await learner.getByRole('textbox', { name: ar('ticketReport.subject') }).fill(subject);
  await learner.getByRole('textbox', { name: ar('ticketReport.description') }).fill('1, 2, 3');
  await choose(learner, ar('ticketReport.type'), ar('ticketReport.types.bug'));
  await learner.getByRole('button', { name: ar('ticketReport.submit'), exact: true }).click();
  await learner.getByText(ar('ticketReport.submitted'), { exact: true }).waitFor();
  const mine = learner.getByRole('listitem').filter({ hasText: subject });
  await mine.getByText(ar('ticketReport.statuses.NEW'), { exact: true }).waitFor();
  expect(await axeViolations(learner), 'ticket report (ar) at 1280 px').toEqual([]);
  await phoneAxe(learner, 'ticket report (ar)');

  // The admin's open screen shows the Arabic ticket without a reload.
  const open = admin.getByRole('button', { name: en('tickets.openTicket', { subject }), exact: true });
  await open.waitFor();
  await choose(admin, en('tickets.filter'), en('ticketReport.statuses.NEW'));
  await open.click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: en('tickets.description') }).waitFor();
  expect(await dialog.getByRole('textbox', { name: en('tickets.description') }).inputValue()).toBe('1, 2, 3');
  expect(await axeViolations(admin), 'ticket dialog (en) at 1280 px').toEqual([]);
  await choose(admin, en('tickets.columns.status'), en('ticketReport.statuses.ACCEPTED'));
  await dialog.getByRole('button', { name: en('tickets.save'), exact: true }).click();
  await admin.getByText(en('tickets.ticketUpdatedSuccess'), { exact: true }).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await choose(admin, en('tickets.filter'), en('ticketReport.statuses.ACCEPTED'));
  const row = admin.getByRole('row').filter({ has: open });
  await row.getByText(en('ticketReport.statuses.ACCEPTED'), { exact: true }).waitFor();
  expect(await axeViolations(admin), 'tickets management (en) at 1280 px').toEqual([]);
  await phoneAxe(admin, 'tickets management (en)');

  // The learner's list now says accepted, in Arabic.
  await learner.reload();
  await mine.getByText(ar('ticketReport.statuses.ACCEPTED'), { exact: true }).waitFor();
  await Promise.all([admin.context().close(), learner.context().close()]);
});
