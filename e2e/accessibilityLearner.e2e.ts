// axe-core on the learner's screens, in Arabic and in English: the home page,
// a program's tree, a quiz being taken and its review once submitted.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

/** The seeded demo (prisma/seed.ts, prisma/seedQuiz.ts). */
const seeded = { account: 'Demo Account', program: 'Getting started', folder: 'Assessment', quiz: 'Introduction quiz' } as const;

const stack = stackOfThisFile();

async function signedInLearner(language: Language, width?: number): Promise<Page> {
  const page = await stack.newPage({ locale: language, width });
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await registerFromEntryScreen(page, language, newLearner(language, language === 'ar' ? 'سارة Ahmed' : 'Sara أحمد'));
  return page;
}

describe.each<Language>(['ar', 'en'])('the learner screens in %s', (language) => {
  test('home, program tree, quiz and its review break no axe rule', async () => {
    const t = textsOf(language);
    const page = await signedInLearner(language);
    await page.getByRole('heading', { level: 2, name: t('learnerHome.openPrograms'), exact: true }).waitFor();
    expect(await axeViolations(page), 'learner home').toEqual([]);

    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await page.getByRole('link', { name: seeded.quiz }).first().waitFor();
    expect(await axeViolations(page), 'program tree').toEqual([]);

    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.waitForURL(/#\/QuizView\?quiz=/);
    await page.getByRole('heading', { level: 1, name: seeded.quiz, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Cairo', exact: true }).waitFor();
    expect(await axeViolations(page), 'quiz view').toEqual([]);

    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill('green');
    const next = page.getByRole('button', { name: t('quizTaking.next'), exact: true });
    if (await next.isVisible()) await next.click();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    await page.getByText('Cairo has been the capital since 969.').waitFor();
    expect(await axeViolations(page), 'quiz answer view').toEqual([]);
  });
});
