// Quiz to Word (admin spec §2, §7, §9): the quiz as a .docx built in the
// browser with docx. Loaded on demand with docx, so neither the learner's
// bundle nor the admin's first chunk carries them.
import { AlignmentType, Document, HeadingLevel, Packer, type Paragraph } from 'docx';
import type { Question, Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';
import { documentTexts } from './documentTexts.ts';
import { questionParagraphs } from './questionParagraphs.ts';
import type { TextDirection } from './textDirection.ts';
import type { WordContext } from './wordContext.ts';
import { fetchImages, imageUrlsOf, type FetchImage } from './wordImages.ts';
import { pictureDrawer } from './wordPictures.ts';
import { paragraph, runs, userParagraph } from './wordText.ts';

export interface QuizWordOptions {
  includeAnswers: boolean;
  /** the document's language: its own words, and its direction (Arabic: right to left) */
  language: Language;
  fetchImage: FetchImage;
  /** told as the work goes on: each picture fetched, then the writing */
  onProgress?: (progress: QuizWordProgress) => void;
  /** what relative addresses (a video on the platform) are written against */
  baseUrl?: string;
}

export type QuizWordProgress = { step: 'images'; done: number; total: number } | { step: 'writing' };

export interface QuizWordDocument {
  /** the .docx file, with its content type */
  file: Blob;
  /** how many pictures could not be fetched (each is named by a note in the document) */
  missingImages: number;
}

/**
 * A4 with 0.75 inch side margins: 6.77 inches (650 px at 96 to the inch) of
 * line, so that a picture at the widest allowed (620 px) fits.
 */
const PAGE_MARGIN = { top: 1080, bottom: 1080, left: 1080, right: 1080 };

export async function buildQuizDocument(quiz: Quiz, options: QuizWordOptions): Promise<QuizWordDocument> {
  const report = options.onProgress ?? (() => {});
  const urls = imageUrlsOf(quiz);
  if (urls.length > 0) report({ step: 'images', done: 0, total: urls.length });
  const images = await fetchImages(urls, options.fetchImage, (done, total) => report({ step: 'images', done, total }));
  report({ step: 'writing' });
  const direction: TextDirection = options.language === 'ar' ? 'rtl' : 'ltr';
  const t = documentTexts(options.language);
  const context: WordContext = {
    direction,
    includeAnswers: options.includeAnswers,
    t,
    picture: pictureDrawer(images, t, direction),
    absolute: (url) => absoluteUrl(url, options.baseUrl),
  };
  const banner = quiz.banner?.trim() ? [context.picture(quiz.banner.trim(), t('bannerAlt'))] : [];
  const title = userParagraph(quiz.name, direction, {}, { heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER });
  const document = new Document({
    title: quiz.name,
    styles: documentStyles(options.language),
    sections: [{ properties: { page: { margin: PAGE_MARGIN } }, children: [...banner, title, ...body(quiz, context)] }],
  });
  const missingImages = [...images.values()].filter((image) => image === null).length;
  return { file: await Packer.pack(document, 'blob'), missingImages };
}

/** Sections with their names (versions 1 and 2) or the flat list (version 0); questions numbered through, info not counted. */
function body(quiz: Quiz, context: WordContext): Paragraph[] {
  const sections = quiz.version === 0 ? [{ name: null, questions: quiz.questions }] : quiz.sections;
  if (sections.every((section) => section.questions.length === 0)) {
    return [paragraph(runs(context.t('noQuestions'), context.direction), context.direction)];
  }
  let count = 0;
  const numbered = (question: Question) => (question.type === 4 ? null : ++count);
  return sections.flatMap((section, index) => [
    ...(section.name === null ? [] : [sectionHeading(section.name, index + 1, context)]),
    ...section.questions.flatMap((question) => questionParagraphs(question, numbered(question), context)),
  ]);
}

function sectionHeading(name: string, number: number, context: WordContext): Paragraph {
  const options = { heading: HeadingLevel.HEADING_1, keepNext: true };
  if (name.trim() === '') return paragraph(runs(context.t('section', { number }), context.direction), context.direction, options);
  return userParagraph(name.trim(), context.direction, {}, options);
}

function absoluteUrl(url: string, baseUrl: string | undefined): string {
  try {
    return new URL(url, baseUrl).href;
  } catch {
    return url;
  }
}

/** One font with Arabic letters for every script, the language for proofing, and the headings' looks. */
function documentStyles(language: Language) {
  const bold = { bold: true, boldComplexScript: true };
  return {
    default: {
      document: {
        run: { font: 'Arial', size: 24, language: { value: language === 'ar' ? 'ar-SA' : 'en-US', bidirectional: 'ar-SA' } },
        paragraph: { spacing: { after: 120 } },
      },
      title: { run: { ...bold, size: 40 }, paragraph: { spacing: { after: 240 } } },
      heading1: { run: { ...bold, size: 32, color: '1F3864' }, paragraph: { spacing: { before: 360, after: 160 } } },
      heading2: { run: { ...bold, size: 24, color: '2F5496' }, paragraph: { spacing: { before: 280, after: 80 } } },
    },
  };
}
