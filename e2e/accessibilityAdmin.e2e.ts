// axe-core on the administrators' screens, in Arabic and in English: the
// account home, the quiz editor on the seeded exam (sections, every question
// type, upload buttons, the deadline fields) and the organisation home, on a
// desktop and on a 390 px phone.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { quizIdOf } from './quizApi.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function signInOrganizationHolder(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.goto('/#/login/org');
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.org'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.organizationHolder);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/OrgHome$/));
  await page.getByRole('heading', { level: 1, name: t('orgHome.title'), exact: true }).waitFor();
}

describe.each<Language>(['ar', 'en'])('the administrators’ screens in %s', (language) => {
  test('the account home and the quiz editor break no axe rule', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language });
    await signInAccountOwner(page, language);
    expect(await axeViolations(page), 'account home').toEqual([]);

    await page.goto(`/#/AccountEditQuiz?quiz=${await quizIdOf(stack.url, 'Demo exam')}`);
    await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('quizEditor.settings.deadlineDate'), exact: true }).waitFor();
    expect(await axeViolations(page), 'quiz editor').toEqual([]);
  });

  test.each([1280, 390])('the organisation home at %i px breaks no axe rule', async (width) => {
    const page = await stack.newPage({ locale: language, width });
    await signInOrganizationHolder(page, language);
    await page.getByRole('table').waitFor();
    expect(await axeViolations(page), `organisation home at ${width} px`).toEqual([]);
  });
});
