// axe-core on the screens a visitor reaches without a session, on a desktop
// (1280 px) and on a phone (390 px), each screen once, the visitor changing
// the language in the language menu on the way: in Arabic the learner's entry
// screen and registration form under the cookie banner, a shared program
// link's sign-in dialog and a ticket report; in English (chosen on the ticket
// report) the footer's pages (privacy policy, terms, about), the maintenance
// page and an unknown address. The administrators' sign-in screens in Arabic,
// then in English (chosen on the last) the forgotten-password dialog and the
// reset-password link's screen.
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { nodeId } from '../client/src/features/account/shareLinks.ts';
import { programTreePath } from '../client/src/features/learner/learnerPaths.ts';
import { axeRecord } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

/** A visitor's page in `language` (a stored choice, as the language menu leaves it), at `path`, once <html> says the language. */
async function visit(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((expected) => document.documentElement.lang === expected, language);
}

/** A public page: `path` visited in `language`, once its first heading (`heading`'s text, when it has one) shows. */
async function visitPublicPage(page: Page, language: Language, path: string, heading: string | null): Promise<void> {
  await visit(page, language, path);
  await (heading ? page.getByRole('heading', { level: 1, name: heading, exact: true }) : page.getByRole('heading', { level: 1 })).waitFor();
}

describe('the visitor’s screens', () => {
  test('the entry screen under the cookie banner, registration, a shared link’s sign-in, ticket report (ar); privacy, terms, about, maintenance, unknown page (en) break no serious or critical axe rule at 1280 and 390 px', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    // a browser in Arabic (the default) that has made no cookie choice yet
    const page = await stack.newPage({ locale: 'ar', storedConsent: false });
    const axe = axeRecord(page);
    await visit(page, 'ar', '/#/login');
    await page.getByRole('heading', { level: 1, name: ar('learnerEntry.signInTitle'), exact: true }).waitFor();
    await page.getByRole('region', { name: ar('consent.banner.title'), exact: true }).waitFor();
    await axe.check('entry screen with the cookie banner (ar)');
    await page.getByRole('button', { name: ar('consent.banner.acceptAll'), exact: true }).click();
    await page.getByRole('textbox', { name: ar('learnerEntry.email'), exact: true }).fill(`visitor-${Date.now()}@example.com`);
    await page.getByRole('button', { name: ar('learnerEntry.signIn'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ar('learnerEntry.registerTitle'), exact: true }).waitFor();
    await axe.check('registration form (ar)');

    const program = await stack.prisma.program.findFirstOrThrow({ where: { name: 'Getting started' } });
    await visit(page, 'ar', `/#${programTreePath({ domainId: nodeId('Domain', program.accountId), programId: nodeId('Program', program.id) })}`);
    await page.getByRole('dialog').waitFor();
    await axe.check('shared program link’s sign-in dialog (ar)');

    await visitPublicPage(page, 'ar', '/#/TicketReport', ar('ticketReport.title'));
    await axe.check('/#/TicketReport (ar)');

    // the visitor reads on in English, chosen on the ticket report
    await chooseLanguage(page, 'ar', 'en');
    for (const [path, heading] of [
      ['/#/privacy-policy', en('legal.privacy.title')],
      ['/#/terms-of-service', en('legal.terms.title')],
      ['/#/about', en('shellPages.about.title')],
      ['/#/maintenance', null],
      ['/#/no-such-page', en('shell.notFound.title')],
    ] as const) {
      await visitPublicPage(page, 'en', path, heading);
      await axe.check(`${path} (en)`);
    }
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the administrators’ sign-in screens (ar), the forgotten-password dialog and the reset-password screen (en) break no serious or critical axe rule at 1280 and 390 px', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const page = await stack.newPage({ locale: 'ar' });
    const axe = axeRecord(page);
    for (const level of ['account', 'org', 'admin'] as const) {
      await visit(page, 'ar', `/#/login/${level}`);
      await page.getByRole('heading', { level: 1, name: ar(`adminLogin.title.${level}`), exact: true }).waitFor();
      await axe.check(`${level} sign-in (ar)`);
    }
    // English, chosen on the platform admin's sign-in screen
    await chooseLanguage(page, 'ar', 'en');
    await page.getByRole('heading', { level: 1, name: en('adminLogin.title.admin'), exact: true }).waitFor();
    await axe.checkPopup('forgotten-password dialog (en)', () => page.getByRole('button', { name: en('passwordReset.forgot.open'), exact: true }).click());
    await visit(page, 'en', `/#/ResetAccountPassword/${demo.accountOwner}/a-link-token`);
    await page.getByRole('heading', { level: 1, name: en('passwordReset.title'), exact: true }).waitFor();
    await axe.check('reset-password screen (en)');
    expect(axe.found).toEqual({});
    await page.context().close();
  });
});
