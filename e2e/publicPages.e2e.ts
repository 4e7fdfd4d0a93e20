// The public face (issue 13), the visitor switching languages on the way: the
// seeded `dev` organisation's landing page is live with a template and one
// course introduction. A visitor with no session opens / and lands on
// /landing-page/dev, right to left in Arabic; chooses English in the menu,
// reads the introduction and the course card (left to right), opens the
// course's introduction and chooses Arabic there (right to left again; name,
// statistics written as Arabic writes numbers, a program map panel that
// expands) and goes to sign-in from there, in Arabic. Both pages set their
// title and description, break no axe rule at 1280 and 390 px and do not
// scroll sideways on a phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();
let organizationName = '';
let courseId = '';

const course = {
  name: 'Arabic for beginners',
  shortDescription: 'Read and write Arabic in ten weeks',
  statistic: { name: 'Graduates', count: 2500 },
  subject: 'The alphabet',
  content: 'Letters and their shapes',
};

beforeAll(async () => {
  const organization = await stack.prisma.organization.update({
    where: { alias: demo.organization },
    data: {
      isLive: true,
      supportLink: 'https://t.me/dev_support',
      landingPageTemplate: {
        banner: null,
        introduction: 'Learn **Arabic** with *us*',
        programsIntroductionText: 'Our courses',
        primaryColor: '#00695C',
        statistics: [{ name: 'Learners', count: 1200, icon: 'people' }],
      },
    },
  });
  organizationName = organization.name || organization.alias;
  const account = await stack.prisma.account.findFirstOrThrow({ where: { organizationId: organization.id } });
  ({ id: courseId } = await stack.prisma.courseIntroduction.create({
    data: {
      organizationId: organization.id,
      accountId: account.id,
      accountName: course.name,
      accountColor: '#6A1B9A',
      shortDescription: course.shortDescription,
      category: 'Language',
      cost: 'free',
      location: 'online',
      duration: '10 weeks',
      numberOfHours: 40,
      goals: 'By the end:\n- read a page\n- write a letter',
      statistics: [{ ...course.statistic, icon: 'trophy' }],
      lecturers: [{ name: 'Huda Salem', title: 'Senior teacher' }],
      detailedProgramMap: [{ subject: course.subject, contents: [course.content, 'Vowels'] }],
    },
  }));
});

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

/** The page fits a 390 px phone without sideways scrolling, and breaks no axe rule there or at 1280 px. */
async function checkLayoutAndAccessibility(page: Page, what: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page), `${what} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${what}: sideways scroll at 390 px`).toBeLessThanOrEqual(0);
  expect(await axeViolations(page), `${what} at 390 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const documentDirection = (page: Page) => page.evaluate(() => document.documentElement.dir);

describe('the public pages', () => {
  test('a visitor at / lands on the landing page (ar, then en), opens the course introduction (en, then ar) and goes to sign-in (ar)', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const page = await stack.newPage({ locale: 'ar', width: 1280 });

    await page.goto('/');
    await page.waitForURL(/#\/landing-page\/dev$/);
    await page.getByRole('heading', { level: 1, name: organizationName, exact: true }).waitFor();
    expect(await documentDirection(page)).toBe('rtl');
    await chooseLanguage(page, 'ar', 'en');
    expect(await documentDirection(page)).toBe('ltr');

    // The template: introduction with its emphasis, the statistic, the course card.
    expect(await page.locator('strong', { hasText: 'Arabic' }).count()).toBe(1);
    await page.getByText('Learners', { exact: true }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(course.name) });
    await card.waitFor();
    expect(await card.textContent()).toContain(course.shortDescription);
    expect(await card.textContent()).toContain(en('publicPages.cost.free'));
    expect(await page.getByRole('link', { name: en('publicPages.contact'), exact: true }).getAttribute('href')).toBe('https://t.me/dev_support');
    expect(await page.title()).toBe(organizationName);
    expect(await meta(page, 'meta[name="description"]')).toBe('Learn Arabic with us');
    expect(await meta(page, 'meta[property="og:title"]')).toBe(organizationName);
    await checkLayoutAndAccessibility(page, 'landing page (en)');

    // The course introduction, read in Arabic, chosen in its menu.
    await card.click();
    await page.waitForURL(new RegExp(`#/course-introduction/${courseId}$`));
    await page.getByRole('heading', { level: 1, name: course.name, exact: true }).waitFor();
    await chooseLanguage(page, 'en', 'ar');
    expect(await documentDirection(page)).toBe('rtl');
    await page.getByText(course.statistic.name, { exact: true }).waitFor();
    expect(await page.getByText(new Intl.NumberFormat('ar').format(course.statistic.count), { exact: true }).count()).toBe(1);
    expect(await page.title()).toBe(course.name);
    expect(await meta(page, 'meta[name="description"]')).toBe(course.shortDescription);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(course.shortDescription);
    const panel = page.getByRole('button', { name: course.subject, exact: true });
    expect(await panel.getAttribute('aria-expanded')).toBe('false');
    await panel.click();
    await page.getByText(course.content, { exact: true }).waitFor();
    expect(await panel.getAttribute('aria-expanded')).toBe('true');
    await checkLayoutAndAccessibility(page, 'course introduction (ar)');

    // Sign-in: the learner sign-in of this organisation.
    await page.getByRole('link', { name: ar('publicPages.signIn'), exact: true }).click();
    await page.waitForURL(/#\/login$/);
    await page.getByRole('heading', { level: 1, name: ar('learnerEntry.signInTitle'), exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('org'))).toBe(demo.organization);

    await page.context().close();
  }, 120_000);
});
