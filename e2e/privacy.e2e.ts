// Own data (issue 15), the learner switching languages on the way: a learner
// registered in the journey in English (a stored choice) opens the settings
// page from its URL, sees their profile, exports their data (the download is
// named with their e-mail and the date and holds their submission); chooses
// Arabic in the toolbar, then deletes their account: Delete stays disabled
// until their e-mail is typed and the box ticked; afterwards the browser keeps
// no session, the confirmation is shown in Arabic and the learner is at /. The
// page (in English) and the dialog (in Arabic) break no axe rule at 1280 px
// nor at 390 px.
// Issue 30: each of the two actions first asks for a code mailed to the
// learner for it; the journey reads it from the real SMTP server the app sends
// through, in the page's language (the export's in English, the deletion's in
// Arabic; the server's tests mail the other two), and types it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtp, stopSmtp, until, type TestSmtp } from '../server/testing/smtpServer.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
});

afterAll(async () => {
  if (smtp) await stopSmtp(smtp.server);
});

const stack = stackOfThisFile(() => ({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }));

/** Waits for a new mail to `email` (past its first `before`) on the SMTP server and answers its subject and six digits. */
async function mailedCode(email: string, before: number): Promise<{ subject: string; code: string }> {
  const messages = await until(() => smtp.received.filter((message) => message.to.includes(email)), (found) => found.length > before, `a code mailed to ${email}`);
  const { subject, text } = messages[messages.length - 1].parsed;
  return { subject: subject ?? '', code: /^(\d{6})$/m.exec(text ?? '')![1] };
}
const mailsTo = (email: string) => smtp.received.filter((message) => message.to.includes(email)).length;

/** "Send me a code" in `scope`, the code read from the mail and typed. */
async function typeMailedCode(page: Page, scope: ReturnType<Page['getByRole']>, email: string, language: Language, subject: RegExp): Promise<void> {
  const t = textsOf(language);
  const before = mailsTo(email);
  await scope.getByRole('button', { name: t('privacy.stepUp.send'), exact: true }).click();
  const mail = await mailedCode(email, before);
  expect(mail.subject).toMatch(subject);
  await scope.getByRole('textbox', { name: t('privacy.stepUp.code') }).fill(mail.code);
}

async function bothWidths(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('own data', () => {
  test('a learner exports their data (en) and deletes their account (ar)', async () => {
    const t = textsOf('en');
    const page = await stack.newPage({ locale: 'en', width: 1280 });
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const learner = newLearner('en', 'Maryam Ali');
    await page.goto('/#/login');
    await registerFromEntryScreen(page, 'en', learner);

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

    const exportSection = page.getByRole('region', { name: t('privacy.export.title') });
    const exportButton = exportSection.getByRole('button', { name: t('privacy.export.button'), exact: true });
    expect(await exportButton.isDisabled()).toBe(true);
    await typeMailedCode(page, exportSection, learner.email, 'en', /^Your code to download your data from /);
    const download = page.waitForEvent('download');
    await exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${learner.email}-${new Date().toISOString().slice(0, 10)}.json`);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.profile.email).toBe(learner.email);
    expect(exported.submissions).toEqual([expect.objectContaining({ quiz: { id: quiz.id, name: quiz.name }, answers: { q1: 'e2e answer' }, result: 3, maxGrade: 5 })]);

    // the learner goes on in Arabic, chosen in the toolbar
    await chooseLanguage(page, 'en', 'ar');
    const ar = textsOf('ar');
    await page.getByRole('button', { name: ar('privacy.delete.open'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ar('privacy.delete.title') });
    const remove = dialog.getByRole('button', { name: ar('privacy.delete.submit'), exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: ar('privacy.delete.emailLabel') }).fill(learner.email);
    expect(await remove.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: ar('privacy.delete.confirmLabel') }).check();
    expect(await remove.isDisabled()).toBe(true);
    await typeMailedCode(page, dialog, learner.email, 'ar', /^رمز حذف حسابك في /);
    expect(await remove.isDisabled()).toBe(false);
    await bothWidths(page, 'delete dialog');

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).hash);
    });
    const confirmation = page.waitForEvent('dialog');
    await remove.click();
    const alert = await confirmation;
    expect(alert.message()).toBe(ar('privacy.delete.success'));
    await alert.accept();
    expect(visited[0]).toBe('#/');
    expect(await page.evaluate(() => ({ local: window.localStorage.length, session: window.sessionStorage.length }))).toEqual({ local: 0, session: 0 });
    const erased = await stack.prisma.learner.findUniqueOrThrow({ where: { id: row.id } });
    expect(erased.erasedAt).not.toBeNull();
    expect(await stack.prisma.learner.count({ where: { email: learner.email } })).toBe(0);
    await page.context().close();
  });
});
