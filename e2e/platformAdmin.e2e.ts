// The platform admin's home in Arabic and in English (issue 14): the platform
// admin signs in, adds an organisation with its holder, searches it, copies the
// holder's reset link (the holder sets a password through it and signs in),
// opens the organisation, turns Enable Video on and sets a
// bucket on an account and saves, and moves the account to another
// organisation. The page breaks no axe rule at 1280 px nor at 390 px.
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { addOrganization, copyHolderResetLink, newOrganization, searchOrganization, signInAsPlatformAdmin } from './platformSteps.ts';
import { resetPasswordThroughLink } from './passwordSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

describe.each<Language>(['ar', 'en'])('the platform admin’s home in %s', (language) => {
  test('add an organisation, copy its holder’s reset link, set an account’s video and bucket, move the account', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInAsPlatformAdmin(page, language);
    expect(await axeViolations(page), 'admin home at 1280 px').toEqual([]);

    const organization = newOrganization(language);
    await addOrganization(page, language, organization);
    const created = await stack.prisma.organization.findUniqueOrThrow({ where: { alias: organization.alias }, include: { identities: true } });
    expect(created.identities.map(({ role, username }) => ({ role, username }))).toEqual([{ role: 'ORG_HOLDER', username: organization.username }]);

    await searchOrganization(page, language, organization.alias);
    const link = await copyHolderResetLink(page, language, organization);
    const origin = new URL(page.url()).origin;
    expect(link).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/#/ResetAccountPassword/${organization.username}/[A-Za-z0-9_-]{20,}$`));

    // The holder sets a password through the copied link, on a phone, and signs in with it.
    const password = `holder-${language}-Passw0rd`;
    const holderPage = await stack.newPage({ locale: language, width: 390 });
    const { signInHref } = await resetPasswordThroughLink(holderPage, link, password, language);
    expect(signInHref).toBe('#/login/org');
    await holderPage.goto(`/${signInHref}`);
    await holderPage.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(organization.username);
    await holderPage.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(password);
    await holderPage.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
    await waitForArrival(holderPage, holderPage.waitForURL(/#\/OrgHome$/));
    await holderPage.getByRole('heading', { level: 1, name: t('orgHome.title'), exact: true }).waitFor();
    await holderPage.context().close();

    // An account of the new organisation (accounts are the holder's to add; the journey seeds one).
    const alias = `${language} account ${organization.alias}`;
    const account = await stack.prisma.account.create({ data: { organizationId: created.id, alias } });
    await page.getByRole('button', { name: new RegExp(`^${organization.alias}`) }).click();
    const card = page.getByRole('article', { name: alias, exact: true });
    await card.waitFor();
    await card.getByRole('switch', { name: t('platformAdmin.account.enableVideo'), exact: true }).check();
    await card.getByRole('textbox', { name: t('platformAdmin.account.storageBucket'), exact: true }).fill('journey-bucket');
    await card.getByRole('button', { name: t('platformAdmin.account.save'), exact: true }).click();
    await page.getByText(t('platformAdmin.account.saved'), { exact: true }).waitFor();
    expect(await stack.prisma.account.findUniqueOrThrow({ where: { id: account.id } })).toMatchObject({ enableVideo: true, storageBucket: 'journey-bucket' });
    expect(await axeViolations(page), 'an open organisation at 1280 px').toEqual([]);

    // A phone.
    await page.setViewportSize({ width: 390, height: 900 });
    await card.waitFor();
    expect(await axeViolations(page), 'an open organisation at 390 px').toEqual([]);

    // Move: the organisation is required; then the account leaves this organisation for dev.
    await card.getByRole('button', { name: t('platformAdmin.account.move'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('platformAdmin.move.title', { name: alias }), exact: true });
    await dialog.getByRole('button', { name: t('platformAdmin.move.submit'), exact: true }).click();
    await dialog.getByText(t('platformAdmin.add.required'), { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: t('platformAdmin.move.organization') }).fill(demo.organization);
    await dialog.getByRole('button', { name: t('platformAdmin.move.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t('platformAdmin.move.moved'), { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });
    const dev = await stack.prisma.organization.findUniqueOrThrow({ where: { alias: demo.organization } });
    expect((await stack.prisma.account.findUniqueOrThrow({ where: { id: account.id } })).organizationId).toBe(dev.id);
    await page.context().close();
  }, 120_000);
});
