// The organisation holder's home (issue 13), one journey in both languages:
// the seeded holder signs in at /login/org in Arabic, sets the primary colour
// and a social link, writes an Arabic template introduction with **bold**,
// adds a statistic and sees both in the live preview, saves ("landing page
// saved") and turns the page live. A visitor with no session, reading in
// English, then opens / and lands on the live landing page showing it, and
// the public legacy call answers it: live, with the template just saved. The
// holder then chooses English in the language menu and takes the page to a
// phone. The page breaks no serious or critical axe rule at 1280 (Arabic) and
// at 390 px (English).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
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

/** The snackbar's message; closed again so the next one is read alone. */
async function saidAndClosed(page: Page, text: string): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button').click();
  await alert.waitFor({ state: 'detached' });
}

async function publicOrganization(url: string, alias: string) {
  const response = await fetch(new URL('/user/getOrgDataByAlias', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alias }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { isLive: boolean; landingPageTemplate: unknown; primaryColor: string; socialMedia: Record<string, string> } }).data;
}

test('the holder (ar) brands the organisation, writes the landing page and puts it live; a visitor (en) reads it live; the holder (en) on a phone', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const page = await stack.newPage({ locale: 'ar', width: 1280 });
  await signInHolder(page, 'ar');
  expect(await axeViolations(page), 'organisation home (ar) at 1280 px').toEqual([]);

  // The primary colour, typed as rgba, and a social link.
  const color = 'rgba(0, 121, 107, 1)';
  const colorSection = page.getByRole('region', { name: ar('orgSettings.primaryColor'), exact: true });
  await colorSection.getByRole('textbox', { name: ar('orgSettings.colorValue'), exact: true }).fill(color);
  await colorSection.getByRole('button', { name: ar('orgSettings.saveColor'), exact: true }).click();
  await saidAndClosed(page, ar('orgSettings.saved'));
  const instagram = 'https://instagram.com/demo_ar';
  const social = page.getByRole('region', { name: ar('orgSettings.socialLinks'), exact: true });
  await social.getByRole('textbox', { name: ar('orgHome.social.instagram'), exact: true }).fill(instagram);
  await social.getByRole('button', { name: ar('orgSettings.saveSocialLinks'), exact: true }).click();
  await saidAndClosed(page, ar('orgSettings.socialSaved'));

  // Template mode: an introduction with **bold** and a statistic, seen in the preview as typed.
  const landing = page.getByRole('region', { name: ar('orgSettings.landing.title'), exact: true });
  await landing.getByRole('button', { name: ar('orgSettings.landing.templateMode'), exact: true }).click();
  const bold = 'مرحبا';
  const introduction = `**${bold}** بكم في أكاديميتنا`;
  await landing.getByRole('textbox', { name: ar('orgSettings.landing.introduction'), exact: true }).fill(introduction);
  await landing.getByRole('button', { name: ar('orgSettings.landing.addStatistic'), exact: true }).click();
  const statisticName = 'متعلمون';
  const row = landing.getByRole('group').last();
  await row.getByRole('textbox', { name: ar('orgSettings.landing.statisticName'), exact: true }).fill(statisticName);
  await row.getByRole('spinbutton', { name: ar('orgSettings.landing.statisticCount'), exact: true }).fill('250');
  const preview = landing.getByRole('region', { name: ar('orgSettings.landing.preview'), exact: true });
  await preview.locator('strong', { hasText: bold }).waitFor();
  await preview.getByText(statisticName, { exact: true }).first().waitFor();
  await landing.getByRole('button', { name: ar('orgSettings.landing.save'), exact: true }).click();
  await saidAndClosed(page, ar('orgSettings.landing.saved'));

  // Live: the switch saves at once (turned off first when an earlier run left it on).
  const live = landing.getByRole('switch', { name: ar('orgSettings.landing.live'), exact: true });
  if (await live.isChecked()) {
    await live.click();
    await saidAndClosed(page, ar('orgSettings.landing.nowOffline'));
  }
  await live.click();
  await saidAndClosed(page, ar('orgSettings.landing.nowLive'));
  expect(await live.isChecked()).toBe(true);

  // A visitor without a session, who reads in English: the organisation is live with the saved template, colour and link.
  const visitor = await stack.newPage({ locale: 'en', width: 1280 });
  await visitor.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await visitor.goto('/');
  // the landing router takes the visitor to the live page, which shows what the holder saved
  await visitor.waitForURL(new RegExp(`#/landing-page/${demo.organization}$`));
  await visitor.locator('strong', { hasText: bold }).waitFor();
  await visitor.getByText(statisticName, { exact: true }).first().waitFor();
  expect(await visitor.evaluate(() => document.documentElement.lang)).toBe('en');
  const seen = await publicOrganization(stack.url, demo.organization);
  expect(seen.isLive).toBe(true);
  expect(seen.primaryColor).toBe(color);
  expect(seen.socialMedia.instagram).toBe(instagram);
  expect(seen.landingPageTemplate).toMatchObject({ introduction, primaryColor: '#1976D2' });
  expect((seen.landingPageTemplate as { statistics: unknown[] }).statistics).toContainEqual({ name: statisticName, count: 250, icon: 'school' });

  // The holder chooses English in the top bar's menu, then a phone: the same page, the preview below the form.
  await chooseLanguage(page, 'ar', 'en');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: en('orgHome.title'), exact: true }).waitFor();
  expect(await axeViolations(page), 'organisation home (en) at 390 px').toEqual([]);

  await visitor.context().close();
  await page.context().close();
}, 180_000);
