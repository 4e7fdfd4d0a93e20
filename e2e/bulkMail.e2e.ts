// Bulk e-mail (issue 17), each journey once, the two languages shared out:
// the account owner, in Arabic, opens Send e-mail from the account home,
// writes an Arabic subject, designs the mail in the visual editor (a text
// block typed in, an uploaded image inserted inline by its cid), attaches a
// PDF, loads a recipients file of three lines (one not an address: shown as
// left out), sends a test to themself, then sends with their password and
// watches the progress reach 2 of 2. The SMTP server started here receives
// one copy per learner, with the Arabic subject, the text, the inline image,
// the attachment and the Arabic mail's right-to-left direction; the owner
// then chooses English in the language menu and the progress stays, in
// English. Send e-mail breaks no axe rule at 1280 px (Arabic) nor at 390 px
// (English).
// Issue 30, in English: typed into a text block and tested at once (the
// text's editing ends only afterwards), the mail is the one tested and Send
// goes out, left to right; an edit after the test turns Send off until the
// next test. Save design (English) downloads a file that, loaded into a fresh
// page, restores the subject, attachments and design.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PDF_BYTES, PNG_BYTES } from '../server/testing/uploads.ts';
import { startSmtp, stopSmtp, until, type TestSmtp } from '../server/testing/smtpServer.ts';
import { signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
});

afterAll(async () => {
  if (smtp) await stopSmtp(smtp.server);
});

const stack = stackOfThisFile(() => ({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }));

const SUBJECT = 'دعوة إلى اختبار الربيع';
const messagesTo = (address: string) => smtp.received.filter((message) => message.to.includes(address));

/** Two learners registered with the demo account: the mail's recipients. */
async function accountLearners(language: Language, journey = ''): Promise<string[]> {
  const owner = await stack.prisma.adminIdentity.findFirstOrThrow({ where: { username: demo.accountOwner } });
  const emails = [`sara-${journey}${language}@example.com`, `omar-${journey}${language}@example.com`];
  for (const email of emails) {
    const learner = await stack.prisma.learner.create({ data: { organizationId: owner.organizationId!, email, name: email } });
    await stack.prisma.registration.create({ data: { accountId: owner.accountId!, learnerId: learner.id } });
  }
  return emails;
}

