// The public face in Arabic and in English (issue 13): the seeded `dev`
// organisation's landing page is live with a template and one course
// introduction. A visitor with no session opens / and lands on
// /landing-page/dev, reads the introduction and the course card, opens the
// course's introduction (name, statistics, a program map panel that expands)
// and goes to sign-in from there. Both pages set their title and description,
// break no axe rule at 1280 and 390 px and do not scroll sideways on a phone.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';

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

describe.each<Language>(['ar', 'en'])('the public pages in %s', (language) => {
  test('a visitor at / lands on the landing page, opens the course introduction and goes to sign-in', async () => {
    const t = textsOf(language);
    const page = await stack.newPage({ locale: language, width: 1280 });

    await page.goto('/');
    await page.waitForURL(/#\/landing-page\/dev$/);
    await page.getByRole('heading', { level: 1, name: organizationName, exact: true }).waitFor();
    await chooseLanguage(page, 'ar', language);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // The template: introduction with its emphasis, the statistic, the course card.
    expect(await page.locator('strong', { hasText: 'Arabic' }).count()).toBe(1);
    await page.getByText('Learners', { exact: true }).waitFor();
    const card = page.getByRole('link', { name: new RegExp(course.name) });
    await card.waitFor();
    expect(await card.textContent()).toContain(course.shortDescription);
    expect(await card.textContent()).toContain(t('publicPages.cost.free'));
    expect(await page.getByRole('link', { name: t('publicPages.contact'), exact: true }).getAttribute('href')).toBe('https://t.me/dev_support');
    expect(await page.title()).toBe(organizationName);
    expect(await meta(page, 'meta[name="description"]')).toBe('Learn Arabic with us');
    expect(await meta(page, 'meta[property="og:title"]')).toBe(organizationName);
    await checkLayoutAndAccessibility(page, 'landing page');

    // The course introduction.
    await card.click();
    await page.waitForURL(new RegExp(`#/course-introduction/${courseId}$`));
    await page.getByRole('heading', { level: 1, name: course.name, exact: true }).waitFor();
    await page.getByText(course.statistic.name, { exact: true }).waitFor();
    expect(await page.getByText(new Intl.NumberFormat(language).format(course.statistic.count), { exact: true }).count()).toBe(1);
    expect(await page.title()).toBe(course.name);
    expect(await meta(page, 'meta[name="description"]')).toBe(course.shortDescription);
    expect(await meta(page, 'meta[property="og:description"]')).toBe(course.shortDescription);
    const panel = page.getByRole('button', { name: course.subject, exact: true });
    expect(await panel.getAttribute('aria-expanded')).toBe('false');
    await panel.click();
    await page.getByText(course.content, { exact: true }).waitFor();
    expect(await panel.getAttribute('aria-expanded')).toBe('true');
    await checkLayoutAndAccessibility(page, 'course introduction');

    // Sign-in: the learner sign-in of this organisation.
    await page.getByRole('link', { name: t('publicPages.signIn'), exact: true }).click();
    await page.waitForURL(/#\/login$/);
    await page.getByRole('heading', { level: 1, name: t('learnerEntry.signInTitle'), exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('org'))).toBe(demo.organization);

    await page.context().close();
  }, 120_000);
});
