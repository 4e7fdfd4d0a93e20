import type { Page } from 'playwright-core';

/**
 * Waits for `arrival` (a navigation, a heading) after a submit, but fails at
 * once with the page's own message when an alert shows instead, rather than
 * after a timeout that says only that nothing happened.
 */
export async function waitForArrival(page: Page, arrival: Promise<unknown>): Promise<void> {
  const alert = page.getByRole('alert').first();
  const alertText = alert.waitFor().then(() => alert.innerText());
  const shown = await Promise.race([arrival.then(() => null), alertText]);
  if (shown !== null) throw new Error(`the page shows an error instead: ${shown}`);
}
