// axe-core on every screen and dialog of the account owner, on a desktop
// (1280 px) and on a phone (390 px), each screen once, in Arabic or in
// English: each journey starts in one language and the owner switches to the
// other in the top bar's language menu partway through, so that both
// languages are checked and the menu is used. Arabic: the account home and
// its toolbar's dialogs and menus, the program's and the media folder's row
// menus and dialogs, a quiz's results screen, the users page and its
// confirmation. English: the quiz row's menu and every dialog it opens, the
// quiz editor and its dialogs, the account settings page and its
// registrations dialog, the certificates upload page.
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openRow, signInAccountOwner } from './accountOwner.ts';
import { axeRecord } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { INTRODUCTION_QUIZ, registerLearner, submitQuiz } from './learnerApi.ts';
import { newLearner } from './learnerEntry.ts';
import { quizIdOf } from './quizApi.ts';
import { textsOf, type Language } from './texts.ts';
import { searchLearner } from './usersSteps.ts';

const stack = stackOfThisFile();

/** A learner who has submitted the introduction quiz: a row on the users page, a submission on the results screen. */
const learner = newLearner('en', 'Layla Haddad');

beforeAll(async () => {
  // rows no screen of this journey writes: a results file's notification (the bell shows once one is
  // there) and the feedback form as the account's registration form (its registrations dialog)
  const owner = await stack.prisma.adminIdentity.findFirstOrThrow({ where: { username: 'demo-owner' } });
  await stack.prisma.notification.create({ data: { identityId: owner.id, url: '/files/results.xlsx' } });
  await registerLearner(stack.url, learner);
  await submitQuiz(stack.url, learner.email, await quizIdOf(stack.url, INTRODUCTION_QUIZ.name), INTRODUCTION_QUIZ.answers);
  const form = await stack.prisma.quiz.findFirstOrThrow({ where: { name: 'Feedback form' } });
  await stack.prisma.account.update({ where: { id: form.accountId }, data: { useRegForm: true, regFormId: form.id } });
});

/** The seeded owner's tree (prisma/seed.ts). */
const seeded = { program: 'Getting started', folder: 'Exam day', quiz: 'Demo exam', media: 'Lessons', video: 'Introduction video' } as const;

type Kind = 'program' | 'folder' | 'quiz' | 'video';

