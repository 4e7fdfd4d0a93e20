// Paragraphs and runs that read the right way. The document's own words
// (labels, headings) read in the document's direction; a person's text (a
// question, a choice, an answer) reads in its own, as dir="auto" shows it in
// the app: an English choice in an Arabic quiz keeps its "?" at its end.
// Right to left is Word's pair: the paragraph's bidi and the run's rtl.
import { Paragraph, TextRun, type IParagraphOptions, type IRunOptions, type ParagraphChild } from 'docx';
import { firstStrongDirection, type TextDirection } from './textDirection.ts';

type RunStyle = Omit<IRunOptions, 'text' | 'children' | 'break' | 'rightToLeft'>;

/** The direction a person's text reads in; the document's when it has no letter. */
export function ownDirection(text: string, documentDirection: TextDirection): TextDirection {
  return firstStrongDirection(text) ?? documentDirection;
}

/** The text as runs in this direction, its line breaks kept. */
export function runs(text: string, direction: TextDirection, style: RunStyle = {}): TextRun[] {
  return text.split(/\r?\n/).map(
    (line, index) => new TextRun({ ...style, text: line, break: index > 0 ? 1 : undefined, rightToLeft: direction === 'rtl' || undefined }),
  );
}

/** A paragraph whose base direction is `direction`. */
export function paragraph(children: ParagraphChild[], direction: TextDirection, options: Omit<IParagraphOptions, 'children' | 'bidirectional'> = {}): Paragraph {
  return new Paragraph({ ...options, children, bidirectional: direction === 'rtl' || undefined });
}

/** A paragraph of a person's text, in its own direction. */
export function userParagraph(text: string, documentDirection: TextDirection, style: RunStyle = {}, options: Omit<IParagraphOptions, 'children' | 'bidirectional'> = {}): Paragraph {
  const direction = ownDirection(text, documentDirection);
  return paragraph(runs(text, direction, style), direction, options);
}
