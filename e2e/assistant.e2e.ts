// The course assistant in Arabic and in English (issue 15): the seeded
// learner opens the chat on their home page, asks about their course, gets
// the built-in search's answer with a link to the program, and follows it to
// the program tree. The open panel breaks no axe rule at 1280 px nor at
// 390 px, where it takes the whole width.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import assistantAr from '../client/src/i18n/assistant/ar.json';
import assistantEn from '../client/src/i18n/assistant/en.json';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
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

describe.each<Language>(['ar', 'en'])('the course assistant in %s', (language) => {
  test('the learner asks about the course and follows the link of the answer', async () => {
    const a = assistantTexts[language];
    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInSeededLearner(page, language);
    await page.getByRole('button', { name: a.open, exact: true }).click();
    const panel = page.getByRole('dialog', { name: a.title });
    await panel.waitFor();
    const question = panel.getByRole('textbox', { name: a.question });
    // a blank question is not sent: Send stays off
    await question.fill('   ');
    expect(await panel.getByRole('button', { name: a.send, exact: true }).isDisabled()).toBe(true);
    await question.fill(language === 'ar' ? 'أين درس Getting started؟' : 'Where do I start with Getting started?');
    await panel.getByRole('button', { name: a.send, exact: true }).click();
    const log = panel.getByRole('log');
    await log.getByText(language === 'ar' ? /^نتيجة بحث في محتوى دوراتك/ : /^Search result from your course content/).waitFor();
    const link = log.getByRole('link', { name: 'Getting started', exact: true }).first();
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
