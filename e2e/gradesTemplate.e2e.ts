// Manual grading as the teacher lives it (issue 30): two learners submitted a
// quiz with two questions graded by hand; the teacher, in Arabic, opens the
// grades upload from the quiz's row, downloads the template (its file name
// and its column headers in Arabic), fills in the grades in the file by the
// headers it shows (the question's number and text, as a spreadsheet program
// shows them), leaves the other cells empty, uploads the file as it is; then
// turns the page to English in the language menu and reads the new results
// on the quiz's results screen. Nothing in the file needs a question id.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { labelOf } from '../server/services/results/resultsLabels.ts';
import { chooseRowAction, openRow, signInAccountOwner } from './accountOwner.ts';
import { adminToken, rest } from './adminApi.ts';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { registerLearner, submitQuiz } from './learnerApi.ts';
import { newLearner } from './learnerEntry.ts';
import { textsOf } from './texts.ts';
import { chooseCsv, openQuizUpload, sendCheckedFile } from './uploadSteps.ts';

const stack = stackOfThisFile();

/** The quiz as the teacher wrote it, in Arabic. */
const WORDS = {
  program: 'برنامج القالب',
  quiz: 'اختبار التصحيح بالقالب',
  choice: 'ما عاصمة مصر؟',
  essay: 'اكتب جملة عن النيل.',
  river: 'اذكر نهرًا في أفريقيا.',
  learners: ['سلمى حسن', 'كريم علي'],
};

/** A program of the seeded owner with the quiz: a choice with its key (1 point), an essay (3) and a short answer without a key (2), both graded by hand. */
async function createQuiz() {
  const token = await adminToken(stack.url, demo.accountOwner, SEED_PASSWORD);
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const program = `${WORDS.program} ${run}`;
  const programId = await rest<string>(stack.url, 'addProgram', { program: { name: program } }, token);
  const name = `${WORDS.quiz} ${run}`;
  const quiz = {
    id: '',
    name,
    version: 2,
    isForm: false,
    passGrade: 3,
    sections: [
      {
        id: 's1',
        name: 'Egypt',
        questions: [
          { id: 't-choice', type: 0, text: WORDS.choice, choices: ['Alexandria', 'Cairo'], correctAnswer: 2, weight: 1 },
          { id: 't-essay', type: 1, text: WORDS.essay, isManuallyGraded: true, weight: 3 },
          { id: 't-river', type: 1, text: WORDS.river, weight: 2 },
        ],
      },
    ],
  };
  const id = await rest<string>(stack.url, 'addQuiz', { quiz, programId }, token);
  return { program, id, name };
}

/** The grade the teacher types in the learner's row, under the column whose header shows the question's text. */
function fillIn(rows: string[][], email: string, questionText: string, grade: string): void {
  const column = rows[0].findIndex((header) => header.includes(questionText));
  const row = rows.find((cells) => cells[0] === email);
  if (column < 0 || !row) throw new Error(`no column for ${questionText} or no row for ${email} in ${JSON.stringify(rows)}`);
  row[column] = grade;
}

describe('the manual grading template, in Arabic then in English', () => {
  test('download the template (ar), fill in the grades by its headers, upload it, read the results (en)', async () => {
    const t = textsOf('ar');
    const quiz = await createQuiz();
    const [first, second] = WORDS.learners.map((name) => newLearner('ar', name));
    for (const learner of [first, second]) {
      await registerLearner(stack.url, learner);
      // the choice right (1 point); the essay and the short answer wait for the teacher
      const submitted = await submitQuiz(stack.url, learner.email, quiz.id, { 't-choice': { selectedAnswer: 2 }, 't-essay': { textAnswer: 'النيل' }, 't-river': { textAnswer: 'Congo' } });
      expect(submitted.result).toBe(1);
    }

    const page = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(page, 'ar');
    await openRow(page, 'ar', 'program', quiz.program);
    await page.getByRole('list', { name: quiz.program, exact: true }).getByRole('listitem').filter({ hasText: quiz.name }).waitFor();
    const dialog = await openQuizUpload(page, 'ar', 'manualGrades', quiz.name);
    await dialog.getByText(t('learnerRecords.uploads.manualGrades.rules'), { exact: true }).waitFor();

    // The template, saved by the browser.
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: t('learnerRecords.uploads.manualGrades.template'), exact: true }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`${t('learnerRecords.uploads.manualGrades.templateFile', { name: quiz.name })}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)], 'UTF-8 with a byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data;
    // a column per question graded by hand, headed by its number in the editor and its text; a row per learner who submitted
    expect(rows[0]).toEqual([labelOf('email', 'ar'), labelOf('name', 'ar'), `2 — ${WORDS.essay}`, `3 — ${WORDS.river}`]);
    expect(rows.slice(1).sort()).toEqual([first, second].map((learner) => [learner.email, learner.name, '', '']).sort());
    expect(await axeViolations(page), 'the manual grading dialog (ar)').toEqual([]);

    // Filled in as a person would: by the headers they see; a cell left empty is no grade.
    fillIn(rows, first.email, WORDS.essay, '3');
    fillIn(rows, first.email, WORDS.river, '2');
    fillIn(rows, second.email, WORDS.essay, '1');
    const filled = `\uFEFF${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
    await chooseCsv(page, 'ar', dialog, download.suggestedFilename(), filled);
    await sendCheckedFile(page, 'ar', dialog, 'manualGrades', 3, 3);

    // The teacher turns the page to English; the results screen, from the quiz's row: 1 + 3 + 2 = 6 and 1 + 1 = 2 of 6.
    await chooseLanguage(page, 'ar', 'en');
    const en = textsOf('en');
    await chooseRowAction(page, 'en', 'quiz', quiz.name, 'resultsScreen');
    await page.getByRole('heading', { level: 1, name: quiz.name, exact: true }).waitFor();
    const submissions = page.getByRole('table', { name: en('results.submissions.title'), exact: true });
    const number = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
    for (const [learner, result] of [[first, 6], [second, 2]] as const) {
      const row = submissions.getByRole('row').filter({ hasText: learner.email });
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining([learner.email, en('results.submissions.resultOf', { result: number.format(result), max: number.format(6) })]),
      );
    }

    await page.context().close();
  }, 150_000);
});
