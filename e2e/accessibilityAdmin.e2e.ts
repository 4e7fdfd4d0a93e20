// axe-core on the administrators' screens beyond the account home (those are
// accessibilityOwner.e2e.ts), on a desktop (1280 px) and on a phone (390 px),
// one page per role, each screen checked once, the two languages shared out
// (each page changes language in its top bar's menu half-way): the owner's
// Send e-mail (the GrapesJS designer and its panel buttons worked by keyboard
// in Arabic; in English its layer manager worked by keyboard); the
// organisation holder's home, its API tokens dialog and landing editor in
// Arabic, then in English its account and course introduction dialogs and an
// account's users page; the platform admin's home and its dialogs in English,
// then in Arabic an organisation's accounts, their dialogs and the tickets.
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { axeRecord } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { signInAsPlatformAdmin } from './platformSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

/** The seeded organisation's account (prisma/seed.ts) and a ticket a learner reported, for the tickets screen. */
const seededAccount = 'Demo Account';
const ticketSubject = 'The quiz timer stops';

beforeAll(async () => {
  await stack.prisma.ticket.create({ data: { subject: ticketSubject, description: 'It stops at 00:10.', type: 'bug', reporterEmail: 'reporter@example.com' } });
});

/** GrapesJS's own texts (grapesjs/locale/ar.mjs, en.mjs): the layer manager's button, the design's root layer. */
const grapes = {
  ar: { openLayers: 'فتح إعدادات الطبقات', openBlocks: 'فتح إعدادات العناصر', wrapper: 'غلاف' },
  en: { openLayers: 'Open Layer Manager', openBlocks: 'Open Blocks', wrapper: 'Body' },
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

/**
 * The designer's panel buttons worked from the keyboard only: each is a named
 * button; Tab reaches Undo, whose Enter takes back a block just added, and
 * Redo, whose Space puts it back.
 */
async function workUndoByKeyboard(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  const designer = page.getByTestId('mail-designer');
  const panelButtons = designer.locator('.gjs-pn-btn');
  const unnamed = await panelButtons.evaluateAll((buttons) =>
    buttons.filter((button) => button.getAttribute('role') !== 'button' || button.getAttribute('tabindex') !== '0' || !button.getAttribute('title')).map((button) => button.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);
  // the design as the canvas draws it: the wrapper's content
  const design = () => designer.frameLocator('iframe.gjs-frame').locator('[data-gjs-type="wrapper"]').innerHTML();
  const before = await design();
  await designer.locator('.gjs-block').filter({ has: page.getByText(t('bulkMail.blocks.quote'), { exact: true }) }).click();
  await expect.poll(design).not.toBe(before);
  const after = await design();
  /** Tab from the first panel button until the one named `name` has the focus. */
  const tabTo = async (name: string) => {
    await panelButtons.first().focus();
    for (let step = 0; step < 30; step += 1) {
      if (await page.evaluate((title) => document.activeElement?.getAttribute('title') === title, name)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await tabTo(t('bulkMail.editor.buttons.undo'));
  await page.keyboard.press('Enter');
  await expect.poll(design).toBe(before);
  await tabTo(t('bulkMail.editor.buttons.redo'));
  await page.keyboard.press(' ');
  await expect.poll(design).toBe(after);
  // the block put back is selected, which shows its styles: the blocks come back with their button
  const openBlocks = designer.getByRole('button', { name: grapes[language].openBlocks, exact: true });
  await openBlocks.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => openBlocks.getAttribute('aria-pressed')).toBe('true');
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

test('Send e-mail and its designer’s panel buttons worked by keyboard (ar), then its layer manager worked by keyboard (en), break no serious or critical axe rule at 1280 and 390 px', async () => {
  const page = await stack.newPage({ locale: 'ar' });
  const axe = axeRecord(page);
  await signInAccountOwner(page, 'ar');
  await page.getByRole('link', { name: textsOf('ar')('bulkMail.open'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('bulkMail.title'), exact: true }).waitFor();
  await page.getByTestId('mail-designer').locator('iframe.gjs-frame').waitFor();
  await axe.check('send e-mail (ar)');
  await workUndoByKeyboard(page, 'ar');

  // English, chosen in the top bar's menu: the designer's own texts follow
  await chooseLanguage(page, 'ar', 'en');
  await page.getByRole('heading', { level: 1, name: textsOf('en')('bulkMail.title'), exact: true }).waitFor();
  await workLayersByKeyboard(page, 'en');
  await axe.check('send e-mail’s layer manager (en)');
  expect(axe.found).toEqual({});
  await page.context().close();
}, 120_000);

test('the organisation home, its API tokens dialog and landing editor (ar), its account and course dialogs and an account’s users page (en) break no serious or critical axe rule at 1280 and 390 px', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const page = await stack.newPage({ locale: 'ar' });
  const axe = axeRecord(page);
  await signInOrganizationHolder(page, 'ar');
  await page.getByRole('table').waitFor();
  await axe.check('organisation home (ar)');
  await axe.checkPopup('API tokens dialog (ar)', () => page.getByRole('button', { name: ar('apiTokens.open'), exact: true }).click());
  const landing = page.getByRole('region', { name: ar('orgSettings.landing.title'), exact: true });
  await landing.getByRole('button', { name: ar('orgSettings.landing.templateMode'), exact: true }).click();
  await landing.getByRole('textbox', { name: ar('orgSettings.landing.introduction'), exact: true }).waitFor();
  await axe.check('landing editor, template (ar)');
  await landing.getByRole('button', { name: ar('orgSettings.landing.htmlMode'), exact: true }).click();
  await landing.getByRole('textbox', { name: ar('orgSettings.landing.html'), exact: true }).waitFor();
  await axe.check('landing editor, HTML (ar)');

  // English, chosen in the top bar's menu
  await chooseLanguage(page, 'ar', 'en');
  await page.getByRole('heading', { level: 1, name: en('orgHome.title'), exact: true }).waitFor();
  await axe.checkPopup('new account dialog (en)', () => page.getByRole('button', { name: en('orgAccounts.add'), exact: true }).click());
  const actions = page.getByRole('button', { name: en('orgAccounts.actionsFor', { name: seededAccount }), exact: true });
  await axe.checkPopup('account actions menu (en)', () => actions.click(), 'menu');
  for (const action of ['editEmail', 'editUsername', 'clone', 'passwordLink', 'delete']) {
    await axe.checkPopup(`${action} dialog (en)`, async () => {
      await actions.click();
      await page.getByRole('menuitem', { name: en(`orgAccounts.${action}`), exact: true }).click();
    });
  }
  await axe.checkPopup('new course introduction dialog (en)', () => page.getByRole('button', { name: en('courseIntros.add'), exact: true }).click());

  await page.getByRole('link', { name: en('usersPage.openForAccount', { account: seededAccount }), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en('usersPage.title'), exact: true }).waitFor();
  await axe.check('users page of an account, for the holder (en)');
  expect(axe.found).toEqual({});
  await page.context().close();
}, 240_000);

test('the platform admin’s home and its dialogs (en), an organisation’s accounts, their dialogs and the tickets (ar) break no serious or critical axe rule at 1280 and 390 px', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const page = await stack.newPage({ locale: 'en' });
  const axe = axeRecord(page);
  await signInAsPlatformAdmin(page, 'en');
  const holderLink = page.getByRole('button', { name: en('platformAdmin.holderLink', { alias: demo.organization }), exact: true });
  await holderLink.waitFor();
  await axe.check('platform admin home (en)');
  await axe.checkPopup('add organisation dialog (en)', () => page.getByRole('button', { name: en('platformAdmin.add.open'), exact: true }).click());
  await axe.checkPopup('holder’s reset link dialog (en)', () => holderLink.click());

  // Arabic, chosen in the top bar's menu
  await chooseLanguage(page, 'en', 'ar');
  await page.getByRole('heading', { level: 1, name: ar('adminHome.organizations'), exact: true }).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${demo.organization}`) }).click();
  const card = page.getByRole('article', { name: seededAccount, exact: true });
  await card.waitFor();
  await axe.check('an organisation’s accounts (ar)');
  await axe.checkPopup('move account dialog (ar)', () => card.getByRole('button', { name: ar('platformAdmin.account.move'), exact: true }).click());
  await axe.checkPopup('owner’s reset link dialog (ar)', () => card.getByRole('button', { name: ar('platformAdmin.account.resetLink'), exact: true }).click());

  await page.getByRole('link', { name: ar('platformAdmin.ticketsLink'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: ar('tickets.title'), exact: true }).waitFor();
  const open = page.getByRole('button', { name: ar('tickets.openTicket', { subject: ticketSubject }), exact: true });
  await open.waitFor();
  await axe.check('tickets management (ar)');
  await axe.checkPopup('ticket dialog (ar)', () => open.click());
  expect(axe.found).toEqual({});
  await page.context().close();
});
