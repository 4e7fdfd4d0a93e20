// @vitest-environment jsdom
// /CertificatesUpload on the real routes in the mock Relay environment: counts,
// folders, files, deletion after confirmation, and the upload (the transport,
// storeFile, is replaced: its requests are tested on the server and in the journey).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isolationOf, ISOLATED } from '../../test/isolation.ts';
import { answerOperation } from '../../test/mockPayloads.ts';
import { renderWithProviders, resolveOperation, sentOperationNames, startEachTestAsNewBrowser } from '../../test/renderWithProviders.tsx';
import { UploadError } from '../../storage/uploadFile.ts';
import { loadAdminBundle, pending, sentInput } from '../learnerRecords/usersPage/usersPageTestHarness.ts';

const storeFile = vi.hoisted(() => vi.fn());
vi.mock(import('../../storage/uploadFile.ts'), async (importOriginal) => ({ ...(await importOriginal()), storeFile }));
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock(import('../../storage/downloadFile.ts'), async (importOriginal) => ({ ...(await importOriginal()), downloadBlob }));

startEachTestAsNewBrowser();
beforeAll(loadAdminBundle);
beforeEach(() => {
  storeFile.mockReset();
  downloadBlob.mockReset();
});
afterEach(() => vi.useRealTimers());

const ACCOUNT_ID = btoa('Account:acc1');
const folders = [
  {
    id: 'f1',
    name: 'course-1',
    displayName: 'شهادة الدورة',
    fileCount: 2,
    unmatchedCount: 1,
    files: [
      { id: 'c1', fileName: 'ali@example.com.pdf', path: 'course-1/ali@example.com.pdf', url: '/files/c1?expires=1&signature=s', matched: true },
      { id: 'c2', fileName: 'new@example.com.pdf', path: 'course-1/new@example.com.pdf', url: '/files/c2?expires=1&signature=s', matched: false },
    ],
  },
  { id: 'f2', name: 'advanced', displayName: null, fileCount: 1, unmatchedCount: 0, files: [] },
];
const viewer = (certificateFolders = folders) => ({
  viewer: { username: 'owner', account: { id: ACCOUNT_ID, alias: 'Science', email: 'owner@example.com', username: 'owner', certificateFolders } },
});

async function openPage(language: 'en' | 'ar' = 'en') {
  Object.assign(window.localStorage, { adminToken: 'admin-token', adminLevel: 'account' });
  const rendered = renderWithProviders({ path: '/CertificatesUpload', language });
  await resolveOperation(rendered.environment, 'CertificatesUploadScreenQuery', viewer());
  await screen.findByTestId('certificates-total');
  return rendered;
}

/** Opens a folder's row: its files and its delete button. */
const expand = async (folder: string) =>
  fireEvent.click(within(await screen.findByTestId(`certificate-folder-${folder}`)).getByRole('button', { expanded: false }));

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const pick = (files: File[]) => fireEvent.change(screen.getByTestId('certificate-files'), { target: { files } });

