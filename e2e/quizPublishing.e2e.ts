// Draft and publish (issue 30, bullet 20), the account owner in Arabic and a
// learner in English: the owner saves a new quiz as a draft, which the learner
// neither sees in the program nor opens by its link; publishes it, and the
// learner starts it; saves other points for its question as a draft, which the
// learner does not see; publishes again through a dialog that names the
// question and the learner taking the quiz (axe on it at 1280 and 390 px, in
// Arabic), and the learner sees the new points.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addProgram, chooseRowAction, copyQuizLink, grantClipboard, openRow, signInAccountOwner, startQuizInProgram } from './accountOwner.ts';
import { axeRecord } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { quizContent, writeShortQuiz } from './quizEditorSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

/** The seeded account the demo owner signs in to (prisma/seed.ts), as a learner's home names it. */
const ACCOUNT = 'Demo Account';

function uniqueNames() {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return { program: `برنامج ${run}`, quiz: `اختبار ${run}` };
}

/** The owner's steps on the account home and in the quiz editor. */
function ownerSteps(page: Page, language: Language, names: { program: string; quiz: string }) {
  const t = textsOf(language);
  /** Opens the program (closed on arriving home) and gives the quiz's row. */
  const quizRow = async () => {
    await openRow(page, language, 'program', names.program);
    const row = page.getByRole('list', { name: names.program, exact: true }).getByRole('listitem').filter({ hasText: names.quiz });
    await row.waitFor();
    return row;
  };
  const notPublished = t('programTree.notPublished');
  const backHome = () => waitForArrival(page, page.waitForURL(/#\/AccountHome$/));
  return {
    quizRow,
    notPublished,
    saveDraft: async () => {
      await page.getByRole('button', { name: t('quizEditor.publish.saveDraft'), exact: true }).click();
      await backHome();
    },
    openPublishDialog: async () => {
      await page.getByRole('button', { name: t('quizEditor.publish.open'), exact: true }).click();
      return page.getByRole('dialog', { name: t('quizEditor.publish.title'), exact: true });
    },
    confirmPublication: async () => {
      await page.getByRole('dialog').getByRole('button', { name: t('quizEditor.publish.confirm'), exact: true }).click();
      await backHome();
    },
    /** The quiz row's "edit content", its program open. */
    edit: async () => {
      await chooseRowAction(page, language, 'quiz', names.quiz, 'editContent');
      await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
    },
    setPoints: async (points: number) => {
      const question = page.getByRole('article', {
        name: t('quizEditor.question.heading', { number: 1, type: t('quizEditor.questionTypes.mcq') }),
        exact: true,
      });
      await question.getByRole('textbox', { name: t('quizEditor.question.weight'), exact: true }).fill(String(points));
      await page.getByRole('status').filter({ hasText: t('quizEditor.save.ready') }).waitFor();
    },
  };
}

/**
 * Resolves once the learner's quiz (its page in `language`) shows its only question, `text`, with these
 * points (its card shows one number of points).
 */
async function seePoints(page: Page, language: Language, quiz: { name: string; text: string }, weight: number): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('heading', { level: 1, name: quiz.name, exact: true }).waitFor();
  const question = page.getByRole('group', { name: `${t('quiz.question.number', { number: 1 })} ${quiz.text}`, exact: true });
  await question.getByText(t('quiz.question.weight', { weight }), { exact: true }).waitFor();
}

describe('the account owner in Arabic and a learner in English', () => {
  test('the owner (ar) saves a new quiz as a draft the learner (en) neither sees nor opens, publishes it, and publishes other points only when asked', async () => {
    const t = textsOf('ar');
    const tLearner = textsOf('en');
    const names = uniqueNames();
    const content = quizContent.ar;
    const shown = { name: names.quiz, text: content.singleChoice.text };
    const owner = await stack.newPage({ locale: 'ar', width: 1280 });
    await grantClipboard(owner, stack.url);
    const steps = ownerSteps(owner, 'ar', names);

    // 1. A new program with a quiz saved as a draft: its row says learners do not see it.
    await signInAccountOwner(owner, 'ar');
    await addProgram(owner, 'ar', names.program);
    await openRow(owner, 'ar', 'program', names.program);
    await startQuizInProgram(owner, 'ar', names.program);
    await writeShortQuiz(owner, 'ar', { name: names.quiz, passGrade: 1, content });
    await steps.saveDraft();
    await (await steps.quizRow()).getByText(steps.notPublished, { exact: true }).waitFor();
    const link = await copyQuizLink(owner, 'ar', names.quiz);

    // 2. A new learner, who chooses English on the entry screen, registers from the quiz's link: the quiz is
    // not found, and the program shows nothing.
    const learner = await stack.newPage({ locale: 'en', width: 1280 });
    await learner.goto(link);
    await learner.getByRole('heading', { level: 1, name: t('learnerEntry.signInTitle'), exact: true }).waitFor();
    await chooseLanguage(learner, 'ar', 'en');
    await registerFromEntryScreen(learner, 'en', newLearner('en', 'Maryam Ali'), /#\/QuizView\?quiz=/);
    await learner.getByRole('alert').filter({ hasText: tLearner('errors.notFound') }).waitFor();
    await learner.getByRole('link', { name: tLearner('quizResult.back'), exact: true }).click();
    await learner.getByRole('article', { name: ACCOUNT }).getByRole('button', { name: tLearner('learnerHome.enter'), exact: true }).click();
    await learner.getByRole('link', { name: names.program }).click();
    await learner.getByRole('heading', { level: 1, name: names.program, exact: true }).waitFor();
    await learner.getByText(tLearner('program.empty'), { exact: true }).waitFor();

    // 3. The owner publishes it: the dialog says what learners will get; the row no longer says "not published".
    await steps.edit();
    const firstPublication = await steps.openPublishDialog();
    await firstPublication.getByText(t('quizEditor.publish.firstPublication', { questions: 1, points: 1 }), { exact: true }).waitFor();
    await steps.confirmPublication();
    const published = await steps.quizRow();
    expect(await published.getByText(steps.notPublished, { exact: true }).count()).toBe(0);

    // 4. The learner finds it in the program and starts it.
    await learner.reload();
    await learner.getByRole('link', { name: names.quiz }).first().click();
    await learner.waitForURL(/#\/QuizView\?quiz=/);
    await seePoints(learner, 'en', shown, 1);

    // 5. Other points saved as a draft: the learner still takes the published version.
    await steps.edit();
    await steps.setPoints(3);
    await steps.saveDraft();
    await learner.reload();
    await seePoints(learner, 'en', shown, 1);

    // 6. Published (the row never said "not published" since): the dialog names the question and
    // the learner taking the quiz; then the learner sees 3 points.
    const drafted = await steps.quizRow();
    expect(await drafted.getByText(steps.notPublished, { exact: true }).count()).toBe(0);
    await steps.edit();
    const dialog = await steps.openPublishDialog();
    const pointsChanged = dialog.getByRole('region', { name: t('quizEditor.publish.pointsChanged', { count: 1 }), exact: true });
    await pointsChanged
      .getByRole('listitem')
      .filter({ hasText: content.singleChoice.text })
      .filter({ hasText: t('quizEditor.publish.points', { from: 1, to: 3 }) })
      .waitFor();
    await dialog.getByText(t('quizEditor.publish.inProgress', { count: 1 }), { exact: true }).waitFor();
    const axe = axeRecord(owner);
    await axe.check('publish dialog (ar)');
    expect(axe.found).toEqual({});
    await steps.confirmPublication();
    await learner.reload();
    await seePoints(learner, 'en', shown, 3);

    await learner.context().close();
    await owner.context().close();
  }, 180_000);
});
