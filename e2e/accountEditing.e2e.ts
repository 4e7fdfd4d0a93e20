// The account owner builds a quiz from nothing, in Arabic at 1280 px: a new
// program, a folder in it, a quiz of every question type made in the quiz
// editor from the folder's add-item dialog, published into the folder; then
// the quiz's copied link, opened by a new learner who chooses English on the
// entry screen, answers every required question (the quiz's own text in
// Arabic), submits and reads the result.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addFolder, addProgram, copyQuizLink, grantClipboard, openRow, signInAccountOwner, startQuizInFolder } from './accountOwner.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { FULL_MARKS, quizContent, writeQuiz, type QuizContent } from './quizEditorSteps.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

/** Names no other run has used: the stack (and its database) may be reused. */
function uniqueNames() {
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return { program: `برنامج ${run}`, folder: `مجلد ${run}`, quiz: `اختبار ${run}` };
}

/**
 * The learner's answers, each found in its question (a fieldset named by its number and text): the page in
 * `language`, the quiz's `content` as its owner wrote it, and the country named in the page's language.
 */
async function answerEveryQuestion(page: Page, language: Language, content: QuizContent, country: string): Promise<void> {
  const t = textsOf(language);
  const question = (text: string) => page.getByRole('group', { name: text });

  const single = content.singleChoice;
  await question(single.text).getByRole('radio', { name: single.choices[single.correct - 1], exact: true }).check();
  await question(content.writing.text).getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill(content.writing.accepted);
  await question(content.completeSpaces.text)
    .getByRole('textbox', { name: t('quiz.input.space', { number: 1 }), exact: true })
    .fill(content.completeSpaces.answer);

  const upload = question(content.fileUpload.text);
  await upload.getByLabel(t('quiz.upload.choose'), { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('My notes\n'),
  });
  const uploaded = upload.getByRole('link', { name: 'notes.txt', exact: true });
  await uploaded.waitFor();
  // the learner's answer file is private: its link is a signed URL that opens without a bearer header
  const href = await uploaded.getAttribute('href');
  expect(new URL(href ?? '', page.url()).searchParams.get('signature')).toBeTruthy();
  expect((await page.request.get(href ?? '')).status()).toBe(200);

  const multiple = content.multipleAnswers;
  for (const correct of multiple.correct) {
    await question(multiple.text).getByRole('checkbox', { name: multiple.choices[correct - 1], exact: true }).check();
  }
  await question(content.checkbox.text).getByRole('checkbox', { name: t('quiz.input.agree'), exact: true }).check();
  await question(content.courseLink.text).getByRole('radio', { name: content.courseLink.choices[1], exact: true }).check();
  await question(content.countryRegion.text).getByRole('combobox', { name: t('quiz.input.country'), exact: true }).fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

describe('the account owner in Arabic and a learner in English, at 1280 px', () => {
  test('the owner (ar) adds a program, a folder and a quiz of every question type; a learner (en) opens its copied link, takes it and sees the result', async () => {
    const t = textsOf('ar');
    const tLearner = textsOf('en');
    const names = uniqueNames();
    const content = quizContent.ar;
    const owner = await stack.newPage({ locale: 'ar', width: 1280 });
    await grantClipboard(owner, stack.url);

    // The account home: a program, and a folder in it.
    await signInAccountOwner(owner, 'ar');
    await addProgram(owner, 'ar', names.program);
    await openRow(owner, 'ar', 'program', names.program);
    await addFolder(owner, 'ar', names.program, names.folder);

    // The folder's add-item dialog leads to the quiz editor, which publishes the quiz into the folder.
    await startQuizInFolder(owner, 'ar', names.folder);
    await writeQuiz(owner, 'ar', { name: names.quiz, passGrade: 5, content });
    await owner.getByRole('button', { name: t('quizEditor.publish.open'), exact: true }).click();
    const publish = owner.getByRole('dialog', { name: t('quizEditor.publish.title'), exact: true });
    await publish.getByText(t('quizEditor.publish.firstPublication', { questions: 9, points: FULL_MARKS }), { exact: true }).waitFor();
    await publish.getByRole('button', { name: t('quizEditor.publish.confirm'), exact: true }).click();
    await waitForArrival(owner, owner.waitForURL(/#\/AccountHome$/));
    await openRow(owner, 'ar', 'program', names.program);
    await openRow(owner, 'ar', 'folder', names.folder);
    await owner.getByRole('list', { name: names.folder, exact: true }).getByRole('listitem').filter({ hasText: names.quiz }).waitFor();

    const link = await copyQuizLink(owner, 'ar', names.quiz);
    expect(new URL(link).hash).toMatch(/^#\/home\/[^/]+\/false$/);

    // A new learner opens the link, chooses English, registers and lands in the quiz.
    const learner = await stack.newPage({ locale: 'en', width: 1280 });
    await learner.goto(link);
    await learner.getByRole('heading', { level: 1, name: t('learnerEntry.signInTitle'), exact: true }).waitFor();
    await chooseLanguage(learner, 'ar', 'en');
    await registerFromEntryScreen(learner, 'en', newLearner('en', 'Lina Hassan'), /#\/QuizView\?quiz=/);
    await learner.getByRole('heading', { level: 1, name: names.quiz, exact: true }).waitFor();

    await answerEveryQuestion(learner, 'en', content, quizContent.en.countryRegion.country);
    await learner.getByRole('button', { name: tLearner('quizTaking.submit'), exact: true }).click();
    await waitForArrival(learner, learner.waitForURL(/#\/Info\?/));
    await learner.getByRole('heading', { level: 1, name: tLearner('quizResult.score', { result: FULL_MARKS, maxGrade: FULL_MARKS }), exact: true }).waitFor();

    await learner.context().close();
    await owner.context().close();
  }, 180_000);
});
