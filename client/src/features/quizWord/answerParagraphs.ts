// What follows a question's text in the Word document, by its type: where
// the examinee answers on paper and, with the answers, the key.
import { BorderStyle, type Paragraph } from 'docx';
import type {
  CheckboxQuestion,
  CompleteSpacesQuestion,
  CountryRegionQuestion,
  Question,
  SpaceSize,
  WritingQuestion,
} from '../../../../domain/quiz/types.ts';
import { numberedChoices } from '../quiz/questions/numberedChoices.ts';
import type { WordContext } from './wordContext.ts';
import { ownDirection, paragraph, runs, userParagraph } from './wordText.ts';

/** Blank widths in characters, in the proportions of the quiz screen's fields (100, 150, 200 px). */
const BLANK_LENGTHS: Record<SpaceSize, number> = { sm: 10, md: 15, lg: 20 };
const WRITING_LINES = 3;
const SINGLE_MARK = '○';
const BOX = '☐';
const CORRECT = '✓';
const INDENT = { start: 360 };

export function answerParagraphs(question: Question, context: WordContext): Paragraph[] {
  switch (question.type) {
    case 0:
      return choices(question.choices, SINGLE_MARK, context, (number) => number === question.correctAnswer);
    case 5:
      return choices(question.choices, BOX, context, (number) => question.possibleAnswers?.[number - 1] === true);
    case 7:
      return choices(question.choices, SINGLE_MARK, context, () => false);
    case 6:
      return checkbox(question, context);
    case 1:
      return writing(question, context);
    case 2:
      return [spacesParagraph(question, context)];
    case 3:
      return [paragraph(runs(context.t('fileUpload'), context.direction, { italics: true }), context.direction)];
    case 8:
      return countryRegion(question, context);
    case 4:
      return [];
  }
}

/** Each choice worth showing on its line behind a mark; with the answers, the correct ones ticked and bold. */
function choices(texts: readonly string[] | undefined, mark: string, context: WordContext, isCorrect: (number: number) => boolean): Paragraph[] {
  return numberedChoices(texts).map(({ number, text }) => {
    const correct = context.includeAnswers && isCorrect(number);
    return userParagraph(`${correct ? CORRECT : mark} ${text}`, context.direction, { bold: correct || undefined }, { indent: INDENT });
  });
}

function checkbox(question: CheckboxQuestion, context: WordContext): Paragraph[] {
  if (question.isOriginalCheckbox === true || numberedChoices(question.choices).length === 0) {
    return [paragraph(runs(`${BOX} ${context.t('agree')}`, context.direction), context.direction, { indent: INDENT })];
  }
  return choices(question.choices, BOX, context, () => false);
}

function writing(question: WritingQuestion, context: WordContext): Paragraph[] {
  if (!context.includeAnswers) return answerLines(context, WRITING_LINES);
  const accepted = (question.possibleAnswers ?? []).map((answer) => answer.trim()).filter((answer) => answer !== '');
  const key = question.isManuallyGraded || accepted.length === 0 ? null : accepted.join(' / ');
  return [labelled(context.t('answer'), key ?? context.t('noAnswerKey'), context, key !== null)];
}

/** "Answer: …": the document's word, then the value in its own direction. */
function labelled(label: string, value: string, context: WordContext, valueIsUserText: boolean): Paragraph {
  const valueDirection = valueIsUserText ? ownDirection(value, context.direction) : context.direction;
  return paragraph(
    [...runs(`${label} `, context.direction, { bold: true }), ...runs(value, valueDirection, { bold: valueIsUserText || undefined })],
    context.direction,
  );
}

function answerLines(context: WordContext, count: number): Paragraph[] {
  const line = { style: BorderStyle.SINGLE, size: 6, color: '808080', space: 1 };
  return Array.from({ length: count }, () => paragraph([], context.direction, { border: { bottom: line }, spacing: { before: 320 } }));
}

/** The sentence with a blank in each space; with the answers, the accepted values in it, bold and underlined. */
function spacesParagraph(question: CompleteSpacesQuestion, context: WordContext): Paragraph {
  const sentence = question.fields.map((field) => (field.type === 'text' ? field.value : '')).join('');
  const direction = ownDirection(sentence, context.direction);
  const children = question.fields.flatMap((field) => {
    if (field.type === 'text') return runs(field.value, direction);
    const accepted = field.values.map((value) => value.trim()).filter((value) => value !== '');
    if (context.includeAnswers && accepted.length > 0) {
      const key = accepted.join(' / ');
      return runs(` ${key} `, ownDirection(key, direction), { bold: true, underline: {} });
    }
    return runs(` ${'_'.repeat(BLANK_LENGTHS[field.size ?? 'sm'])} `, direction);
  });
  return paragraph(children, direction);
}

function countryRegion(question: CountryRegionQuestion, context: WordContext): Paragraph[] {
  const blank = '_'.repeat(BLANK_LENGTHS.lg);
  const field = (label: string) => paragraph(runs(`${label} ${blank}`, context.direction), context.direction);
  return question.showRegion ? [field(context.t('country')), field(context.t('region'))] : [field(context.t('country'))];
}
