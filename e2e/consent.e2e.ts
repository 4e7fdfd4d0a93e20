// Cookie consent (issue 15), the learner reading in Arabic and then in
// English: a browser with no stored choice sees the banner after load in
// Arabic (no axe rule broken at 1280 px nor at 390 px with it shown) with
// nothing but essential ticked (issue 30: consent is opt-in), signs in while
// it is still open (the server then holds no cookie choice for the learner),
// chooses English in the toolbar's language menu with the banner still open
// (still nothing but essential ticked), accepts the selected kinds as they
// are, and the server then holds that choice as a 'cookies' record of the
// learner; "manage cookies" on the privacy policy page forgets it and
// reloads, and the banner is back, in Arabic: the chosen language was
// functional storage, which the learner refused.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function axeAtBothWidths(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('cookie consent', () => {
  test('the banner shows with only essential ticked, the learner (ar) signs in (no cookie choice on the server yet), chooses English, accepts selected, the server holds it, manage cookies (en) brings the banner back (ar)', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const started = new Date();
    const page = await stack.newPage({ locale: 'ar', width: 1280, storedConsent: false });
    await page.goto('/#/login');

    const bannerIn = (t: typeof ar) => page.getByRole('region', { name: t('consent.banner.title'), exact: true });
    await bannerIn(ar).waitFor();
    await axeAtBothWidths(page, 'the login page with the cookie banner');

    // nothing but essential is ticked until the learner chooses
    const ticks = async (t = ar) =>
      Promise.all(
        (['essential', 'functional', 'analytics'] as const).map(async (kind) => {
          const box = bannerIn(t).getByRole('checkbox', { name: t(`consent.kinds.${kind}`), exact: true });
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
    await page.getByRole('textbox', { name: ar('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
    await page.getByRole('button', { name: ar('learnerEntry.signIn'), exact: true }).click();
    await waitForArrival(page, page.waitForURL(/#\/home$/));
    const learner = await stack.prisma.learner.findFirstOrThrow({ where: { email: demo.learnerEmail, organization: { alias: demo.organization } } });
    const cookieRows = () => stack.prisma.consentRecord.findMany({ where: { learnerId: learner.id, kind: 'cookies', createdAt: { gte: started } } });
    expect(await cookieRows()).toEqual([]);

    // English, chosen in the toolbar of the home page (once it shows) while the banner is open: the banner follows, still essential only
    await page.getByRole('heading', { level: 2, name: ar('learnerHome.openPrograms'), exact: true }).waitFor();
    await chooseLanguage(page, 'ar', 'en');
    const bannerInEnglish = bannerIn(en);
    await bannerInEnglish.waitFor();
    expect(await ticks(en)).toEqual(onlyEssential);
    // accept selected as the banner offers it: essential only
    await bannerInEnglish.getByRole('button', { name: en('consent.banner.acceptSelected'), exact: true }).click();
    await bannerInEnglish.waitFor({ state: 'detached' });
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('cookieConsent'))) ?? 'null');
    expect(stored).toEqual({ timestamp: expect.any(String), version: '1.0', preferences: { essential: true, functional: false, analytics: false } });
    // the language is functional storage: without it, the choice lasts as long as the page
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();

    // the choice is sent at once for the signed-in learner, recorded at the server's time
    await expect
      .poll(cookieRows, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ version: '1.0', preferences: { essential: true, functional: false, analytics: false } })]);

    await page.goto('/#/privacy-policy');
    await page.getByRole('button', { name: en('consent.settings.manageCookies'), exact: true }).click();
    // the page reloads: without the refused functional storage it no longer knows English
    await bannerIn(ar).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
    await page.context().close();
  });
});
