// Examinees and grades uploaded from the account home, in Arabic and in
// English (issue 12): on a new private quiz the owner uploads a private-users
// file with an invalid e-mail (the invalidEmail alert, invalidEmails.txt
// downloaded, nothing sent), then a valid one (trimmed, lower-cased); the
// learner, now a private user, submits; the owner uploads the manual grade of
// the essay question, and an external grade on an externally graded quiz;
// each quiz's results file then carries the grades. The upload dialog breaks
// no axe rule.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { labelOf } from '../server/services/results/resultsLabels.ts';
import { openRow, signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { quizResultOf, registerLearner, submitQuiz } from './learnerApi.ts';
import { newLearner } from './learnerEntry.ts';
import { cellOf, clearOwnerNotifications, firstSheetOf, requestQuizResults, resultsFileOf } from './resultsSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { chooseCsv, createUploadQuizzes, expectQuizCounts, EXTERNAL_QUIZ, MANUAL_QUIZ, openQuizUpload, sendCheckedFile } from './uploadSteps.ts';

const stack = stackOfThisFile();

describe.each<Language>(['ar', 'en'])('uploads of examinees and grades in %s', (language) => {
  test('private users (an invalid e-mail first), a manual grade and an external grade reach the results files', async () => {
    const t = textsOf(language);
    const { program, manual, external } = await createUploadQuizzes(stack.url, language);
    const learner = newLearner(language, language === 'ar' ? 'هدى كمال' : 'Huda Kamal');
    await registerLearner(stack.url, learner);
    await clearOwnerNotifications(stack.url);

    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInAccountOwner(page, language);
    await openRow(page, language, 'program', program);
    const rows = page.getByRole('list', { name: program, exact: true }).getByRole('listitem');
    await rows.filter({ hasText: manual.name }).waitFor();
    await rows.filter({ hasText: external.name }).waitFor();
    await expectQuizCounts(page, language, manual.name, 0, 0);

    // A private-users file with a line that is no e-mail: the alert, the invalid line downloaded, nothing to send.
    let dialog = await openQuizUpload(page, language, 'privateUsers', manual.name);
    const invalidFile = page.waitForEvent('download');
    await chooseCsv(page, language, dialog, 'examinees.csv', `${learner.email}\r\n not-an-email \r\n`);
    await dialog.getByRole('alert').filter({ hasText: t('errors.invalidEmail') }).waitFor();
    await dialog.getByText(t('learnerRecords.uploads.invalidEmails', { count: 1, file: 'invalidEmails.txt' }), { exact: true }).waitFor();
    const invalid = await invalidFile;
    expect(invalid.suggestedFilename()).toBe('invalidEmails.txt');
    expect((await readFile(await invalid.path(), 'utf8')).trim()).toBe('not-an-email');
    expect(await dialog.getByRole('button', { name: t('learnerRecords.uploads.privateUsers.submit'), exact: true }).count()).toBe(0);
    expect(await axeViolations(page), 'the private users dialog with an invalid e-mail').toEqual([]);
    await dialog.getByRole('button', { name: t('learnerRecords.uploads.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectQuizCounts(page, language, manual.name, 0, 0);
    const answers = { [MANUAL_QUIZ.choice.id]: MANUAL_QUIZ.choice.answers, [MANUAL_QUIZ.essay.id]: MANUAL_QUIZ.essay.answers };
    // the quiz is private: not yet open to the learner
    await expect(submitQuiz(stack.url, learner.email, manual.id, answers)).rejects.toThrow(/userNotRegistered/);

    // The corrected file, as a spreadsheet saves it: a byte-order mark, CRLF, spaces and capitals.
    dialog = await openQuizUpload(page, language, 'privateUsers', manual.name);
    await chooseCsv(page, language, dialog, 'examinees.csv', `\uFEFF  ${learner.email.toUpperCase()}  \r\nsecond-${learner.email}\r\n`);
    await sendCheckedFile(page, language, dialog, 'privateUsers', 2, 2);
    await expectQuizCounts(page, language, manual.name, 0, 2);

    // The learner, now a private user, submits: the essay counts nothing until its manual grade.
    await submitQuiz(stack.url, learner.email, manual.id, answers);
    expect(await quizResultOf(stack.url, learner.email, manual.id)).toMatchObject({ result: MANUAL_QUIZ.choice.weight });
    await expectQuizCounts(page, language, manual.name, 1, 2);

    // The essay's manual grade, then the external quiz's grade.
    dialog = await openQuizUpload(page, language, 'manualGrades', manual.name);
    await chooseCsv(page, language, dialog, 'manual-grades.csv', `${learner.email},${MANUAL_QUIZ.essay.id},${MANUAL_QUIZ.essay.weight}\r\n`);
    await sendCheckedFile(page, language, dialog, 'manualGrades', 1, 1);
    const manualResult = MANUAL_QUIZ.choice.weight + MANUAL_QUIZ.essay.weight;
    expect(await quizResultOf(stack.url, learner.email, manual.id)).toMatchObject({ result: manualResult });

    const externalGrade = 17;
    dialog = await openQuizUpload(page, language, 'externalGrades', external.name);
    await chooseCsv(page, language, dialog, 'external-grades.csv', `${learner.email},${externalGrade}\r\n`);
    await sendCheckedFile(page, language, dialog, 'externalGrades', 1, 1);

    // Each quiz's results file carries its grade.
    const manualSheet = await firstSheetOf(await resultsFileOf(page, language, 1, () => requestQuizResults(page, language, manual.name)));
    expect(cellOf(manualSheet, language, learner.email, 'result')).toBe(String(manualResult));
    expect(cellOf(manualSheet, language, learner.email, 'maxGrade')).toBe(String(manualResult));
    expect(cellOf(manualSheet, language, learner.email, 'passFail')).toBe(labelOf('passed', language));

    const externalSheet = await firstSheetOf(await resultsFileOf(page, language, 2, () => requestQuizResults(page, language, external.name)));
    expect(cellOf(externalSheet, language, learner.email, 'result')).toBe(String(externalGrade));
    expect(cellOf(externalSheet, language, learner.email, 'maxGrade')).toBe(String(EXTERNAL_QUIZ.maxGradeExternal));
    expect(cellOf(externalSheet, language, learner.email, 'passFail')).toBe(labelOf('passed', language));

    await page.context().close();
  }, 150_000);
});