describe('the certificates upload page', () => {
  it('shows the count, each folder with its counts and display name, and its files', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates upload' })).toBeTruthy();
    expect(screen.getByTestId('certificates-total').textContent).toBe('Certificates: 3');
    const course = screen.getByTestId('certificate-folder-course-1');
    expect(within(course).getByTestId('folder-counts').textContent).toBe('2 files, 1 not matching a learner yet');
    expect(isolationOf('شهادة الدورة', course)).toEqual(ISOLATED);
    await expand('course-1');
    const files = within(course).getByRole('list', { name: 'Files of course-1' });
    expect(within(files).getByRole('link', { name: 'Open ali@example.com.pdf' }).getAttribute('href')).toBe('/files/c1?expires=1&signature=s');
    expect(within(files).getByText('No learner with this e-mail yet')).toBeTruthy();
  });

  it('deletes a folder only after the confirmation', async () => {
    const { environment } = await openPage();
    await expand('course-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete folder course-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this folder?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pending(environment, 'DeleteCertificatesMutation')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder course-1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await sentInput(environment, 'DeleteCertificatesMutation')).toEqual({ accountId: ACCOUNT_ID, path: 'course-1' });
    await resolveOperation(environment, 'DeleteCertificatesMutation', {
      deleteCertificates: { __typename: 'MutationDeleteCertificatesSuccess', data: { deletedFiles: 2, account: { id: ACCOUNT_ID, certificateFolders: [folders[1]] } } },
    });
    await waitFor(() => expect(screen.queryByTestId('certificate-folder-course-1')).toBeNull());
    expect(screen.getByTestId('certificates-total').textContent).toBe('Certificates: 1');
  });

  it('shows the folder name it will save as; asks for files and an English folder before sending anything', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose at least one file')).toBeTruthy();
    pick([pdf('ali@example.com.pdf')]);
    const folder = screen.getByRole('textbox', { name: 'Folder name (English)' });
    fireEvent.change(folder, { target: { value: 'شهادات' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert').textContent).toBe('Type an English folder name');
    fireEvent.change(folder, { target: { value: 'Spring 2025!' } });
    expect(screen.getByText('Letters, digits, _ and - only. Saved as: Spring')).toBeTruthy();
    expect(storeFile).not.toHaveBeenCalled();
  });

  it('uploads the files into the folder with progress, saves the display name, lists and downloads the files that never went up', async () => {
    storeFile.mockImplementation(async (file: File, options: { onProgress?: (percent: number) => void }) => {
      if (file.name.startsWith('broken')) throw new UploadError('uploadFailed');
      options.onProgress?.(100);
      return `/files/${file.name}`;
    });
    const { environment } = await openPage();
    pick([pdf('ali@example.com.pdf'), pdf('broken@example.com.pdf')]);
    expect(screen.getByText('Files chosen: 2')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name (English)' }), { target: { value: 'course-2' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: 'دورة الربيع' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await sentInput(environment, 'SetAccountPropertyMutation')).toEqual({ property: 'folderDisplayNames', value: { 'course-2': 'دورة الربيع' } });
    // the good file once, the broken one three times
    expect(storeFile.mock.calls.map(([file]) => (file as File).name)).toEqual([
      'ali@example.com.pdf',
      'broken@example.com.pdf',
      'broken@example.com.pdf',
      'broken@example.com.pdf',
    ]);
    expect(storeFile.mock.calls[0][1]).toMatchObject({ credential: 'admin', fields: { certificateFolder: 'course-2' } });
    await resolveOperation(environment, 'SetAccountPropertyMutation', {
      setAccountProperty: { __typename: 'MutationSetAccountPropertySuccess', data: { id: ACCOUNT_ID } },
    });
    const outcome = await screen.findByRole('status');
    expect(outcome.textContent).toContain('Uploaded: 1 of 2');
    expect(within(screen.getByTestId('failed-files')).getByText('broken@example.com.pdf')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress: 100%' }).getAttribute('aria-valuenow')).toBe('100');
    const [blob, name] = downloadBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('filesFailedUpload.txt');
    expect(await blob.text()).toBe('broken@example.com.pdf\n');
    // the folders are read again
    await waitFor(() => expect(pending(environment, 'CertificatesUploadScreenAdminRefetchQuery')).toHaveLength(1));
  });

  it("after an upload reads the account's folders alone into the store: the new folder shows, the page is not loaded again", async () => {
    storeFile.mockImplementation(async (file: File) => `/files/${file.name}`);
    const { environment } = await openPage();
    pick([pdf('sara@example.com.pdf')]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name (English)' }), { target: { value: 'course-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const added = { id: 'f3', name: 'course-2', displayName: null, fileCount: 1, unmatchedCount: 1, files: [] };
    const refetch = await answerOperation(environment, 'CertificatesUploadScreenAdminRefetchQuery', {
      Account: () => ({ id: ACCOUNT_ID, certificateFolders: [...folders, added] }),
    });
    expect(refetch.request.variables).toEqual({ id: ACCOUNT_ID });
    expect(await screen.findByTestId('certificate-folder-course-2')).toBeTruthy();
    expect(screen.getByTestId('certificates-total').textContent).toBe('Certificates: 4');
    // the folders shown meanwhile stayed, and the screen's own query went once
    expect(screen.getByTestId('certificate-folder-course-1')).toBeTruthy();
    expect(sentOperationNames(environment)).toEqual([]);
  });

  it('is in Arabic', async () => {
    await openPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'رفع الشهادات' })).toBeTruthy();
    await expand('course-1');
    expect(screen.getByRole('button', { name: 'حذف المجلد course-1' })).toBeTruthy();
  });
});
