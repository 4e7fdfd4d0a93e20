// The platform admin's home (issue 14), one journey in both languages: the
// platform admin signs in in Arabic, adds an organisation with its holder,
// searches it and copies the holder's reset link; the holder, in English on a
// phone, sets a password through it and signs in. The admin then chooses
// English in the language menu, opens the organisation, turns Enable Video on
// and sets a bucket on an account and saves, and moves the account to another
// organisation. The home (Arabic, 1280 px) and the open organisation
// (English, 1280 and 390 px) break no axe rule.
import { expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { addOrganization, copyHolderResetLink, newOrganization, searchOrganization, signInAsPlatformAdmin } from './platformSteps.ts';
import { resetPasswordThroughLink } from './passwordSteps.ts';
import { textsOf } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

test('the admin (ar) adds an organisation and copies its holder’s reset link, the holder (en) sets a password; the admin (en) sets an account’s video and bucket and moves it', async () => {
  const en = textsOf('en');
  const page = await stack.newPage({ locale: 'ar', width: 1280 });
  await signInAsPlatformAdmin(page, 'ar');
  expect(await axeViolations(page), 'admin home (ar) at 1280 px').toEqual([]);

  const organization = newOrganization('ar');
  await addOrganization(page, 'ar', organization);
  const created = await stack.prisma.organization.findUniqueOrThrow({ where: { alias: organization.alias }, include: { identities: true } });
  expect(created.identities.map(({ role, username }) => ({ role, username }))).toEqual([{ role: 'ORG_HOLDER', username: organization.username }]);

  await searchOrganization(page, 'ar', organization.alias);
  const link = await copyHolderResetLink(page, 'ar', organization);
  const origin = new URL(page.url()).origin;
  expect(link).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/#/ResetAccountPassword/${organization.username}/[A-Za-z0-9_-]{20,}$`));

  // The holder sets a password through the copied link, on a phone, in English, and signs in with it.
  const password = 'holder-en-Passw0rd';
  const holderPage = await stack.newPage({ locale: 'en', width: 390 });
  const { signInHref } = await resetPasswordThroughLink(holderPage, link, password, 'en');
  expect(signInHref).toBe('#/login/org');
  await holderPage.goto(`/${signInHref}`);
  await holderPage.getByRole('textbox', { name: en('adminLogin.username'), exact: true }).fill(organization.username);
  await holderPage.getByRole('textbox', { name: en('adminLogin.password'), exact: true }).fill(password);
  await holderPage.getByRole('button', { name: en('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(holderPage, holderPage.waitForURL(/#\/OrgHome$/));
  await holderPage.getByRole('heading', { level: 1, name: en('orgHome.title'), exact: true }).waitFor();
  await holderPage.context().close();

  // The admin goes on in English, chosen in the menu of the home's top bar.
  await chooseLanguage(page, 'ar', 'en');
  await page.getByRole('heading', { level: 1, name: en('adminHome.organizations'), exact: true }).waitFor();

  // An account of the new organisation (accounts are the holder's to add; the journey seeds one).
  const alias = `en account ${organization.alias}`;
  const account = await stack.prisma.account.create({ data: { organizationId: created.id, alias } });
  await page.getByRole('button', { name: new RegExp(`^${organization.alias}`) }).click();
  const card = page.getByRole('article', { name: alias, exact: true });
  await card.waitFor();
  await card.getByRole('switch', { name: en('platformAdmin.account.enableVideo'), exact: true }).check();
  await card.getByRole('textbox', { name: en('platformAdmin.account.storageBucket'), exact: true }).fill('journey-bucket');
  await card.getByRole('button', { name: en('platformAdmin.account.save'), exact: true }).click();
  await page.getByText(en('platformAdmin.account.saved'), { exact: true }).waitFor();
  expect(await stack.prisma.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ enableVideo: true, storageBucket: 'journey-bucket' });
  expect(await axeViolations(page), 'an open organisation (en) at 1280 px').toEqual([]);

  // A phone.
  await page.setViewportSize({ width: 390, height: 900 });
  await card.waitFor();
  expect(await axeViolations(page), 'an open organisation (en) at 390 px').toEqual([]);

  // Move: the organisation is required; then the account leaves this organisation for dev.
  await card.getByRole('button', { name: en('platformAdmin.account.move'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en('platformAdmin.move.title', { name: alias }), exact: true });
  await dialog.getByRole('button', { name: en('platformAdmin.move.submit'), exact: true }).click();
  await dialog.getByText(en('platformAdmin.add.required'), { exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: en('platformAdmin.move.organization') }).fill(demo.organization);
  await dialog.getByRole('button', { name: en('platformAdmin.move.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(en('platformAdmin.move.moved'), { exact: true }).waitFor();
  await card.waitFor({ state: 'detached' });
  const dev = await stack.prisma.organization.findUniqueOrThrow({ where: { alias: demo.organization } });
  expect((await stack.prisma.account.findUniqueOrThrow({ where: { id: account.id } })).organizationId).toBe(dev.id);
  await page.context().close();
}, 120_000);
