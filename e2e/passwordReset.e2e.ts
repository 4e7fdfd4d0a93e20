// Password resets (issue 14), the holder switching languages on the way: the
// platform admin makes a reset link for the seeded holder over REST
// (admin/addSession); the holder opens {origin}/#/ResetAccountPassword/... in
// Arabic, sees the mismatch alert, shows and hides the password, sets a new
// one, chooses English on /login/org and signs in there with it; the spent
// link then says, in English, that it was used. "Forgot password?" on the
// sign-in screen answers the same for everyone (asked in Arabic for nobody,
// then in English, chosen in the menu, for the holder), and the mail it sends
// (the app's outbox) speaks English and carries a link that sets a password
// too, opened in Arabic. No axe rule broken at 1280 px nor at 390 px, on the
// reset screen and in the forgot-password dialog.
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

describe('password resets', () => {
  test('a link from the platform admin sets the holder’s password once (ar); the holder signs in with it and the spent link says so (en)', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const password = 'link-Passw0rd';
    const link = await holderLink();
    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await openResetLink(page, link, 'ar');
    await page.getByText(demo.organizationHolder, { exact: true }).waitFor();

    // Different after trimming: the invalid_data_entry alert, nothing sent.
    await submitNewPasswords(page, 'ar', password, `${password}!`);
    await page.getByRole('alert').filter({ hasText: ar('errors.invalid_data_entry') }).waitFor();
    // Show and hide the first password.
    const field = page.getByLabel(labelled(ar('passwordReset.newPassword')));
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: ar('adminLogin.showPassword'), exact: true }).first().click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: ar('adminLogin.hidePassword'), exact: true }).click();
    expect(await field.getAttribute('type')).toBe('password');
    expect(await axeViolations(page), 'reset screen at 1280 px').toEqual([]);

    await submitNewPasswords(page, 'ar', password, ` ${password} `);
    await page.getByRole('status').filter({ hasText: ar('passwordReset.processSuccess') }).waitFor();
    await page.getByRole('link', { name: ar('passwordReset.signIn.org'), exact: true }).click();
    await waitForArrival(page, page.waitForURL(/#\/login\/org$/));
    // the holder signs in in English, chosen on the sign-in screen
    await chooseLanguage(page, 'ar', 'en');
    await signInAsHolder(page, 'en', password);

    // The spent link now says so.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: en('passwordReset.title'), exact: true }).waitFor();
    await submitNewPasswords(page, 'en', 'another-Passw0rd');
    await page.getByRole('alert').filter({ hasText: en('errors.resetLinkUsed') }).waitFor();
    await page.context().close();
  });

  test('“Forgot password?” answers the same for anyone (ar) and mails the holder (en) a link that works (ar)', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    await page.goto('/#/login/org');
    await page.getByRole('heading', { level: 1, name: ar('adminLogin.title.org'), exact: true }).waitFor();

    // Nobody by that name: the same answer, and no mail.
    const mailsBefore = stack.outbox().length;
    await requestResetMail(page, 'ar', 'nobody');
    expect(await axeViolations(page), 'forgot-password dialog at 390 px').toEqual([]);
    await page.getByRole('button', { name: ar('passwordReset.forgot.close'), exact: true }).click();

    // The holder asks in English, chosen in the menu.
    await chooseLanguage(page, 'ar', 'en');
    await requestResetMail(page, 'en', HOLDER_EMAIL);
    await page.getByRole('button', { name: en('passwordReset.forgot.close'), exact: true }).click();
    await expect.poll(() => stack.outbox().length).toBe(mailsBefore + 1);
    const mail = stack.outbox().at(-1)!.message;
    expect(mail.to).toBe(HOLDER_EMAIL);
    // the mail speaks the screen's language, and its link is this origin's
    const link = new RegExp(`${stack.url.replace(/[.]/g, '\\.')}/#/ResetAccountPassword/${demo.organizationHolder}/[\\w-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toContain('choose a new password');

    // the link, opened in another browser, in Arabic (the default)
    const password = 'mailed-Passw0rd';
    const reset = await stack.newPage({ locale: 'ar', width: 390 });
    const { signInHref } = await resetPasswordThroughLink(reset, link!, password, 'ar');
    expect(signInHref).toBe('#/login/org');
    expect(await axeViolations(reset), 'reset done at 390 px').toEqual([]);
    await reset.goto(`/${signInHref}`);
    await signInAsHolder(reset, 'ar', password);
    await reset.context().close();
    await page.context().close();
  });
});
