// Password resets in Arabic and in English (issue 14): the platform admin makes
// a reset link for the seeded holder over REST (admin/addSession); the holder
// opens {origin}/#/ResetAccountPassword/..., sees the mismatch alert, shows and
// hides the password, sets a new one and signs in at /login/org with it; the
// spent link then says it was used. "Forgot password?" on the sign-in screen
// answers the same for everyone, and the mail it sends (the app's outbox)
// carries a link that sets a password too. No axe rule broken at 1280 px nor
// at 390 px, on the reset screen and in the forgot-password dialog.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, rest } from './adminApi.ts';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { labelled, openResetLink, requestResetMail, resetPasswordThroughLink, submitNewPasswords } from './passwordSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();
let platformToken: string;
const HOLDER_EMAIL = 'holder@dev.example';

beforeAll(async () => {
  platformToken = await adminToken(stack.url, demo.platformAdmin, SEED_PASSWORD, 'admin');
  await stack.prisma.adminIdentity.update({ where: { username: demo.organizationHolder }, data: { email: HOLDER_EMAIL } });
});


async function holderLink(): Promise<string> {
  const { path } = await rest<{ path: string }>(stack.url, 'addSession', { username: demo.organizationHolder }, platformToken);
  return `${stack.url}${path}`;
}

async function signInAsHolder(page: Page, language: Language, password: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.organizationHolder);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/OrgHome$/));
  await page.getByRole('heading', { level: 1, name: t('orgHome.title'), exact: true }).waitFor();
}

describe.each<Language>(['ar', 'en'])('password resets in %s', (language) => {
  test('a link from the platform admin sets the holder’s password once; the holder signs in with it', async () => {
    const t = textsOf(language);
    const password = `link-${language}-Passw0rd`;
    const link = await holderLink();
    const page = await stack.newPage({ locale: language, width: 1280 });
    await openResetLink(page, link, language);
    await page.getByText(demo.organizationHolder, { exact: true }).waitFor();

    // Different after trimming: the invalid_data_entry alert, nothing sent.
    await submitNewPasswords(page, language, password, `${password}!`);
    await page.getByRole('alert').filter({ hasText: t('errors.invalid_data_entry') }).waitFor();
    // Show and hide the first password.
    const field = page.getByLabel(labelled(t('passwordReset.newPassword')));
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: t('adminLogin.showPassword'), exact: true }).first().click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: t('adminLogin.hidePassword'), exact: true }).click();
    expect(await field.getAttribute('type')).toBe('password');
    expect(await axeViolations(page), 'reset screen at 1280 px').toEqual([]);

    await submitNewPasswords(page, language, password, ` ${password} `);
    await page.getByRole('status').filter({ hasText: t('passwordReset.processSuccess') }).waitFor();
    await page.getByRole('link', { name: t('passwordReset.signIn.org'), exact: true }).click();
    await waitForArrival(page, page.waitForURL(/#\/login\/org$/));
    await signInAsHolder(page, language, password);

    // The spent link now says so.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: t('passwordReset.title'), exact: true }).waitFor();
    await submitNewPasswords(page, language, 'another-Passw0rd');
    await page.getByRole('alert').filter({ hasText: t('errors.resetLinkUsed') }).waitFor();
    await page.context().close();
  });

  test('“Forgot password?” answers the same for anyone and mails the holder a link that works', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width: 390 });
    await page.goto('/#/login/org');
    await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.org'), exact: true }).waitFor();
    await chooseLanguage(page, 'ar', language);

    // Nobody by that name: the same answer, and no mail.
    const mailsBefore = stack.outbox().length;
    await requestResetMail(page, language, `nobody-${language}`);
    expect(await axeViolations(page), 'forgot-password dialog at 390 px').toEqual([]);
    await page.getByRole('button', { name: t('passwordReset.forgot.close'), exact: true }).click();

    await requestResetMail(page, language, HOLDER_EMAIL);
    await page.getByRole('button', { name: t('passwordReset.forgot.close'), exact: true }).click();
    await expect.poll(() => stack.outbox().length).toBe(mailsBefore + 1);
    const mail = stack.outbox().at(-1)!.message;
    expect(mail.to).toBe(HOLDER_EMAIL);
    // the mail speaks the screen's language, and its link is this origin's
    const link = new RegExp(`${stack.url.replace(/[.]/g, '\\.')}/#/ResetAccountPassword/${demo.organizationHolder}/[\\w-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toContain(language === 'ar' ? 'كلمة مرور جديدة' : 'choose a new password');

    const password = `mailed-${language}-Passw0rd`;
    const reset = await stack.newPage({ locale: language, width: 390 });
    const { signInHref } = await resetPasswordThroughLink(reset, link!, password, language);
    expect(signInHref).toBe('#/login/org');
    expect(await axeViolations(reset), 'reset done at 390 px').toEqual([]);
    await reset.goto(`/${signInHref}`);
    await signInAsHolder(reset, language, password);
    await reset.context().close();
    await page.context().close();
  });
});
