// The quiz editor's questions fold to one line each (issue 30): the account
// owner opens the seeded exam from the account home, folds every question
// with "collapse all", reads each one's summary, opens one again from the
// keyboard, in Arabic and in English; axe at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openQuizEditor, signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe.each<Language>(['ar', 'en'])('the account owner in %s', (language) => {
  test('folds every question of a quiz to its summary line, opens one from the keyboard, and the screen passes axe', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInAccountOwner(page, language);
    await openQuizEditor(page, language, { program: 'Getting started', folder: 'Exam day', quiz: 'Demo exam' });

    const texts = page.getByRole('textbox', { name: t('quizEditor.question.text'), exact: true });
    const openCount = await texts.count();
    const questions = page.getByRole('article');
    const questionCount = await questions.count();
    expect(openCount).toBeGreaterThan(1);
    const before = await pageHeight(page);

    await page.getByRole('button', { name: t('quizEditor.question.collapseAll'), exact: true }).click();
    await expect.poll(() => texts.count()).toBe(0);
    // every question is one line now: its toggle says it is folded, and the page is far shorter
    for (let index = 0; index < questionCount; index += 1) {
      const folded = questions.nth(index).getByRole('button', { expanded: false, name: /./ });
      expect(await folded.count()).toBe(1);
    }
    expect(await pageHeight(page)).toBeLessThan(before / 2);
    const firstQuestion = questions.first();
    await firstQuestion.getByText('What is the capital of Egypt?', { exact: true }).waitFor();
    await firstQuestion.getByText(t('quizEditor.question.points', { count: 2 }), { exact: true }).waitFor();

    // the keyboard opens the first question again, and only it
    const toggle = firstQuestion.getByRole('button', { name: t('quizEditor.question.details', { number: 1 }), exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await firstQuestion.getByRole('textbox', { name: t('quizEditor.question.text'), exact: true }).waitFor();
    expect(await texts.count()).toBe(1);

    expect(await seriousAxeViolationsAtBothWidths(page, 'quiz editor with folded questions')).toEqual({});

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: t('quizEditor.question.expandAll'), exact: true }).click();
    await expect.poll(() => texts.count()).toBe(openCount);
    await page.context().close();
  }, 120_000);
});
