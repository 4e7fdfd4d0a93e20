// The quiz editor's questions fold to one line each (issue 30): the account
// owner opens the seeded exam from the account home in Arabic, folds every
// question with "collapse all" and reads each one's summary; turns the editor
// to English in its top bar's menu (the questions stay folded, the summary
// follows the language), opens one again from the keyboard, and the screen
// passes axe at 1280 and 390 px (in English); "expand all" opens them all.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openQuizEditor, signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe('the account owner, in Arabic then in English', () => {
  test('folds every question of a quiz to its summary line (ar), opens one from the keyboard (en), and the screen passes axe', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(page, 'ar');
    await openQuizEditor(page, 'ar', { program: 'Getting started', folder: 'Exam day', quiz: 'Demo exam' });

    const textsIn = (t: typeof ar) => page.getByRole('textbox', { name: t('quizEditor.question.text'), exact: true });
    const openCount = await textsIn(ar).count();
    const questions = page.getByRole('article');
    const questionCount = await questions.count();
    expect(openCount).toBeGreaterThan(1);
    const before = await pageHeight(page);

    await page.getByRole('button', { name: ar('quizEditor.question.collapseAll'), exact: true }).click();
    await expect.poll(() => textsIn(ar).count()).toBe(0);
    // every question is one line now: its toggle says it is folded, and the page is far shorter
    for (let index = 0; index < questionCount; index += 1) {
      const folded = questions.nth(index).getByRole('button', { expanded: false, name: /./ });
      expect(await folded.count()).toBe(1);
    }
    expect(await pageHeight(page)).toBeLessThan(before / 2);
    const firstQuestion = questions.first();
    await firstQuestion.getByText('What is the capital of Egypt?', { exact: true }).waitFor();
    await firstQuestion.getByText(ar('quizEditor.question.points', { count: 2 }), { exact: true }).waitFor();

    // The owner turns the editor to English: the questions stay folded, their summaries now in English.
    await chooseLanguage(page, 'ar', 'en');
    await firstQuestion.getByText(en('quizEditor.question.points', { count: 2 }), { exact: true }).waitFor();
    expect(await textsIn(en).count()).toBe(0);

    // the keyboard opens the first question again, and only it
    const toggle = firstQuestion.getByRole('button', { name: en('quizEditor.question.details', { number: 1 }), exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await firstQuestion.getByRole('textbox', { name: en('quizEditor.question.text'), exact: true }).waitFor();
    expect(await textsIn(en).count()).toBe(1);

    expect(await seriousAxeViolationsAtBothWidths(page, 'quiz editor with folded questions (en)')).toEqual({});

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: en('quizEditor.question.expandAll'), exact: true }).click();
    await expect.poll(() => textsIn(en).count()).toBe(openCount);
    await page.context().close();
  }, 120_000);
});
