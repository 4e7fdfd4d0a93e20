// axe-core on the administrators' screens, in Arabic and in English, on a
// desktop (1280 px) and on a phone (390 px), one page per role: the account
// owner's home, the quiz editor on the seeded exam (sections, every question
// type, upload buttons, the deadline fields) and Send e-mail (the GrapesJS
// designer); the organisation holder's home; the platform admin's home.
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { seriousAxeViolationsAtBothWidths, type Violation } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { signInAsPlatformAdmin } from './platformSteps.ts';
import { quizIdOf } from './quizApi.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

/** GrapesJS's own texts (grapesjs/locale/ar.mjs, en.mjs): the layer manager's button, the design's root layer. */
const grapes = {
  ar: { openLayers: 'فتح إعدادات الطبقات', wrapper: 'غلاف' },
  en: { openLayers: 'Open Layer Manager', wrapper: 'Body' },
} as const;

/**
 * The layer manager worked from the keyboard only: its panel button opens it,
 * a layer's caret opens its children, a child's name selects its element.
 */
async function workLayersByKeyboard(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  const designer = page.getByTestId('mail-designer');
  // a section with a text in it, added as a click on the block adds it
  await designer.locator('.gjs-block').filter({ has: page.getByText(t('bulkMail.blocks.text-sect'), { exact: true }) }).click();
  const openLayers = designer.getByRole('button', { name: grapes[language].openLayers, exact: true });
  await openLayers.focus();
  await page.keyboard.press('Enter');
  expect(await openLayers.getAttribute('aria-pressed')).toBe('true');
  const bodyName = designer.getByRole('button', { name: grapes[language].wrapper, exact: true });
  // Enter on a layer's name selects its element: the design's root first
  await bodyName.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => bodyName.getAttribute('aria-pressed')).toBe('true');
  // a caret opens and closes a layer's children
  const caret = designer.getByRole('button', { name: t('bulkMail.editor.layerChildren'), exact: true }).first();
  await caret.focus();
  const wasOpen = await caret.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect.poll(() => caret.getAttribute('aria-expanded')).toBe(wasOpen === 'true' ? 'false' : 'true');
  if (wasOpen === 'true') await page.keyboard.press(' ');
  await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('true');
  const child = designer.locator('.gjs-layer-children [data-name]:visible').last();
  expect(await child.getAttribute('aria-pressed')).toBe('false');
  await child.focus();
  expect(await child.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => child.getAttribute('aria-pressed')).toBe('true');
  expect(await bodyName.getAttribute('aria-pressed')).toBe('false');
}

async function signInOrganizationHolder(page: Page, language: Language): Promise<void> {
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

describe.each<Language>(['ar', 'en'])('the administrators’ screens in %s', (language) => {
  test('the account owner’s home, quiz editor and Send e-mail break no serious or critical axe rule at 1280 and 390 px', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language });
    let found: Record<string, Violation[]> = {};
    await signInAccountOwner(page, language);
    found = { ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'account home')) };

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/#/AccountEditQuiz?quiz=${await quizIdOf(stack.url, 'Demo exam')}`);
    await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('quizEditor.settings.deadlineDate'), exact: true }).waitFor();
    found = { ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'quiz editor')) };

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/SendEmail');
    await page.getByRole('heading', { level: 1, name: t('bulkMail.title'), exact: true }).waitFor();
    await page.getByTestId('mail-designer').locator('iframe.gjs-frame').waitFor();
    found = { ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'send e-mail')) };
    await page.setViewportSize({ width: 1280, height: 900 });
    await workLayersByKeyboard(page, language);
    found = { ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'send e-mail’s layer manager')) };
    expect(found).toEqual({});
    await page.context().close();
  }, 120_000);

  test('the organisation home breaks no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    await signInOrganizationHolder(page, language);
    await page.getByRole('table').waitFor();
    expect(await seriousAxeViolationsAtBothWidths(page, 'organisation home')).toEqual({});
    await page.context().close();
  });

  test('the platform admin’s home breaks no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    await signInAsPlatformAdmin(page, language);
    await page.getByRole('button', { name: textsOf(language)('platformAdmin.holderLink', { alias: demo.organization }), exact: true }).waitFor();
    expect(await seriousAxeViolationsAtBothWidths(page, 'platform admin home')).toEqual({});
    await page.context().close();
  });
});
