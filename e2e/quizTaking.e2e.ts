// Taking quizzes in the browser (learner spec: QuizView, QuizAnswerView, Info):
// the seeded timed version-2 exam with every question type, in Arabic,
// reloaded half-way with its answers and remaining time intact, submitted and
// reviewed; and the seeded feedback form (maximum grade 0) in English.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { stackOfThisFile } from './harness.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { textsOf, type Language } from './texts.ts';

/** The seeded demo (prisma/seed.ts, prisma/seedQuiz.ts). */
const seeded = { account: 'Demo Account', program: 'Getting started', folder: 'Exam day', exam: 'Demo exam', form: 'Feedback form' } as const;

const stack = stackOfThisFile();

/** A new learner (so nothing is answered yet), signed in and on the home page. */
async function newSignedInLearner(language: Language): Promise<Page> {
  const page = await stack.newPage({ locale: language });
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/#/login');
  await registerFromEntryScreen(page, language, newLearner(language, language === 'ar' ? 'سارة أحمد' : 'Sara Ahmed'));
  return page;
}

/** From the home page through the program tree to a quiz of the "Exam day" folder. */
async function openSeededQuiz(page: Page, language: Language, quiz: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('article', { name: seeded.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
  await page.getByRole('link', { name: seeded.program }).click();
  await page.getByRole('heading', { level: 1, name: seeded.program, exact: true }).waitFor();
  await page.getByRole('button', { name: seeded.folder }).first().click();
  // The row's link (its name also holds the status icon's); the results button after it is a link too.
  await page.getByRole('link', { name: quiz }).first().click();
  await page.waitForURL(/#\/QuizView\?quiz=/);
  await page.getByRole('heading', { level: 1, name: quiz, exact: true }).waitFor();
}

const timer = (page: Page) => page.getByRole('timer');

/** The minutes the countdown shows. */
async function minutesLeft(page: Page): Promise<number> {
  const text = (await timer(page).innerText()).replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));
  const match = /(\d+)/.exec(text);
  if (!match) throw new Error(`no minutes in the countdown: ${text}`);
  return Number(match[1]);
}

describe('the timed demo exam in Arabic', () => {
  test('answered across sections, reloaded with answers and time intact, submitted once and reviewed', async () => {
    const t = textsOf('ar');
    const page = await newSignedInLearner('ar');
    await openSeededQuiz(page, 'ar', seeded.exam);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const quizUrl = page.url();
    const before = await minutesLeft(page);
    expect(before).toBeGreaterThanOrEqual(19);
    expect(before).toBeLessThanOrEqual(20);

    // Section 1: single choice, multiple answer, checkbox.
    await page.getByRole('radio', { name: 'Cairo', exact: true }).check();
    await page.getByRole('checkbox', { name: '2', exact: true }).check();
    await page.getByRole('checkbox', { name: '7', exact: true }).check();
    await page.getByRole('checkbox', { name: t('quiz.input.agree'), exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();

    // Section 2: writing and two spaces, then a reload half-way.
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill('أخضر');
    await page.getByRole('textbox', { name: t('quiz.input.space', { number: 1 }), exact: true }).fill('star');
    await page.getByRole('textbox', { name: t('quiz.input.space', { number: 2 }), exact: true }).fill('satellite');
    await page.getByRole('status').filter({ hasText: t('quizTaking.status.saved') }).waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: seeded.exam, exact: true }).waitFor();
    expect(await minutesLeft(page)).toBeLessThanOrEqual(before);
    expect(await minutesLeft(page)).toBeGreaterThanOrEqual(before - 1);
    await expect.poll(() => page.getByRole('radio', { name: 'Cairo', exact: true }).isChecked()).toBe(true);
    await page.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();
    expect(await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).inputValue()).toBe('أخضر');
    expect(await page.getByRole('textbox', { name: t('quiz.input.space', { number: 2 }), exact: true }).inputValue()).toBe('satellite');
    await page.getByRole('button', { name: t('quizTaking.next'), exact: true }).click();

    // Section 3: course link and country with region; the upload is optional.
    await page.getByRole('radio', { name: 'Evening', exact: true }).check();
    await page.getByRole('combobox', { name: t('quiz.input.country'), exact: true }).fill('مصر');
    await page.getByRole('option', { name: 'مصر', exact: true }).click();
    await page.getByRole('combobox', { name: t('quiz.input.region'), exact: true }).click();
    await page.getByRole('option').first().click();

    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
    await page.getByRole('status').filter({ hasText: t('quizResult.score', { result: 6, maxGrade: 6 }) }).waitFor();
    // The review shows the key beside the learner's answer, and the clarification.
    await page.getByText('Cairo has been the capital since 969.').waitFor();

    // Opening the exam again shows the result instead: it was submitted once.
    await page.goto(quizUrl);
    await page.waitForURL(/#\/QuizAnswerView\?quiz=[^&]+&reason=userAlreadyExamined/);
    await page.getByRole('status').filter({ hasText: t('quizResult.score', { result: 6, maxGrade: 6 }) }).waitFor();
  });
});

describe('the feedback form in English', () => {
  test('a form with maximum grade 0 says the submission was received', async () => {
    const t = textsOf('en');
    const page = await newSignedInLearner('en');
    await openSeededQuiz(page, 'en', seeded.form);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // Submitting with the required rating unanswered lists it first.
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByRole('button').first().click();
    await page.getByRole('radio', { name: 'Useful', exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.waitForURL(/#\/Info\?/);
    await page.getByRole('heading', { level: 1, name: t('quizResult.info.received'), exact: true }).waitFor();
  });
});

describe('registration forms in English', () => {
  test("a learner registers in an account through its form and finds it among their programs", async () => {
    const t = textsOf('en');
    const page = await newSignedInLearner('en');
    await page.getByRole('link', { name: t('learnerHome.registerIn', { name: 'Evening School' }), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Evening School registration', exact: true }).waitFor();
    await page.getByRole('textbox', { name: t('quiz.input.answer'), exact: true }).fill('To study in the evenings');
    await page.getByRole('radio', { name: 'Evening track', exact: true }).check();
    await page.getByRole('button', { name: t('quizTaking.submit'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('quizResult.info.registered'), exact: true }).waitFor();
    await page.getByRole('link', { name: t('quizResult.back'), exact: true }).click();
    await page.getByRole('article', { name: 'Evening School' }).waitFor();
  });
});
