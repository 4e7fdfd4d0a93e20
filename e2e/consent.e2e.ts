// Cookie consent in Arabic and in English (issue 15): a browser with no stored
// choice sees the banner after load (no axe rule broken at 1280 px nor at
// 390 px with it shown), accepts the selected kinds (analytics off), signs in,
// and the server then holds that choice as a 'cookies' record of the learner;
// "manage cookies" on the privacy policy page forgets it and the banner is back.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.each<Language>(['ar', 'en'])('cookie consent in %s', (language) => {
  test('the banner shows, the learner accepts selected cookies and signs in, the server holds the choice, manage cookies brings the banner back', async () => {
    const t = textsOf(language);
    const started = new Date();
    const page = await stack.newPage({ locale: language, width: 1280, storedConsent: false });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/#/login');

    const banner = page.getByRole('region', { name: t('consent.banner.title'), exact: true });
    await banner.waitFor();
    await axeAtBothWidths(page, 'the login page with the cookie banner');

    // accept selected: essential (always), functional (default on), analytics left off
    expect(await banner.getByRole('checkbox', { name: t('consent.kinds.analytics'), exact: true }).isChecked()).toBe(false);
    await banner.getByRole('button', { name: t('consent.banner.acceptSelected'), exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent'))) ?? 'null');
    expect(stored).toEqual({ timestamp: expect.any(String), version: '1.0', preferences: { essential: true, functional: true, analytics: false } });

    await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
    await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
    await waitForArrival(page, page.waitForURL(/#\/home$/));

    // the choice made signed out is sent at sign-in, recorded at the server's time
    const learner = await stack.prisma.learner.findFirstOrThrow({ where: { email: demo.learnerEmail, organization: { alias: demo.organization } } });
    await expect
      .poll(() => stack.prisma.consentRecord.findMany({ where: { learnerId: learner.id, kind: 'cookies', createdAt: { gte: started } } }), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ version: '1.0', preferences: { essential: true, functional: true, analytics: false } })]);

    await page.goto('/#/privacy-policy');
    await page.getByRole('button', { name: t('consent.settings.manageCookies'), exact: true }).click();
    await page.getByRole('region', { name: t('consent.banner.title'), exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
    await page.context().close();
  });
});
