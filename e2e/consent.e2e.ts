// Cookie consent in Arabic and in English (issue 15): a browser with no stored
// choice sees the banner after load (no axe rule broken at 1280 px nor at
// 390 px with it shown) with nothing but essential ticked (issue 30: consent
// is opt-in), signs in while it is still open (the server then holds no cookie
// choice for the learner), accepts the selected kinds as they are, and the
// server then holds that choice as a 'cookies' record of the learner;
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
  test('the banner shows with only essential ticked, the learner signs in (no cookie choice on the server yet), accepts selected, the server holds it, manage cookies brings the banner back', async () => {
    const t = textsOf(language);
    const started = new Date();
    const page = await stack.newPage({ locale: language, width: 1280, storedConsent: false });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/#/login');

    const banner = page.getByRole('region', { name: t('consent.banner.title'), exact: true });
    await banner.waitFor();
    await axeAtBothWidths(page, 'the login page with the cookie banner');

    // nothing but essential is ticked until the learner chooses
    const ticks = async () =>
      Promise.all(
        (['essential', 'functional', 'analytics'] as const).map(async (kind) => {
          const box = banner.getByRole('checkbox', { name: t(`consent.kinds.${kind}`), exact: true });
          return [kind, await box.isChecked(), await box.isDisabled()];
        }),
      );
    const onlyEssential = [
      ['essential', true, true],
      ['functional', false, false],
      ['analytics', false, false],
    ];
    expect(await ticks()).toEqual(onlyEssential);

    // signed in before any choice: the server holds no cookie choice for the learner
    await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
    await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
    await waitForArrival(page, page.waitForURL(/#\/home$/));
    const learner = await stack.prisma.learner.findFirstOrThrow({ where: { email: demo.learnerEmail, organization: { alias: demo.organization } } });
    const cookieRows = () => stack.prisma.consentRecord.findMany({ where: { learnerId: learner.id, kind: 'cookies', createdAt: { gte: started } } });
    expect(await cookieRows()).toEqual([]);

    // accept selected as the banner offers it: essential only
    expect(await ticks()).toEqual(onlyEssential);
    await banner.getByRole('button', { name: t('consent.banner.acceptSelected'), exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent'))) ?? 'null');
    expect(stored).toEqual({ timestamp: expect.any(String), version: '1.0', preferences: { essential: true, functional: false, analytics: false } });

    // the choice is sent at once for the signed-in learner, recorded at the server's time
    await expect
      .poll(cookieRows, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ version: '1.0', preferences: { essential: true, functional: false, analytics: false } })]);

    await page.goto('/#/privacy-policy');
    await page.getByRole('button', { name: t('consent.settings.manageCookies'), exact: true }).click();
    await page.getByRole('region', { name: t('consent.banner.title'), exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
    await page.context().close();
  });
});
