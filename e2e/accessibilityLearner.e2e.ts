// axe-core on the learner's screens, on a desktop (1280 px) and on a phone
// (390 px), each screen once, in Arabic or in English as the learner chooses in
// the language menu on the way: in Arabic the home page and its toolbar's
// dialogs and menu and the assistant, then in English a program's tree and its
// video viewer, a folder's page, a quiz being taken (its unanswered-questions
// dialog) and its review, the Info screen; a learner registered in English on
// the settings (deleting the account), then in Arabic (chosen in the toolbar)
// the media saved offline and a ticket report; in English (chosen on the entry
// screen) the policies dialog of a learner who has not accepted them; and on
// the public pages a visitor reads, the landing page in Arabic and a course
// introduction in English (chosen on the landing page), in brand colours too
// light for text on white (the theme darkens them, domain/colors.ts).
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { nodeId } from '../client/src/features/account/shareLinks.ts';
import { folderViewPath } from '../client/src/features/learner/learnerPaths.ts';
import { axeRecord, seriousAxeViolationsAtBothWidths } from './axe.ts';
import { demo, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

/** The seeded demo (prisma/seed.ts, prisma/seedQuiz.ts). */
const seeded = { account: 'Demo Account', program: 'Getting started', lessons: 'Lessons', video: 'Introduction video', folder: 'Assessment', quiz: 'Introduction quiz' } as const;

/** The folder's own page, as its shared link opens it (account/shareLinks.ts). */
async function folderViewOf(name: string): Promise<string> {
  const folder = await stack.prisma.programItem.findFirstOrThrow({ where: { name }, include: { program: true } });
  return folderViewPath({ domainId: nodeId('Domain', folder.program.accountId), programId: nodeId('Program', folder.programId), folderId: nodeId('ProgramItem', folder.id) });
}

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

/** A learner registered from the entry screen in `language` (a stored choice, as the language menu leaves it). */
async function signedInLearner(language: Language): Promise<Page> {
  const page = await stack.newPage({ locale: language });
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await registerFromEntryScreen(page, language, newLearner(language, language === 'ar' ? 'سارة Ahmed' : 'Sara أحمد'));
  return page;
}

describe('the learner screens', () => {
  test('home and its dialogs (ar); program tree, content viewer, folder, quiz and its review (en) break no serious or critical axe rule at 1280 and 390 px', async () => {
    const ar = textsOf('ar');
    const en = textsOf('en');
    const page = await signedInLearner('ar');
    const axe = axeRecord(page);
    await page.getByRole('heading', { level: 2, name: ar('learnerHome.openPrograms'), exact: true }).waitFor();
    await axe.check('learner home (ar)');
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    await axe.checkPopup('my programs menu (ar)', () => button(ar('shell.myPrograms')).click(), 'menu');
    await axe.checkPopup('certificates dialog (ar)', () => button(ar('shell.myCertificates')).click());
    await axe.checkPopup('user details dialog (ar)', () => button(ar('shell.userDetails')).click());
    await axe.checkPopup('offline settings dialog (ar)', () => button(ar('offline.settings.title')).click());
    const account = page.getByRole('article', { name: seeded.account });
    await axe.checkPopup('domain results dialog (ar)', () => account.getByRole('button', { name: ar('learnerHome.results'), exact: true }).click());
    await button(ar('assistant.open')).click();
    await page.getByRole('dialog').waitFor();
    await axe.check('assistant (ar)');
    await button(ar('assistant.close')).click();

    // the learner goes on in English, chosen in the toolbar
    await chooseLanguage(page, 'ar', 'en');
    await page.getByRole('heading', { level: 2, name: en('learnerHome.openPrograms'), exact: true }).waitFor();
    await account.getByRole('button', { name: en('learnerHome.enter'), exact: true }).click();
    await page.getByRole('link', { name: seeded.program }).click();
    await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
    await page.getByRole('button', { name: seeded.lessons }).first().click();
    // beside the tree on a desktop, over it (a dialog) on a phone
    await page.getByRole('button', { name: seeded.video }).first().click();
    await page.locator('video').first().waitFor();
    await axe.check('video viewer (en)');
    await page.getByRole('button', { name: seeded.folder }).first().click();
    await page.getByRole('link', { name: seeded.quiz }).first().waitFor();
    await axe.check('program tree (en)');

    await page.getByRole('link', { name: seeded.quiz }).first().click();
    await page.waitForURL(/#\/QuizView\?quiz=/);
    await page.getByRole('heading', { level: 1, name: seeded.quiz, exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Cairo', exact: true }).waitFor();
    await axe.check('quiz view (en)');

    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('textbox', { name: en('quiz.input.answer'), exact: true }).fill('green');
    const next = button(en('quizTaking.next'));
    if (await next.isVisible()) await next.click();
    await axe.checkPopup('unanswered questions dialog (en)', () => button(en('quizTaking.submit')).click());
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    await button(en('quizTaking.submit')).click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    await page.getByText('Cairo has been the capital since 969.').waitFor();
    await axe.check('quiz answer view (en)');

    // a form whose results are not shown ends on the Info screen
    await page.goto(`/#/Info?${new URLSearchParams({ kind: 'received', name: 'Feedback form' })}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await axe.check('info screen (en)');

    await page.goto(`/#${await folderViewOf(seeded.folder)}`);
    await page.getByRole('link', { name: seeded.quiz }).first().waitFor();
    await axe.check('folder view (en)');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('settings and deleting the account (en), media saved offline and a ticket report (ar) break no serious or critical axe rule at 1280 and 390 px', async () => {
    const en = textsOf('en');
    const ar = textsOf('ar');
    const page = await signedInLearner('en');
    const axe = axeRecord(page);
    await page.getByRole('heading', { level: 2, name: en('learnerHome.openPrograms'), exact: true }).waitFor();
    await page.goto('/#/user-settings');
    const deleteAccount = page.getByRole('button', { name: en('privacy.delete.open'), exact: true });
    await deleteAccount.waitFor();
    await axe.check('user settings (en)');
    await axe.checkPopup('delete account dialog (en)', () => deleteAccount.click());

    // back to Arabic, chosen in the toolbar
    await chooseLanguage(page, 'en', 'ar');
    await page.goto('/#/offline');
    await page.getByRole('heading', { level: 1, name: ar('offline.savedList.title'), exact: true }).waitFor();
    await axe.check('saved for offline (ar)');

    await page.getByRole('link', { name: ar('ticketReport.link'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ar('ticketReport.title'), exact: true }).waitFor();
    await axe.check('ticket report (ar)');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 120_000);

  test('the policies dialog of a learner who has not accepted them (en, chosen on the entry screen) breaks no serious or critical axe rule at 1280 and 390 px', async () => {
    const t = textsOf('en');
    // the seeded learner, as if the policies had changed since they accepted them
    await stack.prisma.learner.updateMany({ where: { email: demo.learnerEmail }, data: { privacyPolicyAccepted: false, termsAccepted: false } });
    const page = await stack.newPage({ locale: 'en' });
    await page.goto('/#/login');
    await page.getByRole('heading', { level: 1, name: textsOf('ar')('learnerEntry.signInTitle'), exact: true }).waitFor();
    await chooseLanguage(page, 'ar', 'en');
    await page.getByRole('textbox', { name: t('learnerEntry.email'), exact: true }).fill(demo.learnerEmail);
    await page.getByRole('button', { name: t('learnerEntry.signIn'), exact: true }).click();
    await page.getByRole('dialog', { name: t('profile.policy.title'), exact: true }).waitFor();
    const axe = axeRecord(page);
    await axe.check('policies dialog (en)');
    expect(axe.found).toEqual({});
    await page.context().close();
  });

  test('the landing page (ar) and a course introduction (en, chosen on the landing page) break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: 'ar' });
    await page.goto(`/#/landing-page/${demo.organization}`);
    await page.getByRole('link', { name: new RegExp(course.name) }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    const found = await seriousAxeViolationsAtBothWidths(page, 'landing page (ar)');
    await page.setViewportSize({ width: 1280, height: 900 });

    await chooseLanguage(page, 'ar', 'en');
    await page.goto(`/#/course-introduction/${courseId}`);
    await page.getByRole('heading', { level: 1, name: course.name, exact: true }).waitFor();
    await page.getByRole('button', { name: course.subject, exact: true }).click();
    await page.getByText('Vowels', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect({ ...found, ...(await seriousAxeViolationsAtBothWidths(page, 'course introduction (en)')) }).toEqual({});
    await page.context().close();
  });
});
