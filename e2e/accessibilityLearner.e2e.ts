// axe-core on the learner's screens, in Arabic and in English, on a desktop
// (1280 px) and on a phone (390 px): the home page, a program's tree, a quiz
// being taken and its review once submitted; and on the public pages a
// visitor reads, the landing page and a course introduction, in brand colours
// too light for text on white (the theme darkens them, domain/colors.ts).
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { seriousAxeViolationsAtBothWidths, type Violation } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

/** The seeded demo (prisma/seed.ts, prisma/seedQuiz.ts). */
const seeded = { account: 'Demo Account', program: 'Getting started', folder: 'Assessment', quiz: 'Introduction quiz' } as const;

const stack = stackOfThisFile();

/** The public course of the landing page; light colours, as an organisation may pick them. */
const course = { name: 'Arabic for beginners', subject: 'The alphabet' } as const;
let courseId = '';

beforeAll(async () => {
  const organization = await stack.prisma.organization.update({
    where: { alias: demo.organization },
    data: {
      isLive: true,
      primaryColor: '#FFB300',
      landingPageTemplate: {
        banner: null,
        introduction: 'Learn **Arabic** with *us*',
        programsIntroductionText: 'Our courses',
        primaryColor: '#4FC3F7',
        statistics: [{ name: 'Learners', count: 1200, icon: 'people' }],
      },
    },
  });
  const account = await stack.prisma.account.findFirstOrThrow({ where: { organizationId: organization.id } });
  ({ id: courseId } = await stack.prisma.courseIntroduction.create({
    data: {
      organizationId: organization.id,
      accountId: account.id,
      accountName: course.name,
      accountColor: '#FFB74D',
      shortDescription: 'Read and write Arabic in ten weeks',
      category: 'Language',
      cost: 'free',
      location: 'online',
      duration: '10 weeks',
      numberOfHours: 40,
      goals: 'By the end:\n- read a page\n- write a letter',
      statistics: [{ name: 'Graduates', count: 2500, icon: 'trophy' }],
      lecturers: [{ name: 'Huda Salem', title: 'Senior teacher' }],
      detailedProgramMap: [{ subject: course.subject, contents: ['Letters and their shapes', 'Vowels'] }],
    },
  }));
});

async function signedInLearner(language: Language, width?: number): Promise<Page> {
  const page = await stack.newPage({ locale: language, width });
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await registerFromEntryScreen(page, language, newLearner(language, language === 'ar' ? 'سارة Ahmed' : 'Sara أحمد'));
  return page;
}

describe.each<Language>(['ar', 'en'])('the learner screens in %s', (language) => {
  test('home, program tree, quiz and its review break no serious or critical axe rule at 1280 and 390 px', async () => {
    const t = textsOf(language);
    const page = await signedInLearner(language);
    let found: Record<string, Violation[]> = {};
    /** Both widths, then back to the desktop the journey goes on in. */
    const check = async (what: string) => {
      found = { ...found, ...(await seriousAxeViolationsAtBothWidths(page, what)) };
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    await page.getByRole('heading', { level: 2, name: t('learnerHome.openPrograms'), exact: true }).waitFor();
    await check('learner home');

    await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await page.getByRole('link', { name: seeded.quiz }).first().waitFor();
    await check('program tree');

    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.waitForURL(/#\/QuizView\?quiz=/);
    await page.getByRole('heading', { level: 1, name: seeded.quiz, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Cairo', exact: true }).waitFor();
    await check('quiz view');

    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill('green');
    const next = page.getByRole('button', { name: t('quizTaking.next'), exact: true });
    if (await next.isVisible()) await next.click();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    await page.getByText('Cairo has been the capital since 969.').waitFor();
    await check('quiz answer view');
    expect(found).toEqual({});
    await page.context().close();
  }, 120_000);

  test('the landing page and a course introduction break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`/#/landing-page/${demo.organization}`);
    await page.getByRole('link', { name: new RegExp(course.name) }).waitFor();
    await page.waitForFunction((expected) => document.documentElement.lang === expected, language);
    const found = await seriousAxeViolationsAtBothWidths(page, 'landing page');

    await page.goto(`/#/course-introduction/${courseId}`);
    await page.getByRole('heading', { level: 1, name: course.name, exact: true }).waitFor();
    await page.getByRole('button', { name: course.subject, exact: true }).click();
    await page.getByText('Vowels', { exact: true }).waitFor();
    expect({ ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'course introduction')) }).toEqual({});
    await page.context().close();
  });
});
