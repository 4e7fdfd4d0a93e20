// Users management (/AccountUsersManagement) as the account owner works it —
// the toolbar's link, the search by e-mail, a quiz's grade adjustment — and
// the learner's own result of a seeded quiz, reached from their program page.
import type { Page } from 'playwright-core';
import { textsOf, type Language } from './texts.ts';

/** From the account home's toolbar to the users management page. */
export async function openUsersManagement(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('link', { name: t('usersPage.open'), exact: true }).click();
  await page.waitForURL(/#\/AccountUsersManagement$/);
  await page.getByRole('heading', { level: 1, name: t('usersPage.title'), exact: true }).waitFor();
}

/** Searches the learner by e-mail; resolves once their quizzes are shown. */
export async function searchLearner(page: Page, language: Language, email: string): Promise<void> {
  const t = textsOf(language);
  const search = page.getByRole('search', { name: t('usersPage.search.email'), exact: true });
  await search.getByRole('textbox', { name: t('usersPage.search.email'), exact: true }).fill(email);
  await search.getByRole('button', { name: t('usersPage.search.submit'), exact: true }).click();
  await page.getByRole('heading', { level: 3, name: t('usersPage.quizzes.heading'), exact: true }).waitFor();
}

/** The learner's quizzes table (960 px and wider) and the row of `quiz` in it. */
export function quizEntryRow(page: Page, language: Language, quiz: string) {
  const t = textsOf(language);
  const table = page.getByRole('table', { name: t('usersPage.quizzes.tableLabel'), exact: true });
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: quiz, exact: true }) });
}

/** The result cell's text of a quiz entry: "mark / max". */
export function markText(language: Language, mark: number, max: number): string {
  return textsOf(language)('usersPage.quizzes.markOf', { mark, max });
}

/**
 * Types the grade adjustment of `quiz` and saves it; resolves once the page
 * says the result the server computed and the row shows it.
 */
export async function saveGradeOffset(page: Page, language: Language, quiz: string, offset: number, result: { mark: number; max: number }): Promise<void> {
  const t = textsOf(language);
  const row = quizEntryRow(page, language, quiz);
  // the field is named by its column's header and the quiz's name
  await row.getByRole('spinbutton', { name: `${t('usersPage.quizzes.offset')} ${quiz}`, exact: true }).fill(String(offset));
  await row.getByRole('button', { name: t('usersPage.quizzes.save'), exact: true }).click();
  // the message (or the error in its place) is the page's one alert
  const message = page.getByRole('alert');
  await message.waitFor();
  const said = (await message.innerText()).trim();
  if (said !== t('usersPage.quizzes.saved', { quiz, mark: result.mark, max: result.max })) throw new Error(`the page says: ${said}`);
  // the entry is read back from the server
  await quizEntryRow(page, language, quiz).getByRole('cell', { name: markText(language, result.mark, result.max), exact: true }).waitFor();
}

/** From the learner home to the result of a quiz of a seeded program's folder, by its results button. */
export async function openOwnQuizResult(page: Page, language: Language, place: { account: string; program: string; folder: string; quiz: string }): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('article', { name: place.account }).getByRole('button', { name: t('learnerHome.enter'), exact: true }).click();
  await page.getByRole('link', { name: place.program }).click();
  await page.getByRole('heading', { level: 1, name: place.program, exact: true }).waitFor();
  await page.getByRole('button', { name: place.folder }).first().click();
  await page.getByRole('link', { name: t('quizResult.resultsOf', { name: place.quiz }), exact: true }).click();
  await page.waitForURL(/#\/QuizAnswerView\?quiz=/);
  await page.getByRole('heading', { level: 1, name: place.quiz, exact: true }).waitFor();
}

/** The learner's result as their result page states it. */
export function ownResultStatus(page: Page, language: Language, result: number, maxGrade: number) {
  return page.getByRole('status').filter({ hasText: textsOf(language)('quizResult.score', { result, maxGrade }) });
}
