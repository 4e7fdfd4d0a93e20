// Course introductions (issue 13), one journey in both languages: the
// organisation holder, in Arabic, adds one on OrgHome (name, short
// description, a statistic, a lecturer, a program-map subject), sees its card,
// edits it, and the public read user/getCourseIntroduction answers the edit;
// then, English chosen in the language menu, another is added and deleted
// after its confirmation. The dialog and the section break no axe rule at
// 1280 px (Arabic) nor at 390 px (English).
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations } from './axe.ts';
import { demo, SEED_PASSWORD, stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { textsOf, type Language } from './texts.ts';
import { waitForArrival } from './waitForArrival.ts';

const stack = stackOfThisFile();

async function signInOrganizationHolder(page: Page, language: Language): Promise<void> {
  const t = textsOf(language);
  await page.goto('/#/login/org');
  await page.getByRole('heading', { level: 1, name: textsOf('ar')('adminLogin.title.org'), exact: true }).waitFor();
  await chooseLanguage(page, 'ar', language);
  await page.getByRole('textbox', { name: t('adminLogin.username'), exact: true }).fill(demo.organizationHolder);
  await page.getByRole('textbox', { name: t('adminLogin.password'), exact: true }).fill(SEED_PASSWORD);
  await page.getByRole('button', { name: t('adminLogin.signIn'), exact: true }).click();
  await waitForArrival(page, page.waitForURL(/#\/OrgHome$/));
  await page.getByRole('heading', { level: 1, name: t('orgHome.title'), exact: true }).waitFor();
}

const publicRead = async (courseIntroId: string) => {
  const response = await fetch(`${stack.url}/user/getCourseIntroduction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ courseIntroId }),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
};

/** The section, found by its title without the count it ends with. */
const sectionOf = (page: Page, language: Language) =>
  page.getByRole('region', { name: new RegExp(textsOf(language)('courseIntros.title', { total: 0 }).replace(/\s*\(.*$/, '')) });

test('the holder (ar) adds and edits a course introduction, the public read answers the edit; the holder (en) adds another and deletes it', async () => {
  const ar = textsOf('ar');
  const en = textsOf('en');
  const names = { first: 'علم البيانات', edited: 'علم البيانات المتقدم', second: 'Temporary course' };
  const page = await stack.newPage({ locale: 'ar', width: 1280 });
  await signInOrganizationHolder(page, 'ar');
  const section = sectionOf(page, 'ar');
  await section.waitFor();

  // Add: every required part of each list filled in.
  await page.getByRole('button', { name: ar('courseIntros.add'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ar('courseIntros.addTitle'), exact: true });
  const field = (key: string, options: Record<string, unknown> = {}) => dialog.getByRole('textbox', { name: new RegExp(`^${ar(key, options)}( \\*)?$`) });
  await field('courseIntros.fields.accountName').fill(names.first);
  await field('courseIntros.fields.shortDescription').fill('أرقام تتكلم');
  await dialog.getByRole('button', { name: ar('courseIntros.statistic.add'), exact: true }).click();
  await field('courseIntros.statistic.name', { number: 1 }).fill('المتعلمون');
  await field('courseIntros.statistic.count', { number: 1 }).fill('120');
  await dialog.getByRole('button', { name: ar('courseIntros.lecturer.add'), exact: true }).click();
  await field('courseIntros.lecturer.name', { number: 1 }).fill('د. لينا');
  await dialog.getByRole('button', { name: ar('courseIntros.subject.add'), exact: true }).click();
  await field('courseIntros.subject.name', { number: 1 }).fill('الأساسيات');
  await field('courseIntros.subject.contents', { number: 1 }).fill('الجداول\nالرسوم');
  await page.mouse.move(0, 0); // a hovered button's tint is not the page's contrast
  expect(await axeViolations(page), 'the course introduction dialog (ar)').toEqual([]);
  await dialog.getByRole('button', { name: ar('courseIntros.save'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(ar('courseIntros.saved'), { exact: true }).waitFor();
  const card = section.getByRole('article', { name: names.first, exact: true });
  await card.waitFor();
  expect(await axeViolations(page), 'the course introductions section (ar)').toEqual([]);

  // Edit: the saved values come back; the new name is saved.
  await card.getByRole('button', { name: ar('courseIntros.editNamed', { name: names.first }), exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: ar('courseIntros.editTitle'), exact: true });
  const nameField = editDialog.getByRole('textbox', { name: new RegExp(`^${ar('courseIntros.fields.accountName')}( \\*)?$`) });
  expect(await nameField.inputValue()).toBe(names.first);
  await nameField.fill(names.edited);
  await editDialog.getByRole('button', { name: ar('courseIntros.save'), exact: true }).click();
  await editDialog.waitFor({ state: 'detached' });
  const edited = section.getByRole('article', { name: names.edited, exact: true });
  await edited.waitFor();

  // The public read answers the edit in the legacy shape.
  const href = await edited.getByRole('link', { name: ar('courseIntros.viewNamed', { name: names.edited }), exact: true }).getAttribute('href');
  const id = decodeURIComponent(/course-introduction\/(.+)$/.exec(href ?? '')?.[1] ?? '');
  const read = await publicRead(id);
  expect(read.status).toBe(200);
  expect(read.body.data).toMatchObject({
    _id: id,
    accountName: names.edited,
    accountPicture: '/default-course.jpg',
    location: 'online',
    cost: 'free',
    statistics: [{ name: 'المتعلمون', count: 120, icon: 'school' }],
    lecturers: [{ name: 'د. لينا' }],
    detailedProgramMap: [{ subject: 'الأساسيات', contents: ['الجداول', 'الرسوم'] }],
  });

  // The holder goes on in English, chosen in the top bar's language menu.
  await chooseLanguage(page, 'ar', 'en');
  const sectionEn = sectionOf(page, 'en');
  const editedEn = sectionEn.getByRole('article', { name: names.edited, exact: true });
  await editedEn.waitFor();

  // Another one, deleted after its confirmation.
  await page.getByRole('button', { name: en('courseIntros.add'), exact: true }).click();
  const dialogEn = page.getByRole('dialog', { name: en('courseIntros.addTitle'), exact: true });
  await dialogEn.getByRole('textbox', { name: new RegExp(`^${en('courseIntros.fields.accountName')}( \\*)?$`) }).fill(names.second);
  await dialogEn.getByRole('button', { name: en('courseIntros.save'), exact: true }).click();
  await dialogEn.waitFor({ state: 'detached' });
  const second = sectionEn.getByRole('article', { name: names.second, exact: true });
  await second.waitFor();
  await second.getByRole('button', { name: en('courseIntros.deleteNamed', { name: names.second }), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: en('courseIntros.confirmTitle'), exact: true });
  await confirm.getByRole('button', { name: en('usersPage.confirm.delete'), exact: true }).click();
  await page.getByText(en('courseIntros.deleted'), { exact: true }).waitFor();
  await second.waitFor({ state: 'detached' });
  await editedEn.waitFor();

  // A phone: the section still breaks no rule.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await axeViolations(page), 'the section (en) at 390 px').toEqual([]);
  // and the dialog takes the whole screen
  await editedEn.getByRole('button', { name: en('courseIntros.editNamed', { name: names.edited }), exact: true }).click();
  const editDialogEn = page.getByRole('dialog', { name: en('courseIntros.editTitle'), exact: true });
  await editDialogEn.waitFor();
  expect((await editDialogEn.boundingBox())?.width).toBe(390);
  await page.mouse.move(0, 0);
  expect(await axeViolations(page), 'the dialog (en) at 390 px').toEqual([]);
  await editDialogEn.getByRole('button', { name: en('courseIntros.cancel'), exact: true }).click();
  await editDialogEn.waitFor({ state: 'detached' });
  await page.context().close();
}, 180_000);
