// The PDF viewer's view of a document: just what it draws with. pdfjs-dist
// satisfies it (see pdfjsDocument.ts, loaded only when a PDF is opened); the
// tests give a document object of their own.

export interface PdfViewportLike {
  readonly width: number;
  readonly height: number;
}

export interface PdfRenderTaskLike {
  readonly promise: Promise<unknown>;
  cancel(): void;
}

export interface PdfPageLike {
  getViewport(parameters: { scale: number }): PdfViewportLike;
  /** draws the page at `scale` (the size getViewport gives for it) */
  render(parameters: { canvas: HTMLCanvasElement; scale: number; transform?: number[] }): PdfRenderTaskLike;
}

export interface PdfDocumentLike {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
  destroy(): Promise<unknown> | void;
}

export type PdfLoader = (url: string) => Promise<PdfDocumentLike>;

/** pdfjs-dist and its worker are a chunk of their own, fetched the first time a PDF is shown. */
export const loadPdfDocument: PdfLoader = async (url) => {
  const { openPdfWithPdfjs } = await import('./pdfjsDocument.ts');
  return openPdfWithPdfjs(url);
};
