// Verified sign-in (issue 15), two people in two languages: the seeded holder,
// in Arabic, turns it on at OrgHome; the seeded learner, in English, types
// their e-mail on the entry screen, is asked for the code, reads it from the
// mail (the app's outbox), in English as the screen asked (the Arabic mail is
// the server's tests'), types it and reaches their home. The code step breaks no axe rule at 1280 px nor at
// 390 px. The holder turns it off again, so the stack ends as it started.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { chooseLanguage } from './languageMenu.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function signInHolder(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.goto('/#/login/org');
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.org'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.organizationHolder);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/OrgHome$/));
  await page.getByRole('heading', { level: 1, name: t('orgHome.title'), exact: true }).waitFor();
}

/** The holder's switch, set to `on`; resolves once the saved message shows. */
async function switchVerifiedSignIn(page: Page, language: Language, on: boolean): Promise<void> {
  const t = textsOf(language);
  const toggle = page.getByRole('switch', { name: t('signInCode.setting.label'), exact: true }).or(page.getByRole('checkbox', { name: t('signInCode.setting.label'), exact: true }));
  expect(await toggle.isChecked()).toBe(!on);
  await toggle.click();
  await page.getByRole('alert').filter({ hasText: t(on ? 'signInCode.setting.on' : 'signInCode.setting.off') }).waitFor();
}

async function phoneAxe(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('verified sign-in', () => {
  test('the holder (ar) turns it on; the learner (en) signs in with the code from the mail and reaches their home', async () => {
    const holder = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInHolder(holder, 'ar');
    await switchVerifiedSignIn(holder, 'ar', true);

    const t = textsOf('en');
    const learner = await stack.newPage({ locale: 'en', width: 1280 });
    await learner.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await learner.goto('/#/login');
    await learner.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
    const mailsBefore = stack.outbox().filter((mail) => mail.message.to === demo.learnerEmail).length;
    await learner.getByRole('button', { name: t('signInCode.sendCode'), exact: true }).click();
    await waitForArrival(learner, learner.getByRole('heading', { level: 2, name: t('signInCode.title'), exact: true }).waitFor());
    expect(await axeViolations(learner), 'code step at 1280 px').toEqual([]);
    await phoneAxe(learner, 'code step');

    await expect.poll(() => stack.outbox().filter((mail) => mail.message.to === demo.learnerEmail).length, { timeout: 20_000 }).toBe(mailsBefore + 1);
    const mail = stack.outbox().filter((sent) => sent.message.to === demo.learnerEmail).at(-1)!.message;
    // the learner's language, not the holder's nor the default Arabic
    expect(mail.subject).toContain('sign-in code');
    const code = /^(\d{6})$/m.exec(mail.text)![1];
    await learner.getByRole('textbox', { name: t('signInCode.code') }).fill(code);
    await learner.getByRole('button', { name: t('signInCode.submit'), exact: true }).click();
    await waitForArrival(learner, learner.waitForURL(/#\/home$/));

    await switchVerifiedSignIn(holder, 'ar', false);
    await Promise.all([holder.context().close(), learner.context().close()]);
  });
});
