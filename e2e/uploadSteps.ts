// The account home's CSV uploads as the owner works them (admin spec §5): a
// quiz row's upload action opens its dialog, the file is chosen in the
// browser's file chooser, checked, sent, and the dialog sums up. Also the
// quizzes a journey uploads to, made over the legacy REST facade.
import type { Locator, Page } from 'playwright-core';
import { adminToken, rest } from './adminApi.ts';
import { demo, SEED_PASSWORD } from './harness.ts';
import { textsOf, type Language } from './texts.ts';

export type UploadKind = 'privateUsers' | 'manualGrades' | 'externalGrades';

export interface UploadQuizzes {
  program: string;
  /** private, with a choice worth 1 and a manually graded essay worth 3 */
  manual: { id: string; name: string };
  /** graded externally, out of 20 */
  external: { id: string; name: string };
}

/** The manual quiz's questions, by id (the manual grading file names them). */
export const MANUAL_QUIZ = {
  choice: { id: 'u-capital', weight: 1, answers: { selectedAnswer: 2 } },
  essay: { id: 'u-essay', weight: 3, answers: { textAnswer: 'The Nile flows north.' } },
  passGrade: 2,
} as const;

export const EXTERNAL_QUIZ = { maxGradeExternal: 20, passGrade: 10 } as const;

/** A new program of the seeded owner with the two quizzes in it, named in the journey's language. */
export async function createUploadQuizzes(url: string, language: Language): Promise<UploadQuizzes> {
  const token = await adminToken(url, demo.accountOwner, SEED_PASSWORD);
  const run = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const words = language === 'ar' ? { program: 'برنامج الدرجات', manual: 'اختبار التصحيح اليدوي', external: 'اختبار الدرجات الخارجية' } : { program: 'Grades program', manual: 'Manually graded quiz', external: 'Externally graded quiz' };
  const program = `${words.program} ${run}`;
  const programId = await rest<string>(url, 'addProgram', { program: { name: program } }, token);
  const addQuiz = async (name: string, document: object) => ({ id: await rest<string>(url, 'addQuiz', { quiz: { id: '', name, version: 2, isForm: false, ...document }, programId }, token), name });
  const manual = await addQuiz(`${words.manual} ${run}`, {
    passGrade: MANUAL_QUIZ.passGrade,
    isPrivate: true,
    sections: [
      {
        id: 's1',
        name: 'Egypt',
        questions: [
          { id: MANUAL_QUIZ.choice.id, type: 0, text: 'What is the capital of Egypt?', choices: ['Alexandria', 'Cairo'], correctAnswer: 2, weight: MANUAL_QUIZ.choice.weight },
          { id: MANUAL_QUIZ.essay.id, type: 1, text: 'Write a sentence about the Nile.', isManuallyGraded: true, weight: MANUAL_QUIZ.essay.weight },
        ],
      },
    ],
  });
  const external = await addQuiz(`${words.external} ${run}`, {
    passGrade: EXTERNAL_QUIZ.passGrade,
    externalGrades: true,
    maxGradeExternal: EXTERNAL_QUIZ.maxGradeExternal,
    sections: [{ id: 's1', name: 'Project', questions: [{ id: 'x-link', type: 1, text: 'The address of your project', weight: 0 }] }],
  });
  return { program, manual, external };
}

/** Opens a quiz row's upload action; resolves to its dialog. */
export async function openQuizUpload(page: Page, language: Language, kind: UploadKind, quiz: string): Promise<Locator> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('programTree.a11y.actions_quiz', { name: quiz }), exact: true }).click();
  await page.getByRole('menuitem', { name: t(`learnerRecords.uploads.${kind}.actionName_quiz`, { name: quiz }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(`learnerRecords.uploads.${kind}.title`, { name: quiz }), exact: true });
  await dialog.waitFor();
  return dialog;
}

/** Chooses a .csv file of `text` in the dialog, through the browser's file chooser as a user does. */
export async function chooseCsv(page: Page, language: Language, dialog: Locator, fileName: string, text: string): Promise<void> {
  const t = textsOf(language);
  const chooser = page.waitForEvent('filechooser');
  const names = [t('learnerRecords.uploads.chooseFile'), t('learnerRecords.uploads.chooseAnother')].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await dialog.getByRole('button', { name: new RegExp(`^(${names.join('|')})$`) }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/**
 * Sends the checked file of `rows` rows (one batch) and waits for the summary:
 * every batch sent and the rows applied. Then closes the dialog.
 */
export async function sendCheckedFile(page: Page, language: Language, dialog: Locator, kind: UploadKind, rows: number, applied: number): Promise<void> {
  const t = textsOf(language);
  await dialog.getByRole('status').filter({ hasText: t('learnerRecords.uploads.ready', { count: rows, batches: 1 }) }).waitFor();
  await dialog.getByRole('button', { name: t(`learnerRecords.uploads.${kind}.submit`), exact: true }).click();
  // the summary's first alert: "every batch was sent", or the server's error in its place
  const summary = dialog.getByRole('alert').first();
  await summary.waitFor();
  const said = await summary.innerText();
  if (!said.includes(t('learnerRecords.uploads.done'))) throw new Error(`the upload did not finish: ${said}`);
  await dialog.getByText(t(`learnerRecords.uploads.${kind}.applied`, { count: applied }), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: t('learnerRecords.uploads.close'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The row action "examinees count": resolves once the message gives `answers`
 * and `privateUsers`, and the owner has closed it (so that the next count is
 * read from a message of its own, not from this one still shown).
 */
export async function expectQuizCounts(page: Page, language: Language, quiz: string, answers: number, privateUsers: number): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('programTree.a11y.actions_quiz', { name: quiz }), exact: true }).click();
  await page.getByRole('menuitem', { name: t('programTree.a11y.examinees_quiz', { name: quiz }), exact: true }).click();
  const expected = t('learnerRecords.counts.examinees', { name: quiz, answers, privateUsers });
  const message = page.getByRole('alert').filter({ hasText: expected });
  await message.waitFor();
  await message.getByRole('button').click();
  await message.waitFor({ state: 'detached' });
}
