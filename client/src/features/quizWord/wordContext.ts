import type { Paragraph } from 'docx';
import type { DocumentTexts } from './documentTexts.ts';
import type { TextDirection } from './textDirection.ts';

/** What every part of the Word document is written with. */
export interface WordContext {
  /** the document's direction: its own words and headings read this way */
  direction: TextDirection;
  includeAnswers: boolean;
  t: DocumentTexts;
  /** the picture at this address as a paragraph, or a note naming the address when it could not be fetched */
  picture: (url: string, description: string) => Paragraph;
  /** an address made absolute, so that it still leads somewhere from a document on a desk */
  absolute: (url: string) => string;
}
