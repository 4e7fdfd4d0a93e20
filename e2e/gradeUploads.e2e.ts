// Examinees and grades uploaded from the account home (issue 12), the owner in
// Arabic and then, from the language menu, in English: on a new private quiz
// the owner uploads a private-users file with an invalid e-mail (the
// invalidEmail alert, invalidEmails.txt downloaded, nothing sent; the dialog
// breaks no axe rule, in Arabic), then a valid one (trimmed, lower-cased); the
// learner, now a private user, submits; the owner uploads the manual grade of
// the essay question, and the quiz's results file (in Arabic) carries it;
// then, in English, an external grade on an externally graded quiz, which its
// results file (in English) carries.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { labelOf } from '../server/services/results/resultsLabels.ts';
import { openRow, signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { quizResultOf, registerLearner, submitQuiz } from './learnerApi.ts';
import { newLearner } from './learnerEntry.ts';
import { cellOf, clearOwnerNotifications, firstSheetOf, requestQuizResults, resultsFileOf } from './resultsSteps.ts';
import { textsOf } from './texts.ts';
import { chooseCsv, createUploadQuizzes, expectQuizCounts, EXTERNAL_QUIZ, MANUAL_QUIZ, openQuizUpload, sendCheckedFile } from './uploadSteps.ts';

const stack = stackOfThisFile();

describe('uploads of examinees and grades, in Arabic then in English', () => {
  test('private users (an invalid e-mail first) and a manual grade (ar), then an external grade (en), reach the results files', async () => {
    const t = textsOf('ar');
    const { program, manual, external } = await createUploadQuizzes(stack.url, 'ar');
    const learner = newLearner('ar', 'هدى كمال');
    await registerLearner(stack.url, learner);
    await clearOwnerNotifications(stack.url);

    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(page, 'ar');
    await openRow(page, 'ar', 'program', program);
    const rows = page.getByRole('list', { name: program, exact: true }).getByRole('listitem');
    await rows.filter({ hasText: manual.name }).waitFor();
    await rows.filter({ hasText: external.name }).waitFor();
    await expectQuizCounts(page, 'ar', manual.name, 0, 0);

    // A private-users file with a line that is no e-mail: the alert, the invalid line downloaded, nothing to send.
    let dialog = await openQuizUpload(page, 'ar', 'privateUsers', manual.name);
    const invalidFile = page.waitForEvent('download');
    await chooseCsv(page, 'ar', dialog, 'examinees.csv', `${learner.email}\r\n not-an-email \r\n`);
    await dialog.getByRole('alert').filter({ hasText: t('errors.invalidEmail') }).waitFor();
    await dialog.getByText(t('learnerRecords.uploads.invalidEmails', { count: 1, file: 'invalidEmails.txt' }), { exact: true }).waitFor();
    const invalid = await invalidFile;
    expect(invalid.suggestedFilename()).toBe('invalidEmails.txt');
    expect((await readFile(await invalid.path(), 'utf8')).trim()).toBe('not-an-email');
    expect(await dialog.getByRole('button', { name: t('learnerRecords.uploads.privateUsers.submit'), exact: true }).count()).toBe(0);
    expect(await axeViolations(page), 'the private users dialog with an invalid e-mail (ar)').toEqual([]);
    await dialog.getByRole('button', { name: t('learnerRecords.uploads.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectQuizCounts(page, 'ar', manual.name, 0, 0);
    const answers = { [MANUAL_QUIZ.choice.id]: MANUAL_QUIZ.choice.answers, [MANUAL_QUIZ.essay.id]: MANUAL_QUIZ.essay.answers };
    // the quiz is private: not yet open to the learner
    await expect(submitQuiz(stack.url, learner.email, manual.id, answers)).rejects.toThrow(/userNotRegistered/);

    // The corrected file, as a spreadsheet saves it: a byte-order mark, CRLF, spaces and capitals.
    dialog = await openQuizUpload(page, 'ar', 'privateUsers', manual.name);
    await chooseCsv(page, 'ar', dialog, 'examinees.csv', `\uFEFF  ${learner.email.toUpperCase()}  \r\nsecond-${learner.email}\r\n`);
    await sendCheckedFile(page, 'ar', dialog, 'privateUsers', 2, 2);
    await expectQuizCounts(page, 'ar', manual.name, 0, 2);

    // The learner, now a private user, submits: the essay counts nothing until its manual grade.
    await submitQuiz(stack.url, learner.email, manual.id, answers);
    expect(await quizResultOf(stack.url, learner.email, manual.id)).toMatchObject({ result: MANUAL_QUIZ.choice.weight });
    await expectQuizCounts(page, 'ar', manual.name, 1, 2);

    // The essay's manual grade.
    dialog = await openQuizUpload(page, 'ar', 'manualGrades', manual.name);
    await chooseCsv(page, 'ar', dialog, 'manual-grades.csv', `${learner.email},${MANUAL_QUIZ.essay.id},${MANUAL_QUIZ.essay.weight}\r\n`);
    await sendCheckedFile(page, 'ar', dialog, 'manualGrades', 1, 1);
    const manualResult = MANUAL_QUIZ.choice.weight + MANUAL_QUIZ.essay.weight;
    expect(await quizResultOf(stack.url, learner.email, manual.id)).toMatchObject({ result: manualResult });

    // The manual quiz's results file, in Arabic, carries its grade.
    const manualSheet = await firstSheetOf(await resultsFileOf(page, 'ar', 1, () => requestQuizResults(page, 'ar', manual.name)));
    expect(cellOf(manualSheet, 'ar', learner.email, 'result')).toBe(String(manualResult));
    expect(cellOf(manualSheet, 'ar', learner.email, 'maxGrade')).toBe(String(manualResult));
    expect(cellOf(manualSheet, 'ar', learner.email, 'passFail')).toBe(labelOf('passed', 'ar'));

    // The owner turns the page to English: the external quiz's grade, and its results file in English.
    await chooseLanguage(page, 'ar', 'en');
    const externalGrade = 17;
    dialog = await openQuizUpload(page, 'en', 'externalGrades', external.name);
    await chooseCsv(page, 'en', dialog, 'external-grades.csv', `${learner.email},${externalGrade}\r\n`);
    await sendCheckedFile(page, 'en', dialog, 'externalGrades', 1, 1);

    const externalSheet = await firstSheetOf(await resultsFileOf(page, 'en', 2, () => requestQuizResults(page, 'en', external.name)));
    expect(cellOf(externalSheet, 'en', learner.email, 'result')).toBe(String(externalGrade));
    expect(cellOf(externalSheet, 'en', learner.email, 'maxGrade')).toBe(String(EXTERNAL_QUIZ.maxGradeExternal));
    expect(cellOf(externalSheet, 'en', learner.email, 'passFail')).toBe(labelOf('passed', 'en'));

    await page.context().close();
  }, 150_000);
});
