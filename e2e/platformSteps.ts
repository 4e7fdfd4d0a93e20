// The platform admin's steps, shared by journeys: sign in at /login/admin, add
// an organisation with its holder, and make and read the holder's reset link
// (the password-reset journey continues from the link this returns).
import type { Page } from 'playwright-core';
import { demo, SEED_PASSWORD } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

export interface NewOrganization {
  alias: string;
  username: string;
  email: string;
  password: string;
}

/** A new organisation's fields, unique for this run. */
export function newOrganization(language: Language): NewOrganization {
  const stamp = `${language}${Date.now().toString(36)}`;
  return { alias: `e2e-${stamp}`, username: `holder${stamp}`, email: `holder-${stamp}@example.com`, password: 'journey-Passw0rd' };
}

export async function signInAsPlatformAdmin(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.goto('/#/login/admin');
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.admin'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.platformAdmin);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/AdminHome$/));
  await page.getByRole('heading', { level: 1, name: t('adminHome.organizations'), exact: true }).waitFor();
}

/** Add organisation: fills the dialog and waits for the success message. */
export async function addOrganization(page: Page, language: Language, organization: NewOrganization): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('platformAdmin.add.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('platformAdmin.add.title'), exact: true });
  await dialog.getByRole('textbox', { name: t('platformAdmin.add.alias') }).fill(organization.alias);
  await dialog.getByRole('textbox', { name: t('platformAdmin.add.username') }).fill(organization.username);
  await dialog.getByRole('textbox', { name: t('platformAdmin.add.email') }).fill(organization.email);
  await dialog.getByLabel(t('platformAdmin.add.password')).fill(organization.password);
  await dialog.getByRole('button', { name: t('platformAdmin.add.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(t('platformAdmin.add.added', { alias: organization.alias }), { exact: true }).waitFor();
}

/** Searches the organisation and waits until it is the only one listed. */
export async function searchOrganization(page: Page, language: Language, alias: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('searchbox', { name: t('platformAdmin.search'), exact: true }).fill(alias);
  await page.getByRole('button', { name: new RegExp(`^${alias}`) }).waitFor();
  await page.getByRole('button', { name: t('platformAdmin.holderLink', { alias }), exact: true }).waitFor();
  await page.waitForFunction(
    (label) => document.querySelectorAll(`button[aria-label^="${label}"]`).length === 1,
    t('platformAdmin.holderLink', { alias: '' }).trim(),
  );
}

/** Makes the holder's reset link from the key button and returns the link the dialog shows (then closes it). */
export async function copyHolderResetLink(page: Page, language: Language, organization: NewOrganization): Promise<string> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('platformAdmin.holderLink', { alias: organization.alias }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('orgAccounts.link.title', { name: organization.username }), exact: true });
  const link = await dialog.getByTestId('password-link').inputValue();
  await dialog.getByRole('button', { name: t('orgAccounts.link.close'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return link;
}
