// On a phone (390 px) the course assistant's floating button covers nothing
// the learner needs (issue 30, 18): while taking a quiz it floats above the
// answered footer kept at the bottom, wherever the page is scrolled, and at the
// end of the quiz the Submit button is clear of it; in the review, scrolled to
// the end, the learner's own written answer and the way back are clear of it.
// In Arabic (the button on the left) and in English (on the right).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import assistantAr from '../client/src/i18n/assistant/ar.json';
import assistantEn from '../client/src/i18n/assistant/en.json';
import { stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();
const assistantTexts = { ar: assistantAr, en: assistantEn } as const;
const seeded = { account: 'Demo Account', program: 'Getting started', folder: 'Assessment', quiz: 'Introduction quiz' } as const;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function scrollTo(page: Page, where: 'top' | 'middle' | 'end') {
  await page.evaluate((position) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, position === 'top' ? 0 : position === 'middle' ? end / 2 : end);
  }, where);
  // the sticky footer and the fixed button settle after the scroll
  await page.waitForTimeout(100);
}

describe.each<Language>(['ar', 'en'])('the assistant button on a phone in %s', (language) => {
  test('covers neither the quiz footer nor the Submit button, nor the written answer in the review', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/#/login');
    await registerFromEntryScreen(page, language, newLearner(language, language === 'ar' ? 'منى علي' : 'Mona Ali'));
    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.waitForURL(/#\/QuizView\?quiz=/);
    await page.getByRole('heading', { level: 1, name: seeded.quiz, exact: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 700 });
    const button = page.getByRole('button', { name: assistantTexts[language].open, exact: true });
    // "Answered x of y" (the numbers as the language writes them), in its bar
    const answeredText = new RegExp(`^${t('quiz.footer.answered', { answered: 'N', total: 'M' }).replace(/[NM]/g, '\\S+')}$`);
    const footer = page.getByRole('status').filter({ hasText: answeredText }).locator('..');
    await footer.waitFor();
    for (const where of ['top', 'middle', 'end'] as const) {
      await scrollTo(page, where);
      const fab = await boxOf(button);
      expect(fab.y + fab.height, `the button is on the screen (${where})`).toBeLessThanOrEqual(700);
      expect(overlap(fab, await boxOf(footer)), `the button and the footer (${where})`).toBe(false);
    }

    // first section: the choice and the learner's own written answer
    const written = language === 'ar' ? 'أزرق مع أصفر يعطي أخضر' : 'Blue and yellow make green';
    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill(written);
    await page.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    const submit = page.getByRole('button', { name: t('quizTaking.submit'), exact: true });
    for (const where of ['top', 'end'] as const) {
      await scrollTo(page, where);
      expect(overlap(await boxOf(button), await boxOf(footer)), `the button and the footer, last section (${where})`).toBe(false);
    }
    expect(overlap(await boxOf(button), await boxOf(submit)), 'the button and Submit at the end of the quiz').toBe(false);

    await submit.click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    const answer = page.getByText(written, { exact: true });
    await answer.waitFor();
    await scrollTo(page, 'end');
    const fab = await boxOf(button);
    expect(overlap(fab, await boxOf(answer)), 'the button and the written answer in the review').toBe(false);
    expect(overlap(fab, await boxOf(page.getByRole('link', { name: t('quizResult.back'), exact: true }))), 'the button and the way back').toBe(false);
    await page.context().close();
  });
});
