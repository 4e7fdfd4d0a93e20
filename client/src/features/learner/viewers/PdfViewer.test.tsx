// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import type { PdfDocumentLike, PdfLoader } from './pdfDocument.ts';
import { PdfViewer } from './PdfViewer.tsx';

startEachTestAsNewBrowser();

/** A document of `numPages` pages that records which pages were drawn, and at what scale. */
function fakeDocument(numPages: number) {
  const drawn: Array<{ page: number; scale: number }> = [];
  const document: PdfDocumentLike = {
    numPages,
    getPage: async (page) => ({
      getViewport: ({ scale }) => ({ width: 600 * scale, height: 800 * scale }),
      render: ({ scale }) => {
        drawn.push({ page, scale });
        return { promise: Promise.resolve(), cancel: () => {} };
      },
    }),
    destroy: vi.fn(),
  };
  return { document, drawn };
}

async function openPdf(numPages: number, zoom = 1) {
  const { document, drawn } = fakeDocument(numPages);
  const load = vi.fn<PdfLoader>(async () => document);
  const rendered = renderWithProviders({
    language: 'en',
    routes: [{ path: '/', element: <PdfViewer src="/files/guide.pdf" title="Program guide" zoom={zoom} loadDocument={load} /> }],
  });
  await screen.findByText(`Page 1 / ${numPages}`);
  expect(load).toHaveBeenCalledWith('/files/guide.pdf');
  return { ...rendered, drawn, document };
}

const pageInput = () => screen.getByRole('spinbutton', { name: 'Page' }) as HTMLInputElement;

describe('the PDF viewer', () => {
  it('starts on page 1 of the document, with previous disabled', async () => {
    const { drawn } = await openPdf(2);
    expect(pageInput().value).toBe('1');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(drawn.at(-1)).toEqual({ page: 1, scale: 1 }));
    expect(screen.getByRole('img', { name: 'Program guide, page 1' })).toBeTruthy();
  });

  it('turns pages with next and previous, and stops at the last page', async () => {
    const { drawn } = await openPdf(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 / 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(drawn.at(-1)?.page).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Page 1 / 2')).toBeTruthy();
  });

  it.each([
    ['5', '3'],
    ['0', '1'],
    ['-4', '1'],
    ['2.7', '2'],
    ['3', '3'],
  ])('clamps a typed page %s to %s of 3 pages', async (typed, page) => {
    await openPdf(3);
    fireEvent.change(pageInput(), { target: { value: typed } });
    expect(pageInput().value).toBe(page);
    expect(screen.getByText(`Page ${page} / 3`)).toBeTruthy();
  });

  it('keeps a cleared page field empty while typing and shows the page again on leaving it', async () => {
    await openPdf(3);
    fireEvent.change(pageInput(), { target: { value: '' } });
    expect(pageInput().value).toBe('');
    expect(screen.getByText('Page 1 / 3')).toBeTruthy();
    fireEvent.blur(pageInput());
    expect(pageInput().value).toBe('1');
  });

  it('draws the page at the zoom it is given', async () => {
    const { drawn } = await openPdf(2, 1.5);
    await waitFor(() => expect(drawn.at(-1)).toEqual({ page: 1, scale: 1.5 }));
  });

  it('says so when the document cannot be opened', async () => {
    renderWithProviders({
      language: 'en',
      routes: [{ path: '/', element: <PdfViewer src="/files/broken.pdf" title="Broken" zoom={1} loadDocument={() => Promise.reject(new Error('bad'))} /> }],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The document could not be opened.');
  });

  it('closes the document when the viewer goes away', async () => {
    const { document, unmount } = await openPdf(2);
    unmount();
    expect(document.destroy).toHaveBeenCalled();
  });
});
