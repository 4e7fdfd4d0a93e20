// On a phone (390 px) the course assistant's floating button covers nothing
// the learner needs (issue 30, 18): while taking a quiz it floats above the
// answered footer kept at the bottom, wherever the page is scrolled, and at the
// end of the quiz the Submit button is clear of it; in the review, scrolled to
// the end, the learner's own written answer and the way back are clear of it.
// The first section in Arabic (the button on the left); the learner then
// chooses English in the toolbar, mid-quiz, and the last section, Submit and
// the review are in English (the button on the right).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import assistantAr from '../client/src/i18n/assistant/ar.json';
import assistantEn from '../client/src/i18n/assistant/en.json';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
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

/** The "Answered x of y" bar of a quiz shown in `language` (the numbers as the language writes them). */
function answeredFooter(page: Page, language: Language): Locator {
  const answeredText = new RegExp(`^${textsOf(language)('quiz.footer.answered', { answered: 'N', total: 'M' }).replace(/[NM]/g, '\\S+')}$`);
  return page.getByRole('status').filter({ hasText: answeredText }).locator('..');
}

describe('the assistant button on a phone', () => {
  test('covers neither the quiz footer (ar, then en) nor the Submit button, nor the written answer in the review (en)', async () => {
    const ar = textsOf('ar');
    const page = await stack.newPage({ locale: 'ar' });
    await page.goto('/#/login');
    await registerFromEntryScreen(page, 'ar', newLearner('ar', 'منى علي'));
    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: ar('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.waitForURL(/#\/QuizView\?quiz=/);
    await page.getByRole('heading', { level: 1, name: seeded.quiz, exact: true }).waitFor();

    await page.setViewportSize({ width: 390, height: 700 });
    const arabicButton = page.getByRole('button', { name: assistantTexts.ar.open, exact: true });
    const arabicFooter = answeredFooter(page, 'ar');
    await arabicFooter.waitFor();
    for (const where of ['top', 'middle', 'end'] as const) {
      await scrollTo(page, where);
      const fab = await boxOf(arabicButton);
      expect(fab.y + fab.height, `the button is on the screen (${where})`).toBeLessThanOrEqual(700);
      expect(overlap(fab, await boxOf(arabicFooter)), `the button and the footer (${where})`).toBe(false);
    }
    // right to left: the button on the left half of the screen
    expect((await boxOf(arabicButton)).x, 'the button on the left in Arabic').toBeLessThan(195);

    // first section: the choice and the learner's own written answer
    const written = 'أزرق مع أصفر يعطي أخضر';
    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('textbox', { name: ar('quiz.input.answer'), exact: true }).fill(written);
    await page.getByRole('button', { name: ar('quizTaking.next'), exact: true }).click();

    // the learner goes on in English, chosen in the toolbar
    await scrollTo(page, 'top');
    await chooseLanguage(page, 'ar', 'en');
    const en = textsOf('en');
    const button = page.getByRole('button', { name: assistantTexts.en.open, exact: true });
    const footer = answeredFooter(page, 'en');
    await footer.waitFor();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    const submit = page.getByRole('button', { name: en('quizTaking.submit'), exact: true });
    for (const where of ['top', 'end'] as const) {
      await scrollTo(page, where);
      expect(overlap(await boxOf(button), await boxOf(footer)), `the button and the footer, last section (${where})`).toBe(false);
    }
    expect(overlap(await boxOf(button), await boxOf(submit)), 'the button and Submit at the end of the quiz').toBe(false);
    // left to right: the button on the right half of the screen
    expect((await boxOf(button)).x, 'the button on the right in English').toBeGreaterThan(195);

    await submit.click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    const answer = page.getByText(written, { exact: true });
    await answer.waitFor();
    await scrollTo(page, 'end');
    const fab = await boxOf(button);
    expect(overlap(fab, await boxOf(answer)), 'the button and the written answer in the review').toBe(false);
    expect(overlap(fab, await boxOf(page.getByRole('link', { name: en('quizResult.back'), exact: true }))), 'the button and the way back').toBe(false);
    await page.context().close();
  });
});