async function openSendEmail(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await signInAccountOwner(page, language);
  await page.getByRole('link', { name: t('bulkMail.open'), exact: true }).click();
  await page.waitForURL(/#\/SendEmail$/);
  await page.getByRole('heading', { level: 1, name: t('bulkMail.title'), exact: true }).waitFor();
  await page.getByTestId('mail-designer').locator('iframe.gjs-frame').waitFor();
}

/** The editor's canvas (GrapesJS draws the design in an iframe). */
const canvas = (page: Page) => page.getByTestId('mail-designer').frameLocator('iframe.gjs-frame');

/** Adds a block of the editor's panel to the design by a click (appendOnClick), and waits for it on the canvas. */
async function addBlock(page: Page, label: string, type: string): Promise<void> {
  await page.locator('.gjs-block').filter({ has: page.getByText(label, { exact: true }) }).click();
  await canvas(page).locator(`[data-gjs-type="${type}"]`).first().waitFor();
}

/** Double-clicks the design's first text block (Playwright's own double click inside GrapesJS's frame does not reach the text's listener) and types `text` over its content. */
async function typeIntoText(page: Page, text: string): Promise<void> {
  const block = canvas(page).locator('[data-gjs-type="text"]').first();
  await block.click();
  await block.dispatchEvent('dblclick');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Waits for the status under Send to say `text`, and for Send to be enabled or not. */
async function sendState(page: Page, language: Language, text: string, enabled: boolean): Promise<void> {
  const t = textsOf(language);
  await expect.poll(() => page.getByTestId('send-status').innerText(), { timeout: 10_000 }).toBe(text);
  const send = page.getByRole('button', { name: t('bulkMail.send.send'), exact: true });
  await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(enabled);
}

test('the owner (ar) designs, tests and sends a mail, each learner gets one copy with the Arabic subject, the inline image and the attachment; the progress stays in English', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const learners = await accountLearners('ar');
  const page = await stack.newPage({ locale: 'ar', width: 1280 });
  await openSendEmail(page, 'ar');

  await page.getByRole('textbox', { name: ar('bulkMail.subject') }).fill(SUBJECT);

  // the design: the Text block added to the canvas, and typed into
  const text = 'مرحبا، موعد الاختبار يوم الأحد';
  await addBlock(page, ar('bulkMail.blocks.text'), 'text');
  const block = canvas(page).locator('[data-gjs-type="text"]').first();
  // a double click starts the text's editing (Playwright's own double click inside GrapesJS's frame does not reach the text's listener)
  await block.click();
  await block.dispatchEvent('dblclick');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  await canvas(page).locator('body').click({ position: { x: 5, y: 5 } });

  // attachments: a PDF, and an image shown inline by its cid
  await page.getByLabel(ar('bulkMail.attachments.choose')).setInputFiles([
    { name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES },
    { name: 'programme.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES },
  ]);
  await page.getByRole('button', { name: ar('bulkMail.attachments.copy', { file: 'programme.pdf' }) }).waitFor();
  await page.getByRole('checkbox', { name: ar('bulkMail.attachments.inline', { file: 'logo.png' }) }).check();
  await page.getByRole('button', { name: ar('bulkMail.attachments.insert', { file: 'logo.png' }) }).click();
  await canvas(page).locator('img').first().waitFor();

  // recipients: three lines, one of them not an address
  await page.getByLabel(ar('bulkMail.recipients.choose')).setInputFiles({
    name: 'learners.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${learners[0]}\nnot an address\n${learners[1].toUpperCase()}\n`),
  });
  await page.getByText(ar('bulkMail.recipients.kept', { count: 2 }), { exact: true }).waitFor();
  await page.getByText('not an address', { exact: true }).waitFor();

  // the test send reaches the owner only
  const before = smtp.received.length;
  await page.getByRole('button', { name: ar('bulkMail.send.test'), exact: true }).click();
  await until(() => Promise.resolve(messagesTo('owner@example.com').length), (count) => count > 0 && smtp.received.length > before, 'the test mail arrives');
  expect(smtp.received.slice(before).flatMap((message) => message.to)).toEqual(['owner@example.com']);

  expect(await axeViolations(page), 'send e-mail (ar) at 1280 px').toEqual([]);

  await page.getByRole('textbox', { name: ar('bulkMail.send.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: ar('bulkMail.send.send'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: ar('bulkMail.send.confirmTitle'), exact: true });
  await confirm.getByRole('button', { name: ar('bulkMail.send.confirm'), exact: true }).click();
  await page
    .getByText(ar('bulkMail.progress.sent', { done: 2, total: 2 }), { exact: true })
    .waitFor({ timeout: 30_000 })
    .catch(async (error: Error) => {
      // what the screen says instead (a failed delivery waits BULK_MAIL_RETRY_SECONDS, 30 s, before its retry), and what the SMTP server got
      const shown = await page.getByTestId('send-progress').innerText().catch(() => '(no progress section)');
      throw new Error(`${error.message}\nthe progress section says: ${shown}\nthe SMTP server received ${smtp.received.length} messages`);
    });
  await page.getByRole('link', { name: ar('bulkMail.progress.report') }).waitFor();

  for (const address of learners) {
    expect(messagesTo(address)).toHaveLength(1);
    const { parsed } = messagesTo(address)[0];
    expect(parsed.subject).toBe(SUBJECT);
    expect(parsed.text).toContain(text);
    // the message's language is the screen's: an Arabic mail reads right to left in the mail reader
    expect(parsed.html).toContain('<div lang="ar" dir="rtl"');
    const logo = parsed.attachments.find((attachment) => attachment.filename === 'logo.png');
    expect(parsed.html).toContain(`src="cid:${logo?.cid}"`);
    const names = parsed.attachments.map((attachment) => attachment.filename).sort();
    expect(names).toEqual(['logo.png', 'programme.pdf']);
    expect(parsed.attachments.find((attachment) => attachment.filename === 'logo.png')?.related).toBe(true);
  }

  // English, chosen in the top bar's menu: the send's progress and report stay, now in English.
  await chooseLanguage(page, 'ar', 'en');
  await page.getByText(en('bulkMail.progress.sent', { done: 2, total: 2 }), { exact: true }).waitFor();
  await page.getByRole('link', { name: en('bulkMail.progress.report') }).waitFor();

  await page.setViewportSize({ width: 390, height: 900 });
  expect(await axeViolations(page), 'send e-mail (en) at 390 px').toEqual([]);
  await page.close();
});

test('typed into a text block and tested at once (en), the mail is sent as tested; an edit after the test turns Send off until the next test', async () => {
  const language: Language = 'en';
  const t = textsOf(language);
  const learners = await accountLearners(language, 'typed-');
  const page = await stack.newPage({ locale: language, width: 1280 });
  await openSendEmail(page, language);
  await page.getByRole('textbox', { name: t('bulkMail.subject') }).fill(SUBJECT);
  await page.getByLabel(t('bulkMail.recipients.choose')).setInputFiles({ name: 'learners.txt', mimeType: 'text/plain', buffer: Buffer.from(learners.join('\n')) });
  await page.getByText(t('bulkMail.recipients.kept', { count: 2 }), { exact: true }).waitFor();
  await page.getByRole('textbox', { name: t('bulkMail.send.password'), exact: true }).fill(SEED_PASSWORD);

  // typed, then straight to the test: the text's editing is still open when the test is taken
  const first = 'The test is on Sunday';
  await addBlock(page, t('bulkMail.blocks.text'), 'text');
  await typeIntoText(page, first);
  const before = messagesTo('owner@example.com').length;
  await page.getByRole('button', { name: t('bulkMail.send.test'), exact: true }).click();
  await until(() => Promise.resolve(messagesTo('owner@example.com')), (mails) => mails.length > before, 'the test mail arrives');
  expect(messagesTo('owner@example.com').at(-1)?.parsed.text).toContain(first);
  const ready = t('bulkMail.send.ready', { email: 'owner@example.com' });
  await sendState(page, language, ready, true);

  // typing after the test asks for another one
  const second = 'The test is on Monday';
  await typeIntoText(page, second);
  await sendState(page, language, t('bulkMail.send.testAgain'), false);
  await page.getByRole('button', { name: t('bulkMail.send.test'), exact: true }).click();
  await until(() => Promise.resolve(messagesTo('owner@example.com')), (mails) => mails.length > before + 1, 'the second test mail arrives');
  expect(messagesTo('owner@example.com').at(-1)?.parsed.text).toContain(second);
  await sendState(page, language, ready, true);

  await page.getByRole('button', { name: t('bulkMail.send.send'), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t('bulkMail.send.confirmTitle'), exact: true });
  await confirm.getByRole('button', { name: t('bulkMail.send.confirm'), exact: true }).click();
  await page.getByText(t('bulkMail.progress.sent', { done: 2, total: 2 }), { exact: true }).waitFor({ timeout: 30_000 });
  for (const address of learners) {
    expect(messagesTo(address)).toHaveLength(1);
    expect(messagesTo(address)[0].parsed.subject).toBe(SUBJECT);
    expect(messagesTo(address)[0].parsed.text).toContain(second);
    expect(messagesTo(address)[0].parsed.text).not.toContain(first);
    // the message's language is the screen's: an English mail reads left to right
    expect(messagesTo(address)[0].parsed.html).toContain('<div lang="en" dir="ltr"');
  }
  await page.close();
});

test('Save design downloads a file that restores the subject, the attachments and the design in a new page', async () => {
  const language: Language = 'en';
  const t = textsOf(language);
  const page = await stack.newPage({ locale: language, width: 1280 });
  await openSendEmail(page, language);
  await page.getByRole('textbox', { name: t('bulkMail.subject') }).fill(SUBJECT);
  await page.getByLabel(t('bulkMail.attachments.choose')).setInputFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
  await page.getByRole('checkbox', { name: t('bulkMail.attachments.inline', { file: 'logo.png' }) }).check();
  await page.getByRole('button', { name: t('bulkMail.attachments.insert', { file: 'logo.png' }) }).click();
  await canvas(page).locator('img').first().waitFor();

  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: t('bulkMail.design.save'), exact: true }).click();
  const download = await saving;
  const saved = await readFile((await download.path())!, 'utf8');
  const design = JSON.parse(saved);
  expect(design).toMatchObject({ version: 1, subject: SUBJECT, attachments: [{ filename: 'logo.png', cid: expect.any(String) }] });

  const fresh = await stack.newPage({ locale: language, width: 1280 });
  await openSendEmail(fresh, language);
  await fresh.getByLabel(t('bulkMail.design.load')).setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(saved) });
  await fresh.getByText(t('bulkMail.design.loaded'), { exact: true }).waitFor();
  expect(await fresh.getByRole('textbox', { name: t('bulkMail.subject') }).inputValue()).toBe(SUBJECT);
  await fresh.getByRole('button', { name: t('bulkMail.attachments.copy', { file: 'logo.png' }) }).waitFor();
  expect(await canvas(fresh).locator('img').first().getAttribute('src')).toBe(design.attachments[0].path);

  // saved again, the design is the same file
  const again = fresh.waitForEvent('download');
  await fresh.getByRole('button', { name: t('bulkMail.design.save'), exact: true }).click();
  expect(JSON.parse(await readFile((await (await again).path())!, 'utf8'))).toEqual(design);
});
