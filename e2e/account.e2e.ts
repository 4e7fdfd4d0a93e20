// Journeys of the seeded account owner: sign in at /#/login/account and see
// the account's programs.
import { describe, expect, test } from 'vitest';
import { accountProgramNames } from './adminApi.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { textsOf } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

describe('the account owner', () => {
  const t = textsOf('ar');

  test('signs in and sees the seeded program list', async () => {
    const programNames = await accountProgramNames(stack.url, demo.accountOwner, SEED_PASSWORD);
    expect(programNames.length).toBeGreaterThan(0);
    const page = await stack.newPage({ locale: 'ar' });

    await page.goto('/#/login/account');
    await page.getByRole('heading', { level: 1, name: t('adminLogin.title.account'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.accountOwner);
    await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();

    await waitForArrival(page, page.waitForURL(/#\/AccountHome$/));
    await page.getByRole('heading', { level: 1, name: t('accountHome.title'), exact: true }).waitFor();
    const list = page.getByRole('list', { name: t('programTree.title'), exact: true });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(programNames.length);
    for (const name of programNames) {
      await list.getByRole('listitem').filter({ hasText: name }).waitFor();
    }
  });

  test('is refused with a wrong password and stays on the sign-in page', async () => {
    const page = await stack.newPage({ locale: 'ar' });

    await page.goto('/#/login/account');
    await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.accountOwner);
    await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();

    await page.getByRole('alert').filter({ hasText: t('errors.invalidCredentials') }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/login/account');
  });
});
