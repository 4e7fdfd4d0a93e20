// Certificates upload (issue 13), the account owner in Arabic and a learner in
// English: a new learner has registered (choosing English on the entry
// screen); the owner opens the certificates upload page from the account
// home toolbar, picks two PDF files (one named after the learner's e-mail, one
// after an e-mail nobody has), types a folder and a display name, uploads them
// and sees the progress reach 100% and the folder's counts. The learner opens
// My Certificates, sees their certificate only, under the display name, and
// downloads it: the same bytes. The page breaks no axe rule (in Arabic, at
// 1280 and 390 px).
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { signInAccountOwner } from './accountOwner.ts';
import { axeViolations } from './axe.ts';
import { stackOfThisFile } from './harness.ts';
import { chooseLanguage } from './languageMenu.ts';
import { newLearner, registerFromEntryScreen } from './learnerEntry.ts';
import { ownerAccountName } from './resultsSteps.ts';
import { textsOf } from './texts.ts';

const stack = stackOfThisFile();

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

describe('certificates upload', () => {
  test('the owner (ar) uploads a certificate folder with progress and the matching learner (en) downloads theirs', async () => {
    const t = textsOf('ar');
    const tLearner = textsOf('en');
    const account = await ownerAccountName(stack.url);

    const learnerPage = await stack.newPage({ locale: 'en', width: 1280 });
    await learnerPage.goto('/#/login');
    await chooseLanguage(learnerPage, 'ar', 'en');
    const learner = newLearner('en', 'Maria Lopez');
    await registerFromEntryScreen(learnerPage, 'en', learner);

    // The owner: toolbar link, two files, folder and display name, Upload.
    const owner = await stack.newPage({ locale: 'ar', width: 1280 });
    await signInAccountOwner(owner, 'ar');
    await owner.getByRole('link', { name: t('certificatesUpload.open'), exact: true }).click();
    await owner.waitForURL(/#\/CertificatesUpload$/);
    await owner.getByRole('heading', { level: 1, name: t('certificatesUpload.title'), exact: true }).waitFor();
    const mine = pdf(`certificate of ${learner.email}`);
    const stranger = `nobody-${Date.now()}@example.com`;
    await owner.getByTestId('certificate-files').setInputFiles([
      { name: `${learner.email}.pdf`, mimeType: 'application/pdf', buffer: mine },
      { name: `${stranger}.pdf`, mimeType: 'application/pdf', buffer: pdf('not for this learner') },
    ]);
    await owner.getByText(t('certificatesUpload.upload.chosen', { count: 2 }), { exact: true }).waitFor();
    const folder = `course_${Date.now()}`;
    await owner.getByRole('textbox', { name: t('certificatesUpload.upload.folderName') }).fill(`${folder} (spring)`);
    await owner.getByText(t('certificatesUpload.upload.folderNameHelp', { name: folder }), { exact: true }).waitFor();
    const displayName = 'شهادة دورة الربيع';
    await owner.getByRole('textbox', { name: t('certificatesUpload.upload.displayName') }).fill(displayName);
    await owner.getByRole('button', { name: t('certificatesUpload.upload.send'), exact: true }).click();

    const progress = owner.getByRole('progressbar', { name: `${t('certificatesUpload.upload.progress')}: 100%` });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    await owner.getByRole('status').getByText(t('certificatesUpload.upload.done', { uploaded: 2, total: 2 }), { exact: true }).waitFor();
    const folderRow = owner.getByTestId(`certificate-folder-${folder}`);
    await folderRow.getByText(t('certificatesUpload.folderCounts', { fileCount: 2, unmatchedCount: 1 }), { exact: true }).waitFor();
    await folderRow.getByText(displayName, { exact: true }).waitFor();
    expect(await axeViolations(owner), 'certificates upload (ar) at 1280 px').toEqual([]);
    await owner.setViewportSize({ width: 390, height: 900 });
    expect(await axeViolations(owner), 'certificates upload (ar) at 390 px').toEqual([]);

    // The learner: My Certificates lists theirs under the display name, not the stranger's; the download is the file.
    await learnerPage.reload();
    await learnerPage.getByRole('button', { name: tLearner('shell.myCertificates'), exact: true }).click();
    const dialog = learnerPage.getByRole('dialog', { name: tLearner('certificates.title'), exact: true });
    // the one program's group opens by itself
    const group = dialog.getByRole('button', { name: tLearner('certificates.group', { name: account, count: 1 }), exact: true });
    await group.waitFor();
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const table = dialog.getByRole('table', { name: account, exact: true });
    const link = table.getByRole('link', { name: tLearner('certificates.downloadNamed', { name: displayName }), exact: true });
    await link.waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    const download = learnerPage.waitForEvent('download');
    await link.click();
    expect(await readFile(await (await download).path())).toEqual(mine);

    await learnerPage.context().close();
    await owner.context().close();
  }, 150_000);
});
