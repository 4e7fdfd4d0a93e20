// Course introductions in Arabic and in English (issue 13): the organisation
// holder adds one on OrgHome (name, short description, a statistic, a
// lecturer, a program-map subject), sees its card, edits it, and the public
// read user/getCourseIntroduction answers the edit; another is deleted after
// its confirmation. The dialog and the section break no axe rule.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
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

describe.each<Language>(['ar', 'en'])('course introductions in %s', (language) => {
  test('the holder adds, edits and deletes course introductions, and the public read answers the edit', async () => {
    const t = textsOf(language);
    const names = language === 'ar' ? { first: 'علم البيانات', edited: 'علم البيانات المتقدم', second: 'دورة مؤقتة' } : { first: 'Data science', edited: 'Advanced data science', second: 'Temporary course' };
    const page = await stack.newPage({ locale: language, width: 1280 });
    await signInOrganizationHolder(page, language);
    const section = page.getByRole('region', { name: new RegExp(t('courseIntros.title', { total: 0 }).replace(/\s*\(.*$/, '')) });
    await section.waitFor();

    // Add: every required part of each list filled in.
    await page.getByRole('button', { name: t('courseIntros.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('courseIntros.addTitle'), exact: true });
    const field = (key: string, options: Record<string, unknown> = {}) => dialog.getByRole('textbox', { name: new RegExp(`^${t(key, options)}( \\*)?$`) });
    await field('courseIntros.fields.accountName').fill(names.first);
    await field('courseIntros.fields.shortDescription').fill(language === 'ar' ? 'أرقام تتكلم' : 'Numbers that talk');
    await dialog.getByRole('button', { name: t('courseIntros.statistic.add'), exact: true }).click();
    await field('courseIntros.statistic.name', { number: 1 }).fill(language === 'ar' ? 'المتعلمون' : 'Learners');
    await field('courseIntros.statistic.count', { number: 1 }).fill('120');
    await dialog.getByRole('button', { name: t('courseIntros.lecturer.add'), exact: true }).click();
    await field('courseIntros.lecturer.name', { number: 1 }).fill(language === 'ar' ? 'د. لينا' : 'Dr. Lina');
    await dialog.getByRole('button', { name: t('courseIntros.subject.add'), exact: true }).click();
    await field('courseIntros.subject.name', { number: 1 }).fill(language === 'ar' ? 'الأساسيات' : 'Basics');
    await field('courseIntros.subject.contents', { number: 1 }).fill(language === 'ar' ? 'الجداول\nالرسوم' : 'Tables\nCharts');
    await page.mouse.move(0, 0); // a hovered button's tint is not the page's contrast
    expect(await axeViolations(page), 'the course introduction dialog').toEqual([]);
    await dialog.getByRole('button', { name: t('courseIntros.save'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t('courseIntros.saved'), { exact: true }).waitFor();
    const card = section.getByRole('article', { name: names.first, exact: true });
    await card.waitFor();
    expect(await axeViolations(page), 'the course introductions section').toEqual([]);

    // Edit: the saved values come back; the new name is saved.
    await card.getByRole('button', { name: t('courseIntros.editNamed', { name: names.first }), exact: true }).click();
    const editDialog = page.getByRole('dialog', { name: t('courseIntros.editTitle'), exact: true });
    const nameField = editDialog.getByRole('textbox', { name: new RegExp(`^${t('courseIntros.fields.accountName')}( \\*)?$`) });
    expect(await nameField.inputValue()).toBe(names.first);
    await nameField.fill(names.edited);
    await editDialog.getByRole('button', { name: t('courseIntros.save'), exact: true }).click();
    await editDialog.waitFor({ state: 'detached' });
    const edited = section.getByRole('article', { name: names.edited, exact: true });
    await edited.waitFor();

    // The public read answers the edit in the legacy shape.
    const href = await edited.getByRole('link', { name: t('courseIntros.viewNamed', { name: names.edited }), exact: true }).getAttribute('href');
    const id = decodeURIComponent(/course-introduction\/(.+)$/.exec(href ?? '')?.[1] ?? '');
    const read = await publicRead(id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      _id: id,
      accountName: names.edited,
      accountPicture: '/default-course.jpg',
      location: 'online',
      cost: 'free',
      statistics: [{ name: language === 'ar' ? 'المتعلمون' : 'Learners', count: 120, icon: 'school' }],
      lecturers: [{ name: language === 'ar' ? 'د. لينا' : 'Dr. Lina' }],
      detailedProgramMap: [{ subject: language === 'ar' ? 'الأساسيات' : 'Basics', contents: language === 'ar' ? ['الجداول', 'الرسوم'] : ['Tables', 'Charts'] }],
    });

    // Another one, deleted after its confirmation.
    await page.getByRole('button', { name: t('courseIntros.add'), exact: true }).click();
    await field('courseIntros.fields.accountName').fill(names.second);
    await dialog.getByRole('button', { name: t('courseIntros.save'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const second = section.getByRole('article', { name: names.second, exact: true });
    await second.waitFor();
    await second.getByRole('button', { name: t('courseIntros.deleteNamed', { name: names.second }), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('courseIntros.confirmTitle'), exact: true });
    await confirm.getByRole('button', { name: t('usersPage.confirm.delete'), exact: true }).click();
    await page.getByText(t('courseIntros.deleted'), { exact: true }).waitFor();
    await second.waitFor({ state: 'detached' });
    await edited.waitFor();

    // A phone: the section still breaks no rule.
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(page), 'the section at 390 px').toEqual([]);
    // and the dialog takes the whole screen
    await edited.getByRole('button', { name: t('courseIntros.editNamed', { name: names.edited }), exact: true }).click();
    await editDialog.waitFor();
    expect((await editDialog.boundingBox())?.width).toBe(390);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page), 'the dialog at 390 px').toEqual([]);
    await editDialog.getByRole('button', { name: t('courseIntros.cancel'), exact: true }).click();
    await editDialog.waitFor({ state: 'detached' });
    await page.context().close();
  }, 180_000);
});
