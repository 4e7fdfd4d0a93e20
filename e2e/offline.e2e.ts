// Offline media, in Arabic on a desktop (1280 px) and in English on a phone
// (390 px), where the viewer is a dialog over the tree: the seeded learner
// opens the program "Getting started", waits for the service worker, saves the
// seeded video for offline, goes offline, reloads, opens the saved-for-offline
// list from the toolbar's settings dialog, plays the video and seeks it (byte
// ranges answered from video-cache-v1); axe on the viewer and on the list, at
// the run's width.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { waitForLearnerHome } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const seeded = { learnerName: 'Demo Learner', account: 'Demo Account', program: 'Getting started', video: 'Introduction video' } as const;

const stack = stackOfThisFile();

async function signIn(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
  await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
  await waitForArrival(page, waitForLearnerHome(page, language, seeded.learnerName));
}

// each language at one of the two widths: the journey is the same in both, the layout is not
const cases: Array<[Language, number]> = [
  ['ar', 1280],
  ['en', 390],
];

describe('offline media', () => {
  test.each(cases)('in %s at %i px: saves the video, reloads offline, plays and seeks it from the cache', async (language, width) => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width });
    await signIn(page, language);
    // The service worker registers after load and takes control of the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    // The video sits in the folder Lessons: the search opens it.
    await page.getByRole('searchbox', { name: t('program.search'), exact: true }).fill('video');
    await page.getByRole('button', { name: seeded.video, exact: true }).click();
    await page.locator('video').waitFor();
    await page.getByRole('status').filter({ hasText: t('offline.online') }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('offline.save'), exact: true }).click();
    await page.getByText(t('offline.availableOffline'), { exact: true }).waitFor();
    expect(await page.evaluate(async () => (await (await caches.open('video-cache-v1')).keys()).map((request) => new URL(request.url).pathname))).toEqual([
      '/files/dev/seed/intro-video.mp4',
    ]);

    await page.context().setOffline(true);
    await page.reload();
    // The program page fails offline and may still be re-rendering (error, redirect) when the
    // dialog first opens, which closes it: open it again until the saved list shows.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.getByRole('button', { name: t('offline.settings.title'), exact: true }).click({ timeout: 5000 });
        await page.getByRole('dialog').getByRole('link', { name: t('offline.settings.savedList'), exact: true }).click({ timeout: 5000 });
        await page.getByRole('heading', { level: 1, name: t('offline.savedList.title'), exact: true }).waitFor({ timeout: 5000 });
        break;
      } catch (error) {
        if (attempt === 4) throw error;
        await page.keyboard.press('Escape');
      }
    }
    await page.getByRole('status').filter({ hasText: t('offline.offline') }).waitFor();
    await page.getByRole('heading', { level: 2, name: seeded.video, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Play from the copy, then seek: currentTime moves to the sought time and playback goes on from there.
    const video = page.locator('video');
    const sought = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => element.addEventListener('timeupdate', resolve, { once: true }));
      const target = Math.min(2, element.duration / 2);
      element.currentTime = target;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      return target;
    });
    await page.waitForFunction((target) => {
      const element = document.querySelector('video');
      return element !== null && !element.paused && element.currentTime > target && element.error === null;
    }, sought);
    await page.context().close();
  });
});
