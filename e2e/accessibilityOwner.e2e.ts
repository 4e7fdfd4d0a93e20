// axe-core on every screen and dialog of the account owner, in Arabic and in
// English, on a desktop (1280 px) and on a phone (390 px): the account home and
// its toolbar's dialogs and menus, the program tree's row menus and every
// dialog they open, the quiz editor and its dialogs, a quiz's results screen,
// the users page and its confirmation, the account settings page, the
// certificates upload page.
// No rule of impact serious or critical is broken (issue 30).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openRow, signInAccountOwner } from './accountOwner.ts';
import { axeRecord } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
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

/** The axe record of a page, and how it opens a row's menu item of the tree. */
function ownerJourney(page: Page, language: Language) {
  const t = textsOf(language);
  const axe = axeRecord(page);
  const rowAction = async (kind: Kind, name: string, action: string) => {
    await page.getByRole('button', { name: t(`programTree.a11y.actions_${kind}`, { name }), exact: true }).click();
    await page.getByRole('menuitem', { name: action, exact: true }).click();
  };
  /** A row's menu item that opens a dialog: the page checked with the dialog shown. */
  const rowDialog = (kind: Kind, name: string, action: string) => axe.checkPopup(`${action} dialog`, () => rowAction(kind, name, action));
  /** A row's menu, checked while open. */
  const rowMenu = (kind: Kind, name: string) =>
    axe.checkPopup(`${kind} row menu`, () => page.getByRole('button', { name: t(`programTree.a11y.actions_${kind}`, { name }), exact: true }).click(), 'menu');
  return { t, axe, rowDialog, rowMenu };
}

describe.each<Language>(['ar', 'en'])('the account owner’s screens in %s', (language) => {
  test('the account home, its toolbar’s dialogs and the program tree’s dialogs break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    const { t, axe, rowDialog, rowMenu } = ownerJourney(page, language);
    await signInAccountOwner(page, language);
    await axe.check('account home');
    await axe.checkPopup('add program dialog', () => page.getByRole('button', { name: t('accountHome.addProgram.open'), exact: true }).click());
    await axe.checkPopup('API tokens dialog', () => page.getByRole('button', { name: t('apiTokens.open'), exact: true }).click());
    await axe.checkPopup('notifications dialog', () => page.getByRole('button', { name: t('notifications.bell', { count: 1 }), exact: true }).click());
    await axe.checkPopup('account results menu', () => page.getByRole('button', { name: t('notifications.results.account'), exact: true }).click(), 'menu');

    await openRow(page, language, 'program', seeded.program);
    await rowMenu('program', seeded.program);
    await rowDialog('program', seeded.program, t('programTree.a11y.editProgram_program', { name: seeded.program }));
    await rowDialog('program', seeded.program, t('programTree.a11y.addItem_program', { name: seeded.program }));
    await rowDialog('program', seeded.program, t('programTree.a11y.delete_program', { name: seeded.program }));
    await openRow(page, language, 'folder', seeded.media);
    await rowMenu('folder', seeded.media);
    await rowMenu('video', seeded.video);
    await rowDialog('folder', seeded.media, t('programTree.a11y.edit_folder', { name: seeded.media }));
    await rowDialog('folder', seeded.media, t('programTree.a11y.move_folder', { name: seeded.media }));
    await rowDialog('video', seeded.video, t('programTree.a11y.edit_video', { name: seeded.video }));
    await openRow(page, language, 'folder', seeded.folder);
    await axe.check('program tree opened');
    await rowMenu('quiz', seeded.quiz);
    const quizAction = (key: string) => t(key, { name: seeded.quiz });
    for (const key of [
      'programTree.a11y.duplicate_quiz',
      'learnerRecords.uploads.deleteExaminees.actionName_quiz',
      'learnerRecords.uploads.privateUsers.actionName_quiz',
      'learnerRecords.uploads.manualGrades.actionName_quiz',
      'quizWord.actionFor_quiz',
      'programTree.a11y.move_quiz',
      'programTree.a11y.delete_quiz',
    ]) {
      await rowDialog('quiz', seeded.quiz, quizAction(key));
    }
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the quiz editor, its dialogs and a quiz’s results screen break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    const { t, axe } = ownerJourney(page, language);
    await signInAccountOwner(page, language);
    const quizId = await quizIdOf(stack.url, seeded.quiz);
    await page.goto(`/#/AccountEditQuiz?quiz=${quizId}`);
    await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('quizEditor.settings.deadlineDate'), exact: true }).waitFor();
    await axe.check('quiz editor');
    await axe.checkPopup('add section dialog', () => page.getByRole('button', { name: t('quizEditor.sections.add'), exact: true }).click());
    await axe.checkPopup('question type dialog', () => page.getByRole('button', { name: t('quizEditor.question.addToSection', { section: 1 }), exact: true }).click());
    await axe.checkPopup('delete section dialog', () => page.getByRole('button', { name: t('quizEditor.sections.delete', { number: 1 }), exact: true }).click());
    await axe.checkPopup('pick forms dialog', () => page.getByRole('button', { name: t('quizEditor.prerequisites.pickForms'), exact: true }).click());
    await axe.checkPopup('pick tracks dialog', () => page.getByRole('button', { name: t('quizEditor.prerequisites.pickTracks'), exact: true }).click());

    await page.goto(`/#/AccountQuizResults/${await quizIdOf(stack.url, INTRODUCTION_QUIZ.name)}`);
    await page.getByRole('heading', { level: 1, name: INTRODUCTION_QUIZ.name, exact: true }).waitFor();
    await page.getByRole('table').first().waitFor();
    await axe.check('results screen');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);

  test('the users page, its confirmation, the account settings and the certificates upload page break no serious or critical axe rule at 1280 and 390 px', async () => {
    const page = await stack.newPage({ locale: language });
    const { t, axe } = ownerJourney(page, language);
    await signInAccountOwner(page, language);
    await page.getByRole('link', { name: t('usersPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('usersPage.title'), exact: true }).waitFor();
    await axe.check('users page');
    await searchLearner(page, language, learner.email);
    await axe.check('users page with a learner');
    await axe.checkPopup('delete entry confirmation', () => page.getByRole('button', { name: t('usersPage.quizzes.delete'), exact: true }).first().click());

    await page.goto('/#/AccountHome');
    await page.getByRole('link', { name: t('accountHome.settingsPage.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('accountHome.settingsPage.title'), exact: true }).waitFor();
    await axe.check('account settings');
    await axe.checkPopup('registrations dialog', () => page.getByRole('button', { name: t('accountHome.registration.results'), exact: true }).click());

    await page.goto('/#/AccountHome');
    await page.getByRole('link', { name: t('certificatesUpload.open'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('certificatesUpload.title'), exact: true }).waitFor();
    await axe.check('certificates upload');
    expect(axe.found).toEqual({});
    await page.context().close();
  }, 240_000);
});
