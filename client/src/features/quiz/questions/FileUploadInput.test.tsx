// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Answer } from '../../../../../domain/quiz/types.ts';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { FileUploadInput } from './FileUploadInput.tsx';
import { uploadFile } from './uploadFile.ts';
import { startUploadTestServer, type UploadTestServer } from './uploadTestServer.ts';

startEachTestAsNewBrowser();

let server: UploadTestServer;
beforeEach(async () => {
  server = await startUploadTestServer();
});
afterEach(() => server.close());

const UPLOAD_FAILED = 'There was an error while uploading your attachment. Please try again later.';

function renderUpload(answer?: Answer) {
  const given: Answer[] = [];
  function Host() {
    const [current, setCurrent] = useState(answer);
    return (
      <FileUploadInput
        question={{ id: 'q', type: 3, text: 'Attach your report' }}
        answer={current}
        onChange={(next) => {
          given.push(next);
          setCurrent(next);
        }}
        disabled={false}
        problems={[]}
        problemsId="q-problems"
        labelledBy="q-label"
        upload={(file, options) => uploadFile(file, { ...options, baseUrl: server.baseUrl })}
      />
    );
  }
  renderWithProviders({ language: 'en', routes: [{ path: '/', element: <Host /> }] });
  return given;
}

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const report = () => new File(['%PDF-1.4 report'], 'report.pdf', { type: 'application/pdf' });

describe('a file upload question (type 3)', () => {
  it('uploads the chosen file, shows its progress, then answers with its URL and links the file', async () => {
    let release = () => {};
    server.holdPut = new Promise((resolve) => (release = resolve));
    const given = renderUpload();

    choose('Choose a file', report());
    const bar = await screen.findByRole('progressbar', { name: 'Upload of report.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(given).toEqual([]);

    release();
    await waitFor(() => expect(given).toEqual([{ fileUrl: `${server.baseUrl}/files/dev/1/answer.pdf` }]));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'report.pdf' }).getAttribute('href')).toBe(`${server.baseUrl}/files/dev/1/answer.pdf`);
    expect(screen.getByLabelText('Replace the file')).toBeTruthy();
  });

  it('says the upload failed on a server error and keeps the previous file as the answer', async () => {
    server.statuses.put = 500;
    const given = renderUpload({ fileUrl: 'https://files.example/files/dev/9/first.pdf' });
    expect(screen.getByRole('link', { name: 'first.pdf' })).toBeTruthy();

    choose('Replace the file', report());
    expect(await screen.findByText(UPLOAD_FAILED)).toBeTruthy();
    expect(given).toEqual([]);
    expect(screen.getByRole('link', { name: 'first.pdf' }).getAttribute('href')).toBe('https://files.example/files/dev/9/first.pdf');
  });

  it("says so when the server finds the file's bytes are not its type", async () => {
    server.statuses.put = 415;
    server.putError = 'fileContentMismatch';
    const given = renderUpload();
    choose('Choose a file', report());
    expect(await screen.findByText('This file’s content is not of the type its name says. Choose the file again or another one.')).toBeTruthy();
    expect(given).toEqual([]);
  });

  it('refuses a type of file the server does not take', async () => {
    const given = renderUpload();
    choose('Choose a file', new File(['x'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText('This type of file cannot be attached. Choose one of the accepted types.')).toBeTruthy();
    expect(given).toEqual([]);
    expect(server.received).toEqual([]);
  });

  it('offers only the accepted types in the file chooser', () => {
    renderUpload();
    const accept = (screen.getByLabelText('Choose a file') as HTMLInputElement).accept.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.png', '.jpg', '.jpeg', '.pdf', '.docx', '.mp4']));
    expect(accept).not.toContain('.svg');
  });
});
