// The course assistant (issue 15), the learner switching languages on the
// way: the seeded learner opens the chat on their home page in Arabic, asks
// about their course and gets the built-in search's answer in Arabic with a
// link to the program; closes it, chooses English in the toolbar, asks again
// and gets the answer in English, and follows its link to the program tree.
// The open panel, in English, breaks no axe rule at 1280 px nor at 390 px,
// where it takes the whole width (the Arabic panel is under axe in
// accessibilityLearner.e2e.ts).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import assistantAr from '../client/src/i18n/assistant/ar.json';
import assistantEn from '../client/src/i18n/assistant/en.json';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

const assistantTexts = { ar: assistantAr, en: assistantEn } as const;

async function signInSeededLearner(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/home$/));
}

describe('the course assistant', () => {
  test('the learner asks about the course (ar), asks again (en) and follows the link of the answer', async () => {
    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInSeededLearner(page, 'ar');

    const ar = assistantTexts.ar;
    await page.getByRole('button', { name: ar.open, exact: true }).click();
    const arabicPanel = page.getByRole('dialog', { name: ar.title });
    await arabicPanel.waitFor();
    const question = arabicPanel.getByRole('textbox', { name: ar.question });
    // a blank question is not sent: Send stays off
    await question.fill('   ');
    expect(await arabicPanel.getByRole('button', { name: ar.send, exact: true }).isDisabled()).toBe(true);
    await question.fill('أين درس Getting started؟');
    await arabicPanel.getByRole('button', { name: ar.send, exact: true }).click();
    const arabicLog = arabicPanel.getByRole('log');
    await arabicLog.getByText(/^نتيجة بحث في محتوى دوراتك/).waitFor();
    await arabicLog.getByRole('link', { name: 'Getting started', exact: true }).first().waitFor();
    await page.getByRole('button', { name: ar.close, exact: true }).click();
    await arabicPanel.waitFor({ state: 'detached' });

    // English, chosen in the toolbar
    await chooseLanguage(page, 'ar', 'en');
    const en = assistantTexts.en;
    await page.getByRole('button', { name: en.open, exact: true }).click();
    const panel = page.getByRole('dialog', { name: en.title });
    await panel.waitFor();
    await panel.getByRole('textbox', { name: en.question }).fill('Where do I start with Getting started?');
    await panel.getByRole('button', { name: en.send, exact: true }).click();
    const log = panel.getByRole('log');
    await log.getByText(/^Search result from your course content/).waitFor();
    const link = log.getByRole('link', { name: 'Getting started', exact: true }).last();
    await link.waitFor();
    expect(await axeViolations(page), 'assistant panel at 1280 px').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await panel.boundingBox();
    expect(box?.width).toBe(390);
    expect(await axeViolations(page), 'assistant panel at 390 px').toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await link.click();
    await waitForArrival(page, page.waitForURL(/#\/UserHomeProgramTree\?domainId=.+&programId=.+/));
    await page.context().close();
  });
});
