// The account owner's screens on a 390 px phone, right to left: the account
// home, the program tree with its dialogs and the quiz editor fit the screen's
// width (nothing scrolls sideways) and keep working there.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addFolder, addProgram, openRow, signInAccountOwner, startQuizInFolder } from './accountOwner.ts';
import { stackOfThisFile } from './harness.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

/** How far the page reaches past the viewport's width, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the account owner on a phone', () => {
  const t = textsOf('ar');

  test('builds a program, a folder and opens the quiz editor at 390 px without sideways scrolling', async () => {
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    const run = Date.now().toString(36);
    const program = `برنامج الهاتف ${run}`;
    const folder = `مجلد الهاتف ${run}`;

    await signInAccountOwner(page, 'ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await addProgram(page, 'ar', program);
    await openRow(page, 'ar', 'program', program);
    await addFolder(page, 'ar', program, folder);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await startQuizInFolder(page, 'ar', folder);
    await page.getByRole('textbox', { name: t('quizEditor.settings.name'), exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
