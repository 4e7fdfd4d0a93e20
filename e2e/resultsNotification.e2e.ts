// The account owner gets results out at 1280 px (issue 12), in English and
// then, from the language menu, in Arabic: a learner has submitted the seeded
// introduction quiz; the owner asks for its results from the quiz's tree row
// (in English) and for the account's from the toolbar (in Arabic), is told
// beNotifiedFile, sees the notification arrive (the bell and its count) and
// gets each file downloaded: a real .xlsx whose first sheet has the learner's
// row, left to right in English and right to left in Arabic. The
// notifications list then clears. Then the quiz's results screen (Arabic):
// the submissions table with the learner's row, the charts, and no axe
// violation.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { labelOf } from '../server/services/results/resultsLabels.ts';
import { chooseRowAction, openRow, signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { INTRODUCTION_QUIZ, registerLearner, submitQuiz } from './learnerApi.ts';
import { newLearner } from './learnerEntry.ts';
import { quizIdOf } from './quizApi.ts';
import {
  anyBell,
  bell,
  cellOf,
  clearOwnerNotifications,
  countLiveNotifications,
  expectedSheet,
  firstSheetOf,
  ownerAccountName,
  requestAccountResults,
  requestQuizResults,
  resultsFileOf,
  rowOf,
} from './resultsSteps.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

const quiz = INTRODUCTION_QUIZ;

/** The tree open down to the introduction quiz's row. */
async function openQuizRow(page: Page, language: Language): Promise<void> {
  await openRow(page, language, 'program', quiz.program);
  await openRow(page, language, 'folder', quiz.folder);
  await page.getByRole('list', { name: quiz.folder, exact: true }).getByRole('listitem').filter({ hasText: quiz.name }).waitFor();
}

describe('results files and the results screen, in English then in Arabic', () => {
  test('the quiz’s (en) and the account’s (ar) results: beNotifiedFile, the bell, the downloaded spreadsheets; then the results screen (ar)', async () => {
    const en = textsOf('en');
    const t = textsOf('ar');
    const number = new Intl.NumberFormat('ar', { maximumFractionDigits: 2 });
    const learner = newLearner('ar', 'مريم علي');
    await registerLearner(stack.url, learner);
    const quizId = await quizIdOf(stack.url, quiz.name);
    expect(await submitQuiz(stack.url, learner.email, quizId, quiz.answers)).toMatchObject({ result: quiz.result, maxGrade: quiz.maxGrade });
    // The owner starts without notifications (other journeys of this file's stack may have left some).
    await clearOwnerNotifications(stack.url);

    // The owner chooses English on the sign-in page.
    const page = await stack.newPage({ locale: 'en', width: 1280 });
    const liveNotifications = countLiveNotifications(page);
    await signInAccountOwner(page, 'en');
    expect(await anyBell(page, 'en').count()).toBe(0);
    await openQuizRow(page, 'en');

    // The quiz's results, from its row, in English: a left-to-right sheet.
    const sheetEn = expectedSheet('en');
    const quizFile = await resultsFileOf(page, 'en', 1, () => requestQuizResults(page, 'en', quiz.name));
    expect(quizFile.suggestedFilename()).toBe(`${quiz.name}-results.xlsx`);
    const quizSheet = await firstSheetOf(quizFile);
    expect(quizSheet).toMatchObject({ name: sheetEn.name, rightToLeft: false });
    expect(quizSheet.headers[0]).toBe(sheetEn.email);
    expect(cellOf(quizSheet, 'en', learner.email, 'name')).toBe(learner.name);
    expect(cellOf(quizSheet, 'en', learner.email, 'result')).toBe(String(quiz.result));
    expect(cellOf(quizSheet, 'en', learner.email, 'maxGrade')).toBe(String(quiz.maxGrade));
    await page.getByRole('status').filter({ hasText: en('notifications.arrived', { text: en('notifications.kinds.resultsFile') }) }).waitFor();
    await expect.poll(liveNotifications).toBe(1);

    // The owner turns the page to Arabic; the account's results, from the toolbar: a second notification, a right-to-left sheet.
    await chooseLanguage(page, 'en', 'ar');
    const sheet = expectedSheet('ar');
    const accountFile = await resultsFileOf(page, 'ar', 2, () => requestAccountResults(page, 'ar'));
    expect(accountFile.suggestedFilename()).toBe(`${await ownerAccountName(stack.url)}-results.xlsx`);
    const accountSheet = await firstSheetOf(accountFile);
    expect(accountSheet).toMatchObject({ name: sheet.name, rightToLeft: true });
    const accountRow = rowOf(accountSheet, 'ar', learner.email);
    expect(accountRow).toContain(learner.name);
    // an account file has each quiz's columns, named after the quiz
    expect(accountRow?.[accountSheet.headers.indexOf(`${quiz.name} — ${labelOf('result', 'ar')}`)]).toBe(String(quiz.result));
    await expect.poll(liveNotifications).toBe(2);

    // The list has both, each with its file; clear empties it and the bell goes.
    await bell(page, 'ar', 2).click();
    const list = page.getByRole('dialog', { name: t('notifications.title'), exact: true });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => list.getByRole('link', { name: new RegExp(t('notifications.kinds.resultsFile')) }).count()).toBe(2);
    await list.getByRole('button', { name: t('notifications.clear'), exact: true }).click();
    await list.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: t('notifications.cleared') }).waitFor();
    await anyBell(page, 'ar').waitFor({ state: 'detached' });

    // The quiz's results screen, from its row.
    await chooseRowAction(page, 'ar', 'quiz', quiz.name, 'resultsScreen');
    await page.waitForURL(new RegExp(`#/AccountQuizResults/${quizId}$`));
    await page.getByRole('heading', { level: 1, name: quiz.name, exact: true }).waitFor();
    const submissions = page.getByRole('table', { name: t('results.submissions.title'), exact: true });
    await page.getByRole('searchbox', { name: t('results.submissions.search'), exact: true }).fill(learner.email);
    const row = submissions.getByRole('row').filter({ hasText: learner.email });
    await row.waitFor();
    await expect.poll(() => submissions.getByRole('row').count()).toBe(2); // the header and the learner's row
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining([
        learner.name,
        learner.email,
        t('results.submissions.resultOf', { result: number.format(quiz.result), max: number.format(quiz.maxGrade) }),
        t('results.submissions.passedYes'),
      ]),
    );
    for (const chart of [t('results.charts.distribution'), t('results.charts.passFail')]) {
      const figure = page.getByRole('figure', { name: chart, exact: true });
      // the chart's library is loaded on this screen only: its drawing replaces the loading placeholder
      await figure.locator('svg').first().waitFor();
      expect(await figure.getByLabel(t('results.charts.loading')).count()).toBe(0);
    }
    expect(await axeViolations(page), 'results screen (ar)').toEqual([]);

    await page.context().close();
  }, 120_000);
});
