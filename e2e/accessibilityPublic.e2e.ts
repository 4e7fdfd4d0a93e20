// axe-core on the screens a visitor reaches without a session, in Arabic and
// in English, on a desktop (1280 px) and on a phone (390 px): the learner's
// entry screen and registration form under the cookie banner, a shared
// program link's sign-in dialog, the footer's pages (privacy policy, terms,
// about), a ticket report, the maintenance page, an unknown address; the
// administrators' sign-in screens with the forgotten-password dialog and the
// reset-password link's screen. No rule of impact serious or critical is
// broken (issue 30).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { nodeId } from '../client/src/features/account/shareLinks.ts';
import { programTreePath } from '../client/src/features/learner/learnerPaths.ts';
import { axeRecord } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { textsOf, type Language } from './texts.ts';

const stack = stackOfThisFile();

/** A visitor's page in `language` (a stored choice, as the language menu leaves it), at `path`, once <html> says the language. */
async function visit(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((expected) => document.documentElement.lang === expected, language);
}

async function visitorPage(language: Language, storedConsent = true): Promise<Page> {
  const page = await stack.newPage({ locale: language, storedConsent });
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  return page;
}

describe.each<Language>(['ar', 'en'])('the visitor’s screens in %s', (language) => {
  test('the entry screen and registration under the cookie banner, a shared link’s sign-in and the public pages break no serious or critical axe rule at 1280 and 390 px', async () => {
    const t = textsOf(language);
    const page = await visitorPage(language, false);
    const axe = axeRecord(page);
    await visit(page, language, '/#/login');
    await page.getByRole('heading', { level: 1, name: t('learnerEntry.signInTitle'), exact: true }).waitFor();
    await page.getByRole('region', { name: t('consent.banner.title'), exact: true }).waitFor();
    await axe.check('entry screen with the cookie banner');
    await page.getByRole('button', { name: t('consent.banner.acceptAll'), exact: true }).click();
    await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(`visitor-${language}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('learnerEntry.registerTitle'), exact: true }).waitFor();
    await axe.check('registration form');

    const program = await stack.prisma.program.findFirstOrThrow({ where: { name: 'Getting started' } });
    await visit(page, language, `/#${programTreePath({ domainId: nodeId('Domain', program.accountId), programId: nodeId('Program', program.id) })}`);
    await page.getByRole('dialog').waitFor();
    await axe.check('shared program link’s sign-in dialog');

    for (const [path, heading] of [
      ['/#/privacy-policy', t('legal.privacy.title')],
      ['/#/terms-of-service', t('legal.terms.title')],
      ['/#/about', t('shellPages.about.title')],
      ['/#/TicketReport', t('ticketReport.title')],
      ['/#/maintenance', null],
      ['/#/no-such-page', t('shell.notFound.title')],
    ] as const) {
      await visit(page, language, path);
      await (heading ? page.getByRole('heading', { level: 1, name: heading, exact: true }) : page.getByRole('heading', { level: 1 })).waitFor();
      await axe.check(path);
    }
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the administrators’ sign-in screens, the forgotten-password dialog and the reset-password screen break no serious or critical axe rule at 1280 and 390 px', async () => {
    const t = textsOf(language);
    const page = await visitorPage(language);
    const axe = axeRecord(page);
    for (const level of ['account', 'org', 'admin'] as const) {
      await visit(page, language, `/#/login/${level}`);
      await page.getByRole('heading', { level: 1, name: t(`adminLogin.title.${level}`), exact: true }).waitFor();
      await axe.check(`${level} sign-in`);
    }
    await axe.checkPopup('forgotten-password dialog', () => page.getByRole('button', { name: t('passwordReset.forgot.open'), exact: true }).click());
    await visit(page, language, `/#/ResetAccountPassword/${demo.accountOwner}/a-link-token`);
    await page.getByRole('heading', { level: 1, name: t('passwordReset.title'), exact: true }).waitFor();
    await axe.check('reset-password screen');
    expect(axe.found).toEqual({});
    await page.context().close();
  });
});
