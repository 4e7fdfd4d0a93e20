// The account owner's steps on /AccountHome as a user works them: sign in,
// the toolbar's add-program dialog, the program tree's row actions and its
// add-item dialog, and copying a quiz's link.
import type { Page } from 'playwright-core';
import { demo, SEED_PASSWORD } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

/** Signs the seeded owner in at /#/login/account, in `language` (chosen in the menu when not the default Arabic). */
export async function signInAccountOwner(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.goto('/#/login/account');
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.account'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.accountOwner);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/AccountHome$/));
  await page.getByRole('heading', { level: 1, name: t('accountHome.title'), exact: true }).waitFor();
}

/** The toolbar's "add program"; resolves once the new program is a row of the tree. */
export async function addProgram(page: Page, language: Language, name: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t('accountHome.addProgram.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('accountHome.addProgram.title'), exact: true });
  await dialog.getByRole('textbox', { name: t('accountHome.addProgram.name'), exact: true }).fill(name);
  await dialog.getByRole('button', { name: t('accountHome.addProgram.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: t('programTree.title'), exact: true }).getByRole('heading', { level: 3, name, exact: true }).waitFor();
}

/** Opens (or closes) a program's or a folder's row with its toggle. */
export async function openRow(page: Page, language: Language, kind: 'program' | 'folder', name: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t(`programTree.a11y.expand_${kind}`, { name }), exact: true }).click();
  await page.getByRole('button', { name: t(`programTree.a11y.collapse_${kind}`, { name }), exact: true }).waitFor();
}

/** Chooses one of a row's actions (`addItem`, `copyLink`, …) from its menu. */
export async function chooseRowAction(page: Page, language: Language, kind: 'program' | 'folder' | 'quiz', name: string, action: string): Promise<void> {
  const t = textsOf(language);
  await page.getByRole('button', { name: t(`programTree.a11y.actions_${kind}`, { name }), exact: true }).click();
  await page.getByRole('menuitem', { name: t(`programTree.a11y.${action}_${kind}`, { name }), exact: true }).click();
}

/** The add-item dialog of an open program: a folder; resolves once it is a row of the program. */
export async function addFolder(page: Page, language: Language, program: string, folder: string): Promise<void> {
  const t = textsOf(language);
  await chooseRowAction(page, language, 'program', program, 'addItem');
  // The dialog's title names what is being added once chosen, so it is found by its role alone.
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: t('programTree.add.title', { name: program }), exact: true }).waitFor();
  await dialog.getByRole('button', { name: t('programTree.add.choices.folder'), exact: true }).click();
  await dialog.getByRole('textbox', { name: t('programTree.fields.folderName'), exact: true }).fill(folder);
  await dialog.getByRole('button', { name: t('programTree.buttons.add'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: program, exact: true }).getByRole('listitem').filter({ hasText: folder }).waitFor();
}

/** The add-item dialog of a folder: "quiz", which opens the quiz editor for a new quiz placed in that folder. */
export async function startQuizInFolder(page: Page, language: Language, folder: string): Promise<void> {
  await startQuizIn(page, language, 'folder', folder);
  await page.waitForURL(/#\/AccountEditQuiz\?program=[^&]+&folderId=[^&]+$/);
}

/** The add-item dialog of an open program: "quiz", which opens the quiz editor for a new quiz at the program's top level. */
export async function startQuizInProgram(page: Page, language: Language, program: string): Promise<void> {
  await startQuizIn(page, language, 'program', program);
  await page.waitForURL(/#\/AccountEditQuiz\?program=[^&]+$/);
}

async function startQuizIn(page: Page, language: Language, kind: 'program' | 'folder', name: string): Promise<void> {
  const t = textsOf(language);
  await chooseRowAction(page, language, kind, name, 'addItem');
  const dialog = page.getByRole('dialog', { name: t('programTree.add.title', { name }), exact: true });
  await dialog.getByRole('button', { name: t('programTree.add.choices.quiz'), exact: true }).click();
}

/** Copies a quiz's link from its row to the clipboard (see grantClipboard) and reads it back. */
export async function copyQuizLink(page: Page, language: Language, quiz: string): Promise<string> {
  const t = textsOf(language);
  await chooseRowAction(page, language, 'quiz', quiz, 'copyLink');
  // The message area says whether it was copied; a refused clipboard shows the link to copy by hand instead.
  const message = page.getByRole('alert').first();
  await message.waitFor();
  const said = await message.innerText();
  if (!said.includes(t('accountHome.linkCopied'))) throw new Error(`the link was not copied; the page says: ${said}`);
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Lets the pages of this context write and read the clipboard, as a user allows when the browser asks. */
export async function grantClipboard(page: Page, url: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
}

/** From the account home, a quiz's "edit the content" row action (its program and folder opened first); resolves once the editor shows it. */
export async function openQuizEditor(page: Page, language: Language, place: { program: string; folder: string; quiz: string }): Promise<void> {
  const t = textsOf(language);
  await openRow(page, language, 'program', place.program);
  await openRow(page, language, 'folder', place.folder);
  await chooseRowAction(page, language, 'quiz', place.quiz, 'editContent');
  await page.getByRole('heading', { level: 1, name: t('quizEditor.titles.editQuiz'), exact: true }).waitFor();
}
