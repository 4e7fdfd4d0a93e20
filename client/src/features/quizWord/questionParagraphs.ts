// One question in the Word document: its heading (number, points, optional),
// its text, its picture and video, where it is answered and, with the
// answers, the explanation the review shows.
import { HeadingLevel, type Paragraph } from 'docx';
import { parseYouTube } from '../../../../domain/media/youtube.ts';
import { shownWeight } from '../../../../domain/quiz/review.ts';
import type { Question } from '../../../../domain/quiz/types.ts';
import { answerParagraphs } from './answerParagraphs.ts';
import type { WordContext } from './wordContext.ts';
import { paragraph, runs, userParagraph } from './wordText.ts';

/**
 * The question's paragraphs. `number` is null for an info question, which is
 * only read: it shows its text and media without a heading.
 */
export function questionParagraphs(question: Question, number: number | null, context: WordContext): Paragraph[] {
  const text = question.text?.trim() ?? '';
  const imageUrl = question.imageURL?.trim() ?? '';
  const clarification = question.clarification?.trim() ?? '';
  const hasClarification = context.includeAnswers && question.type !== 3 && question.type !== 4 && clarification !== '';
  return [
    ...(number === null ? [] : [heading(question, number, context)]),
    ...(text === '' ? [] : [userParagraph(text, context.direction, {}, { keepNext: true })]),
    ...(imageUrl === '' ? [] : [context.picture(imageUrl, context.t('imageAlt', { number: number ?? '' }))]),
    ...videoParagraphs(question, context),
    ...answerParagraphs(question, context),
    ...(hasClarification ? explanation(clarification, context) : []),
  ];
}

function heading(question: Question, number: number, context: WordContext): Paragraph {
  const { t, direction } = context;
  const points = shownWeight(question);
  const parts = [
    t('question', { number }),
    ...(points === null ? [] : [t('points', { points })]),
    ...(question.isOptionalQuestion === true ? [t('optional')] : []),
  ];
  return paragraph(runs(parts.join('  ·  '), direction), direction, { heading: HeadingLevel.HEADING_2, keepNext: true });
}

/** A video cannot play on paper: its address, to watch it. */
function videoParagraphs(question: Question, context: WordContext): Paragraph[] {
  const clip = parseYouTube(question.youTubeId);
  const videoUrl = question.videoUrl?.trim();
  const address = clip ? `https://www.youtube.com/watch?v=${clip.id}` : videoUrl ? context.absolute(videoUrl) : null;
  if (!address) return [];
  return [paragraph([...runs(`${context.t('video')} `, context.direction), ...runs(address, 'ltr')], context.direction)];
}

function explanation(clarification: string, context: WordContext): Paragraph[] {
  return [
    paragraph(runs(context.t('explanation'), context.direction, { bold: true }), context.direction, { keepNext: true }),
    userParagraph(clarification, context.direction),
  ];
}
