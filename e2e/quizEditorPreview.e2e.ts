// "Preview as learner" in the quiz editor (issue 30): the account owner opens
// the seeded exam from the account home in Arabic and changes a question
// without saving; turns the editor to English in its top bar's menu (the
// change is kept), previews the quiz with the learner's own components,
// answers it through its sections and checks the answers; nothing is recorded
// (no attempt, no submission, no stored file, no request that changes
// anything). Axe on the preview (in English) at 1280 and 390 px.
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openQuizEditor, signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

const rowCounts = async () => ({
  attempts: await stack.prisma.attempt.count(),
  submissions: await stack.prisma.submission.count(),
  files: await stack.prisma.storedFile.count(),
});

/** Every request the page sends from now on but reading ones (GET, and the persisted GraphQL queries the editor reads with). */
function changingRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' || request.url().startsWith('blob:')) return;
    sent.push(request);
  });
  return sent;
}

describe('the account owner, in Arabic then in English', () => {
  test('changes a question (ar), previews the unsaved quiz as a learner (en), answers it through its sections, and nothing is recorded', async () => {
    const ar = textsOf('ar');
    const t = textsOf('en');
    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(page, 'ar');
    await openQuizEditor(page, 'ar', { program: 'Getting started', folder: 'Exam day', quiz: 'Demo exam' });

    const changed = 'ما عاصمة مصر اليوم؟';
    const firstQuestion = page.getByRole('article').first();
    await firstQuestion.getByRole('textbox', { name: ar('quizEditor.question.text'), exact: true }).fill(changed);

    // The owner turns the editor to English: the unsaved change stays.
    await chooseLanguage(page, 'ar', 'en');
    expect(await firstQuestion.getByRole('textbox', { name: t('quizEditor.question.text'), exact: true }).inputValue()).toBe(changed);

    const before = await rowCounts();
    const sent = changingRequests(page);
    await page.getByRole('button', { name: t('quizEditor.preview.open'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: t('quizEditor.preview.title'), exact: true });
    await preview.getByText(t('quizEditor.preview.nothingRecorded'), { exact: true }).waitFor();

    // section 1: the changed question, as the learner's card shows it
    await preview.getByRole('group', { name: `${t('quiz.question.number', { number: 1 })} ${changed}`, exact: true }).getByRole('radio').nth(1).check();
    await preview.getByText(t('quiz.footer.answered', { answered: 1, total: 5 }), { exact: true }).waitFor();
    expect(await seriousAxeViolationsAtBothWidths(page, 'quiz preview (en)')).toEqual({});
    await page.setViewportSize({ width: 1280, height: 900 });

    // on to the last section, and "check answers" lists what is left, as a learner's submit would
    await preview.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();
    await preview.getByText(t('quizTaking.sectionOf', { current: 2, total: 3 }), { exact: true }).waitFor();
    await preview.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();
    await preview.getByRole('group').first().getByRole('radio').first().check();
    // a file answer stays in the browser
    await preview.getByLabel(t('quiz.upload.choose'), { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My notes\n') });
    await preview.getByRole('link', { name: 'notes.txt', exact: true }).waitFor();
    await preview.getByRole('button', { name: t('quizEditor.preview.check'), exact: true }).click();
    await page.getByRole('dialog', { name: t('quiz.unanswered.title'), exact: true }).waitFor();

    await page.getByRole('button', { name: t('quiz.unanswered.close'), exact: true }).click();
    await preview.getByRole('button', { name: t('quizEditor.preview.close'), exact: true }).click();
    await preview.waitFor({ state: 'detached' });

    expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // the change is still the editor's, unsaved
    expect(await firstQuestion.getByRole('textbox', { name: t('quizEditor.question.text'), exact: true }).inputValue()).toBe(changed);
    await page.context().close();
  }, 120_000);
});
