// The seeded learner's program journey, in Arabic and English, on a desktop
// and on a 390 px phone: open "Getting started", search the tree, read the
// PDF guide to page 2, play the video, reload and resume it, and mark an item
// completed to see the folder's progress change.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demo, stackOfThisFile } from './harness.ts';
import { waitForLearnerHome } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

/** The seeded demo (prisma/seed.ts). */
const seeded = {
  learnerName: 'Demo Learner',
  account: 'Demo Account',
  program: 'Getting started',
  pdf: 'Program guide',
  video: 'Introduction video',
  folder: 'Lessons',
} as const;

const stack = stackOfThisFile();

async function signInSeededLearner(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  // Arabic is the default; an English reader has chosen English before (the choice is remembered).
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
  await waitForArrival(page, waitForLearnerHome(page, language, seeded.learnerName));
}

async function openSeededProgram(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
  await page.getByRole('link', { name: seeded.program }).click();
  await page.waitForURL(/#\/UserHomeProgramTree\?domainId=[^&]+&programId=/);
  await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** On a phone an opened item fills the screen; back to the tree with its close button. */
async function closeFullScreenViewer(page: Page, language: Language, phone: boolean): Promise<void> {
  if (!phone) return;
  const t = textsOf(language);
  await page.getByRole('dialog').getByRole('button', { name: t('viewer.close'), exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

const cases: Array<[Language, number]> = [
  ['ar', 1280],
  ['ar', 390],
  ['en', 1280],
  ['en', 390],
];

describe('the seeded learner in the program "Getting started"', () => {
  test.each(cases)('in %s at %i px: searches, reads the PDF, resumes the video, marks an item completed', async (language, width) => {
    const t = textsOf(language);
    const phone = width < 960;
    const page = await stack.newPage({ locale: language, width });

    await signInSeededLearner(page, language);
    await openSeededProgram(page, language);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    // Search: the PDF sits in Lessons > Reading; both folders open for it.
    await page.getByRole('searchbox', { name: t('program.search'), exact: true }).fill('guide');
    await page.getByText(t('program.resultsFound', { count: 1 }), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: seeded.folder, exact: true }).getAttribute('aria-expanded')).toBe('true');

    // The PDF: two pages, turned with Next.
    await page.getByRole('button', { name: seeded.pdf, exact: true }).click();
    await page.getByText(t('viewer.pdf.pageOf', { page: 1, count: 2 }), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('viewer.pdf.next'), exact: true }).click();
    await page.getByText(t('viewer.pdf.pageOf', { page: 2, count: 2 }), { exact: true }).waitFor();
    await page.getByRole('img', { name: t('viewer.pdf.pageImage', { name: seeded.pdf, page: 2 }), exact: true }).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await closeFullScreenViewer(page, language, phone);

    // The video: play a little, pause (the position is saved here and on the server).
    await page.getByRole('searchbox', { name: t('program.search'), exact: true }).fill('');
    await page.getByRole('button', { name: seeded.video, exact: true }).click();
    const video = page.locator('video');
    await video.waitFor();
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1.5);
    const savedOnServer = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SavePlaybackPositionMutation'),
    );
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await savedOnServer;
    const position = await page.evaluate(() => Object.values(JSON.parse(window.localStorage.getItem('videoProgress') ?? '{}'))[0]);
    expect(position).toBeGreaterThan(1.5);

    // Reload: the video resumes where it was paused.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder, exact: true }).click();
    await page.getByRole('button', { name: seeded.video, exact: true }).click();
    await page.waitForFunction(
      (expected) => {
        const element = document.querySelector('video');
        return element !== null && element.readyState >= 1 && Math.abs(element.currentTime - expected) < 0.5;
      },
      position as number,
    );
    await closeFullScreenViewer(page, language, phone);

    // Marking the video (un)completed moves the progress of Lessons.
    const progress = page.getByRole('progressbar', { name: t('program.folderProgress', { name: seeded.folder }), exact: true });
    const before = await progress.getAttribute('aria-valuenow');
    const mark = page.getByRole('checkbox', { name: t('program.markCompleted', { name: seeded.video }), exact: true });
    const wasMarked = await mark.isChecked();
    await mark.click();
    await expect.poll(() => mark.isChecked()).toBe(!wasMarked);
    await expect.poll(() => progress.getAttribute('aria-valuenow')).not.toBe(before);
    const after = Number(await progress.getAttribute('aria-valuenow'));
    expect(wasMarked ? after < Number(before) : after > Number(before)).toBe(true);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    await page.context().close();
  }, 120_000);
});
