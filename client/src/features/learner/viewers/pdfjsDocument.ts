// pdfjs-dist, imported only through loadPdfDocument's dynamic import so that
// no screen without a PDF downloads it. The worker is bundled by Vite as an
// asset and started by pdfjs from its URL.
import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfDocumentLike, PdfPageLike } from './pdfDocument.ts';

function asPage(page: PDFPageProxy): PdfPageLike {
  return {
    getViewport: ({ scale }) => page.getViewport({ scale }),
    render: ({ canvas, scale, transform }) => page.render({ canvas, viewport: page.getViewport({ scale }), transform }),
  };
}

export async function openPdfWithPdfjs(url: string): Promise<PdfDocumentLike> {
  GlobalWorkerOptions.workerSrc = workerUrl;
  // Copied there by client/vite.config.ts (pdfjsDataFiles): fonts a PDF names without embedding them, image decoders.
  const dataFolder = `${import.meta.env.BASE_URL}pdfjs/`;
  const document = await getDocument({
    url,
    isEvalSupported: false,
    standardFontDataUrl: `${dataFolder}standard_fonts/`,
    wasmUrl: `${dataFolder}wasm/`,
  }).promise;
  return {
    numPages: document.numPages,
    getPage: async (pageNumber) => asPage(await document.getPage(pageNumber)),
    destroy: () => document.destroy(),
  };
}