/** How a page opens a row's menu of the tree and a menu item of it, in the language the page shows now. */
function treeIn(page: Page, language: Language, axe: ReturnType<typeof axeRecord>) {
  const t = textsOf(language);
  const rowAction = async (kind: Kind, name: string, action: string) => {
    await page.getByRole('button', { name: t(`programTree.a11y.actions_${kind}`, { name }), exact: true }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  };
  /** A row's menu item that opens a dialog: the page checked with the dialog shown. */
  const rowDialog = (kind: Kind, name: string, action: string) => axe.checkPopup(`${action} dialog (${language})`, () => rowAction(kind, name, action));
  /** A row's menu, checked while open. */
  const rowMenu = (kind: Kind, name: string) =>
    axe.checkPopup(`${kind} row menu (${language})`, () => page.getByRole('button', { name: t(`programTree.a11y.actions_${kind}`, { name }), exact: true }).click(), 'menu');
  return { t, rowDialog, rowMenu };
}

describe('the account owner’s screens, each in one language', () => {
  test('the account home, its toolbar’s dialogs and the program’s and media folder’s rows (ar), then the quiz row’s dialogs (en), break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: 'ar' });
    const axe = axeRecord(page);
    await signInAccountOwner(page, 'ar');
    const ar = treeIn(page, 'ar', axe);
    await axe.check('account home (ar)');
    await axe.checkPopup('add program dialog (ar)', () => page.getByRole('button', { name: ar.t('accountHome.addProgram.open'), exact: true }).click());
    await axe.checkPopup('API tokens dialog (ar)', () => page.getByRole('button', { name: ar.t('apiTokens.open'), exact: true }).click());
    await axe.checkPopup('notifications dialog (ar)', () => page.getByRole('button', { name: ar.t('notifications.bell', { count: 1 }), exact: true }).click());
    await axe.checkPopup('account results menu (ar)', () => page.getByRole('button', { name: ar.t('notifications.results.account'), exact: true }).click(), 'menu');

    await openRow(page, 'ar', 'program', seeded.program);
    await ar.rowMenu('program', seeded.program);
    await ar.rowDialog('program', seeded.program, ar.t('programTree.a11y.editProgram_program', { name: seeded.program }));
    await ar.rowDialog('program', seeded.program, ar.t('programTree.a11y.addItem_program', { name: seeded.program }));
    await ar.rowDialog('program', seeded.program, ar.t('programTree.a11y.delete_program', { name: seeded.program }));
    await openRow(page, 'ar', 'folder', seeded.media);
    await ar.rowMenu('folder', seeded.media);
    await ar.rowMenu('video', seeded.video);
    await ar.rowDialog('folder', seeded.media, ar.t('programTree.a11y.edit_folder', { name: seeded.media }));
    await ar.rowDialog('folder', seeded.media, ar.t('programTree.a11y.move_folder', { name: seeded.media }));
    await ar.rowDialog('video', seeded.video, ar.t('programTree.a11y.edit_video', { name: seeded.video }));

    // The owner turns the page to English in the top bar's menu; the tree stays as it was opened.
    await chooseLanguage(page, 'ar', 'en');
    const en = treeIn(page, 'en', axe);
    await openRow(page, 'en', 'folder', seeded.folder);
    await axe.check('program tree opened (en)');
    await en.rowMenu('quiz', seeded.quiz);
    const quizAction = (key: string) => en.t(key, { name: seeded.quiz });
    for (const key of [
      'programTree.a11y.duplicate_quiz',
      'learnerRecords.uploads.deleteExaminees.actionName_quiz',
      'learnerRecords.uploads.privateUsers.actionName_quiz',
      'learnerRecords.uploads.manualGrades.actionName_quiz',
      'quizWord.actionFor_quiz',
      'programTree.a11y.move_quiz',
      'programTree.a11y.delete_quiz',
    ]) {
      await en.rowDialog('quiz', seeded.quiz, quizAction(key));
    }
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the quiz editor and its dialogs (en), then a quiz’s results screen (ar), break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: 'en' });
    const axe = axeRecord(page);
    const t = textsOf('en');
    await signInAccountOwner(page, 'en');
    const quizId = await quizIdOf(stack.url, seeded.quiz);
    await page.goto(`/#/AccountEditQuiz?quiz=${quizId}`);
    await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('quizEditor.settings.deadlineDate'), exact: true }).waitFor();
    await axe.check('quiz editor (en)');
    await axe.checkPopup('add section dialog (en)', () => page.getByRole('button', { name: t('quizEditor.sections.add'), exact: true }).click());
    await axe.checkPopup('question type dialog (en)', () => page.getByRole('button', { name: t('quizEditor.question.addToSection', { section: 1 }), exact: true }).click());
    await axe.checkPopup('delete section dialog (en)', () => page.getByRole('button', { name: t('quizEditor.sections.delete', { number: 1 }), exact: true }).click());
    await axe.checkPopup('pick forms dialog (en)', () => page.getByRole('button', { name: t('quizEditor.prerequisites.pickForms'), exact: true }).click());
    await axe.checkPopup('pick tracks dialog (en)', () => page.getByRole('button', { name: t('quizEditor.prerequisites.pickTracks'), exact: true }).click());

    // The results screen, turned back to Arabic in its top bar's menu.
    await page.goto(`/#/AccountQuizResults/${await quizIdOf(stack.url, INTRODUCTION_QUIZ.name)}`);
    await page.getByRole('heading', { level: 1, name: INTRODUCTION_QUIZ.name, exact: true }).waitFor();
    await chooseLanguage(page, 'en', 'ar');
    await page.getByRole('table', { name: textsOf('ar')('results.submissions.title'), exact: true }).waitFor();
    await axe.check('results screen (ar)');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the users page and its confirmation (ar), then the account settings and the certificates upload page (en), break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: 'ar' });
    const axe = axeRecord(page);
    const ar = textsOf('ar');
    await signInAccountOwner(page, 'ar');
    await page.getByRole('link', { name: ar('usersPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: ar('usersPage.title'), exact: true }).waitFor();
    await axe.check('users page (ar)');
    await searchLearner(page, 'ar', learner.email);
    await axe.check('users page with a learner (ar)');
    await axe.checkPopup('delete entry confirmation (ar)', () => page.getByRole('button', { name: ar('usersPage.quizzes.delete'), exact: true }).first().click());

    // Back on the account home, the owner turns the page to English.
    await page.goto('/#/AccountHome');
    await page.getByRole('heading', { level: 1, name: ar('accountHome.title'), exact: true }).waitFor();
    await chooseLanguage(page, 'ar', 'en');
    const en = textsOf('en');
    await page.getByRole('link', { name: en('accountHome.settingsPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('accountHome.settingsPage.title'), exact: true }).waitFor();
    await axe.check('account settings (en)');
    await axe.checkPopup('registrations dialog (en)', () => page.getByRole('button', { name: en('accountHome.registration.results'), exact: true }).click());

    await page.goto('/#/AccountHome');
    await page.getByRole('link', { name: en('certificatesUpload.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('certificatesUpload.title'), exact: true }).waitFor();
    await axe.check('certificates upload (en)');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);
});
