// Journeys of a new learner: register with an e-mail and reach the learner
// home, in Arabic (the default, right to left) and in English (left to right).
import { describe, expect, test } from 'vitest';
import { stackOfThisFile } from './harness.ts';
import { documentLanguage, newLearner, registerFromEntryScreen, waitForLearnerHome } from './learnerEntry.ts';
import { languageName, textsOf } from './texts.ts';

const stack = stackOfThisFile();

describe('a new learner', () => {
  test('registers in Arabic, the default language, and reaches the learner home right to left', async () => {
    const page = await stack.newPage({ locale: 'ar', width: 390 });
    const learner = newLearner('ar', 'سارة أحمد');

    await page.goto('/#/login');
    await registerFromEntryScreen(page, 'ar', learner);
    await waitForLearnerHome(page, 'ar', learner.name);

    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  test('switches to English with the language menu, registers and reaches the learner home left to right', async () => {
    const page = await stack.newPage({ locale: 'en' });
    const learner = newLearner('en', 'Sam Taylor');
    const ar = textsOf('ar');

    await page.goto('/#/login');
    await page.getByRole('heading', { level: 1, name: ar('learnerEntry.signInTitle'), exact: true }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.getByRole('button', { name: ar('language.label'), exact: true }).click();
    await page.getByRole('menuitem', { name: languageName('en'), exact: true }).click();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await registerFromEntryScreen(page, 'en', learner);
    await waitForLearnerHome(page, 'en', learner.name);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    // The choice is remembered: a reload keeps English.
    await page.reload();
    await waitForLearnerHome(page, 'en', learner.name);
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
