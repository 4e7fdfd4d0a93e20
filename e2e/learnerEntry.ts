// The learner entry screen (/#/login) as a user works it: e-mail first; an
// unknown e-mail turns the form into registration.
import type { Page } from 'playwright-core';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

export interface NewLearner {
  email: string;
  name: string;
  telegram: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

let counter = 0;

/** A learner no test has registered yet. */
export function newLearner(language: Language, name: string): NewLearner {
  counter += 1;
  return {
    email: `e2e-${language}-${Date.now()}-${counter}@example.com`,
    name,
    telegram: '@e2e_learner',
    dateOfBirth: '2000-01-15',
  };
}

/** Registers from the entry screen; resolves once the page arrives where it leads (the home page, or a shared link's quiz). */
export async function registerFromEntryScreen(page: Page, language: Language, learner: NewLearner, arrival: RegExp = /#\/home$/): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('heading', { level: 1, name: t('learnerEntry.signInTitle'), exact: true }).waitFor();
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(learner.email);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();

  await page.getByRole('heading', { level: 1, name: t('learnerEntry.registerTitle'), exact: true }).waitFor();
  await page.getByRole('textbox', { name: t('learnerEntry.fields.repeatEmail'), exact: true }).fill(learner.email);
  await page.getByRole('textbox', { name: t('learnerEntry.fields.name'), exact: true }).fill(learner.name);
  await page.getByRole('textbox', { name: t('learnerEntry.fields.telegram'), exact: true }).fill(learner.telegram);
  await page.getByRole('textbox', { name: t('learnerEntry.fields.dateOfBirth'), exact: true }).fill(learner.dateOfBirth);
  await page.getByRole('checkbox', { name: t('learnerEntry.acceptPrivacyPolicy'), exact: true }).check();
  await page.getByRole('checkbox', { name: t('learnerEntry.acceptTerms'), exact: true }).check();
  await page.getByRole('button', { name: t('learnerEntry.register'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(arrival));
}

/** Resolves once the learner home greets `name` under its program list heading. */
export async function waitForLearnerHome(page: Page, language: Language, name: string): Promise<void> {
  const t = textsOf(language);
  await page.waitForURL(/#\/home$/);
  await page.getByRole('heading', { level: 1, name: t('learnerHome.welcome', { name }), exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: t('learnerHome.openPrograms'), exact: true }).waitFor();
}

export function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}
