// Steps of the password-reset journeys, for this file's journey and for the
// platform admin's (the admin copies a holder's link, the holder sets a
// password through it): open a reset link, set a new password, and ask for a
// reset mail from a sign-in screen.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';

/** Opens the link (the page starts in Arabic, the default) and switches to `language`. */
export async function openResetLink(page: Page, link: string, language: Language): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('passwordReset.title'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
}

/** A password field by its label (MUI adds " *" to a required field's label). */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Types the two passwords and sends them. */
export async function submitNewPasswords(page: Page, language: Language, password: string, repeat = password): Promise<void> {
  const t = textsOf(language);
  await page.getByLabel(labelled(t('passwordReset.newPassword'))).fill(password);
  await page.getByLabel(labelled(t('passwordReset.repeatPassword'))).fill(repeat);
  await page.getByRole('button', { name: t('passwordReset.submit'), exact: true }).click();
}

/**
 * The whole step: {origin}/#/ResetAccountPassword/{username}/{token} opened,
 * the new password set; resolves on processSuccess, with the sign-in link it shows.
 */
export async function resetPasswordThroughLink(page: Page, link: string, newPassword: string, language: Language = 'ar'): Promise<{ signInHref: string }> {
  const t = textsOf(language);
  await openResetLink(page, link, language);
  await submitNewPasswords(page, language, newPassword);
  await page.getByRole('status').filter({ hasText: t('passwordReset.processSuccess') }).waitFor();
  const signIn = page.getByRole('link', { name: /./ }).filter({ hasText: new RegExp(`^(${['account', 'org', 'admin'].map((level) => t(`passwordReset.signIn.${level}`)).join('|')})$`) });
  const signInHref = await signIn.getAttribute('href');
  expect(signInHref).toMatch(/^#\/login\/(account|org|admin)$/);
  return { signInHref: signInHref! };
}

/** "Forgot password?" on a sign-in screen now shown in `language`: resolves once the same-for-everyone answer shows. */
export async function requestResetMail(page: Page, language: Language, login: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('passwordReset.forgot.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('passwordReset.forgot.title'), exact: true });
  await dialog.getByRole('textbox', { name: t('passwordReset.forgot.login') }).fill(login);
  await dialog.getByRole('button', { name: t('passwordReset.forgot.send'), exact: true }).click();
  await dialog.getByRole('status').filter({ hasText: t('passwordReset.forgot.sent') }).waitFor();
}
