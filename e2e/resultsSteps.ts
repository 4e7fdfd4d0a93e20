// The account owner's results steps on /AccountHome as a user works them: a
// quiz's results file from its tree row, the account's from the toolbar, the
// beNotifiedFile message, the notifications bell, and the downloaded
// spreadsheet opened with a real .xlsx reader.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { labelOf, type ResultsLabel } from '../server/services/results/resultsLabels.ts';
import { readXlsx } from '../server/testing/resultsFiles.ts';
import { adminToken, rest } from './adminApi.ts';
import { demo, SEED_PASSWORD } from './harness.ts';
import { textsOf, type Language } from './texts.ts';

/**
 * Counts the notifications the page receives over its GraphQL subscription
 * socket (graphql-ws `next` messages of notificationAdded): proof that the
 * bell was told live, not by its 5 s poll. Call before the page signs in.
 */
export function countLiveNotifications(page: Page): () => number {
  let received = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const message = JSON.parse(text) as { type?: string; payload?: { data?: { notificationAdded?: unknown } } };
      if (message.type === 'next' && message.payload?.data?.notificationAdded) received += 1;
    });
  });
  return () => received;
}

/** Clears the seeded owner's notifications (admin/clearUserNotifications), so the bell starts hidden. */
export async function clearOwnerNotifications(url: string): Promise<void> {
  await rest<unknown>(url, 'clearUserNotifications', {}, await adminToken(url, demo.accountOwner, SEED_PASSWORD));
}

/** The seeded owner's account name, as admin/getAccountData gives it. */
export async function ownerAccountName(url: string): Promise<string> {
  const account = await rest<{ alias: string }>(url, 'getAccountData', {}, await adminToken(url, demo.accountOwner, SEED_PASSWORD));
  return account.alias;
}

/**
 * Keeps every text an alert of the page shows from now on (in window.__alertsSeen):
 * a message the snackbar replaces soon after (beNotifiedFile, then "downloading")
 * is still seen, however fast the job runs.
 */
export async function recordAlerts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const recorder = window as unknown as { __alertsSeen?: string[]; __alertsObserver?: MutationObserver };
    recorder.__alertsObserver?.disconnect();
    const seen: string[] = [];
    const read = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = (alert.textContent ?? '').trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    recorder.__alertsSeen = seen;
    recorder.__alertsObserver = new MutationObserver(read);
    recorder.__alertsObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** Resolves once an alert has said `text` since recordAlerts. */
export async function waitForAlertSaid(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => ((window as unknown as { __alertsSeen?: string[] }).__alertsSeen ?? []).some((said) => said.includes(expected)), text);
}

/** The bell's button, named by its count (absent while there is no notification). */
export function bell(page: Page, language: Language, count: number) {
  return page.getByRole('button', { name: textsOf(language)('notifications.bell', { count }), exact: true });
}

/** The bell's button whatever its count: its name starts with the list's title in both languages. */
export function anyBell(page: Page, language: Language) {
  return page.getByRole('button', { name: textsOf(language)('notifications.title') });
}

/** Opens a quiz's row menu and chooses "Download results". */
export async function requestQuizResults(page: Page, language: Language, quiz: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('programTree.a11y.actions_quiz', { name: quiz }), exact: true }).click();
  await page.getByRole('menuitem', { name: t('notifications.results.rowAction_quiz', { name: quiz }), exact: true }).click();
}

/** The toolbar's "Account results", as a spreadsheet. */
export async function requestAccountResults(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('notifications.results.account'), exact: true }).click();
  const menu = page.getByRole('menu', { name: t('notifications.results.formats'), exact: true });
  await menu.getByRole('menuitem', { name: t('notifications.results.xlsx'), exact: true }).click();
}

/**
 * Asks for a results file with `request` and follows it as the owner sees it:
 * the beNotifiedFile message, then the bell counting `bellCount`, and the
 * file the browser downloads by itself.
 */
export async function resultsFileOf(page: Page, language: Language, bellCount: number, request: () => Promise<void>): Promise<Download> {
  const t = textsOf(language);
  await recordAlerts(page);
  // The job may finish within the click: the download is awaited from before it.
  const download = page.waitForEvent('download');
  await request();
  await waitForAlertSaid(page, t('notifications.beNotifiedFile'));
  const file = await download;
  // the count badge shows the number the button's name gives
  const counted = bell(page, language, bellCount);
  await counted.waitFor();
  if ((await counted.innerText()).trim() !== String(bellCount)) throw new Error(`the bell's badge shows ${await counted.innerText()}`);
  await waitForAlertSaid(page, t('notifications.results.downloaded'));
  return file;
}

export interface ResultsSheet {
  name: string;
  rightToLeft: boolean;
  /** the header row's texts */
  headers: string[];
  /** every row after the header, its cells as texts ('' when empty) */
  rows: string[][];
}

/** The downloaded file's first sheet, read with exceljs (a real .xlsx reader: a CSV or a broken zip throws). */
export async function firstSheetOf(download: Download): Promise<ResultsSheet> {
  const bytes = await readFile(await download.path());
  const [sheet] = await readXlsx(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  if (!sheet) throw new Error('the workbook has no sheet');
  const [headers = [], ...rows] = sheet.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  return { name: sheet.name, rightToLeft: sheet.rightToLeft, headers, rows };
}

/** The row of the learner with `email` in the e-mail column of a file written in `language`, or undefined. */
export function rowOf(sheet: ResultsSheet, language: Language, email: string): string[] | undefined {
  const column = sheet.headers.indexOf(labelOf('email', language));
  return sheet.rows.find((row) => row[column] === email);
}

/** The cell of the learner with `email` under the header `label` of a one-quiz file written in `language`. */
export function cellOf(sheet: ResultsSheet, language: Language, email: string, label: ResultsLabel): string | undefined {
  return rowOf(sheet, language, email)?.[sheet.headers.indexOf(labelOf(label, language))];
}

/** What a results file of `language` looks like: its sheet's name, header and direction. */
export function expectedSheet(language: Language) {
  return { name: labelOf('resultsSheet', language), email: labelOf('email', language), rightToLeft: language === 'ar' };
}
