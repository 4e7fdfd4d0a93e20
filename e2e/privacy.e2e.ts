// Own data in Arabic and in English (issue 15): a learner registered in the
// journey opens the settings page from its URL, sees their profile, exports
// their data (the download is named with their e-mail and the date and holds
// their submission), then deletes their account: Delete stays disabled until
// their e-mail is typed and the box ticked; afterwards the browser keeps no
// session, the confirmation is shown and the learner is at /. The page and
// the dialog break no axe rule at 1280 px nor at 390 px.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

async function bothWidths(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe.each<Language>(['ar', 'en'])('own data in %s', (language) => {
  test('a learner exports their data and deletes their account', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width: 1280 });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const learner = newLearner(language, language === 'ar' ? 'مريم علي' : 'Maryam Ali');
    await page.goto('/#/login');
    await registerFromEntryScreen(page, language, learner);

    // a submission of theirs, for the export to hold
    const row = await stack.prisma.learner.findFirstOrThrow({ where: { email: learner.email } });
    const quiz = await stack.prisma.quiz.findFirstOrThrow({ where: { organizationId: row.organizationId, deletedAt: null } });
    await stack.prisma.submission.create({ data: { quizId: quiz.id, learnerId: row.id, answers: { q1: 'e2e answer' }, result: 3, maxGrade: 5 } });

    await page.goto('/#/user-settings');
    await page.getByRole('heading', { level: 1, name: t('privacy.title'), exact: true }).waitFor();
    const profile = page.getByRole('region', { name: t('privacy.profile.title') });
    await profile.getByText(learner.email, { exact: true }).waitFor();
    await profile.getByText(learner.name, { exact: true }).waitFor();
    await bothWidths(page, 'settings page');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('privacy.export.button'), exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${learner.email}-${new Date().toISOString().slice(0, 10)}.json`);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.profile.email).toBe(learner.email);
    expect(exported.submissions).toEqual([expect.objectContaining({ quiz: { id: quiz.id, name: quiz.name }, answers: { q1: 'e2e answer' }, result: 3, maxGrade: 5 })]);

    await page.getByRole('button', { name: t('privacy.delete.open'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('privacy.delete.title') });
    const remove = dialog.getByRole('button', { name: t('privacy.delete.submit'), exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: t('privacy.delete.emailLabel') }).fill(learner.email);
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: t('privacy.delete.confirmLabel') }).check();
    expect(await remove.isDisabled()).toBe(false);
    await bothWidths(page, 'delete dialog');

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).hash);
    });
    const confirmation = page.waitForEvent('dialog');
    await remove.click();
    const alert = await confirmation;
    expect(alert.message()).toBe(t('privacy.delete.success'));
    await alert.accept();
    expect(visited[0]).toBe('#/');
    expect(await page.evaluate(() => ({ local: window.localStorage.length, session: window.sessionStorage.length }))).toEqual({ local: 0, session: 0 });
    const erased = await stack.prisma.learner.findUniqueOrThrow({ where: { id: row.id } });
    expect(erased.erasedAt).not.toBeNull();
    expect(await stack.prisma.learner.count({ where: { email: learner.email } })).toBe(0);
    await page.context().close();
  });
});
