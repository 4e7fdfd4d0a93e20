// Reads a produced .docx back as a word processor would, for the tests: its
// text through mammoth (a real .docx reader), and its main XML part through
// JSZip for what text cannot show (direction, picture sizes, answer lines).
import JSZip from 'jszip';
import mammoth from 'mammoth';

export interface ReadDocx {
  text: string;
  /** word/document.xml */
  xml: string;
  /** each paragraph's XML (<w:p>…</w:p>) */
  paragraphs: string[];
}

export async function readDocx(file: Blob): Promise<ReadDocx> {
  const buffer = Buffer.from(await file.arrayBuffer());
  const { value: text } = await mammoth.extractRawText({ buffer });
  const zip = await JSZip.loadAsync(buffer);
  const part = zip.file('word/document.xml');
  if (!part) throw new Error('not a Word document: word/document.xml is missing');
  const xml = await part.async('string');
  return { text, xml, paragraphs: xml.match(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs) ?? [] };
}

/** The XML of the one paragraph whose text contains `text`. */
export function paragraphWith(document: ReadDocx, text: string): string {
  const found = document.paragraphs.filter((paragraph) => paragraph.includes(text));
  if (found.length !== 1) throw new Error(`${found.length} paragraphs contain ${JSON.stringify(text)}`);
  return found[0];
}

/** Pictures' drawn sizes in pixels (an EMU is 1/9525 of a pixel at 96 to the inch). */
export function pictureSizes(document: ReadDocx): { width: number; height: number }[] {
  return [...document.xml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map(([, cx, cy]) => ({ width: Number(cx) / 9525, height: Number(cy) / 9525 }));
}
