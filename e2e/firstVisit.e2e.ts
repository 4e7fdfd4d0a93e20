// A learner's first visit on a slow phone: index.html carries the sign-in
// form (client/build/firstScreenPrerender.ts), so it takes the e-mail and the
// press of its button before any script of the app has arrived; the app's
// form then takes both over and signs in. Here the app's scripts are held back
// until the learner is done, as a slow network would. The page comes in the
// language the visitor chose (the server reads its cookie): a visitor who chose
// English gets the English form the same way, and a visitor who chose nothing
// the Arabic one, whatever the browser's language.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demo, stackOfThisFile } from './harness.ts';
import { documentLanguage, waitForLearnerHome } from './learnerEntry.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

/** Holds every script of the app (and every API call) until the returned function lets them through. */
async function holdTheApp(page: Page): Promise<{ release: () => void; heldRequests: () => string[] }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/(assets\/.*\.js|graphql)(\?|$)/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, heldRequests: () => held };
}

describe("a learner's first visit, before the app's scripts arrive", () => {
  test('the e-mail typed and Enter pressed on the page as it arrives sign the learner in once the app loads', async () => {
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    const ar = textsOf('ar');
    const app = await holdTheApp(page);
    await page.goto('/#/login', { waitUntil: 'commit' });

    await page.getByRole('heading', { level: 1, name: ar('learnerEntry.signInTitle'), exact: true }).waitFor();
    const field = page.getByRole('textbox', { name: ar('learnerEntry.email'), exact: true });
    await field.fill(demo.learnerEmail);
    await field.press('Enter');
    // the press is held on the page (not a page submission): still the same page, nothing of the app has run
    await expect.poll(() => page.locator('form[data-sign-in-asked]').count()).toBe(1);
    expect(page.url()).toMatch(/\/#\/login$/);
    expect(await page.getByRole('button', { name: ar('learnerEntry.signIn'), exact: true }).getAttribute('aria-busy')).toBe('true');
    expect(app.heldRequests().some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(app.heldRequests()).not.toContain('/graphql');

    app.release();
    // the seeded demo learner (prisma/seed.ts)
    await waitForLearnerHome(page, 'ar', 'Demo Learner');
    expect(await page.evaluate(() => window.localStorage.getItem('userEmail'))).toBe(demo.learnerEmail);
  });

  test('the e-mail typed is still in the field, and still focused, when the app takes the form over', async () => {
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    const ar = textsOf('ar');
    const app = await holdTheApp(page);
    await page.goto('/#/login', { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: ar('learnerEntry.email'), exact: true });
    await field.fill('sara@example');
    app.release();
    // the app's own screen: its language menu is usable (the prerendered one is disabled)
    await expect.poll(() => page.getByRole('button', { name: ar('language.label'), exact: true }).isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('[data-prerendered]').count()).toBe(0);
    expect(await field.inputValue()).toBe('sara@example');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.pressSequentially('.com');
    expect(await field.inputValue()).toBe('sara@example.com');
  });

  test('a visitor who chose English gets the English form with the page: typed into and pressed before any script of the app, it signs in', async () => {
    const page = await stack.newPage({ locale: 'en', width: 390 });
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    // the cookie the app writes when the language is chosen (domain/language/languageCookie.ts)
    await page.context().addCookies([{ name: 'lang', value: 'en', url: stack.url }]);
    const en = textsOf('en');
    const app = await holdTheApp(page);
    await page.goto('/#/login', { waitUntil: 'commit' });

    await page.getByRole('heading', { level: 1, name: en('learnerEntry.signInTitle'), exact: true }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.title()).toBe(en('app.productName'));
    expect(await page.locator('[data-prerendered]').isVisible()).toBe(true);
    const field = page.getByRole('textbox', { name: en('learnerEntry.email'), exact: true });
    await field.fill(demo.learnerEmail);
    await field.press('Enter');
    await expect.poll(() => page.locator('form[data-sign-in-asked]').count()).toBe(1);
    expect(await page.getByRole('button', { name: en('learnerEntry.signIn'), exact: true }).getAttribute('aria-busy')).toBe('true');
    // nothing of the app has run: its scripts are all still held, and no request was sent
    expect(app.heldRequests().some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(app.heldRequests()).not.toContain('/graphql');

    app.release();
    await waitForLearnerHome(page, 'en', 'Demo Learner');
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(stack.cspViolations).toEqual([]);
  });

  test('a visitor who chose nothing gets the Arabic form, even with an English browser (Accept-Language does not count)', async () => {
    const page = await stack.newPage({ locale: 'en', width: 390 });
    const app = await holdTheApp(page);
    await page.goto('/#/login', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: textsOf('ar')('learnerEntry.signInTitle'), exact: true }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.locator('[data-prerendered]').isVisible()).toBe(true);
    app.release();
  });

  test('a visitor who chose English before the cookie existed never sees the Arabic page; the next visit comes in English', async () => {
    const page = await stack.newPage({ locale: 'en' });
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const app = await holdTheApp(page);
    await page.goto('/#/login', { waitUntil: 'commit' });
    await page.locator('[data-prerendered]').waitFor({ state: 'attached' });
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.locator('[data-prerendered]').isVisible()).toBe(false);
    app.release();
    await page.getByRole('heading', { level: 1, name: textsOf('en')('learnerEntry.signInTitle'), exact: true }).waitFor();
    // the app mirrored the stored choice into the cookie as it started: the server now sends the English page
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    expect(await (await page.context().request.get('/')).text()).toContain('<html lang="en" dir="ltr">');
  });
});
