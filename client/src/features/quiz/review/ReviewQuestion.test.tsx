// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answer, Question } from '../../../../../domain/quiz/types.ts';
import type { Language } from '../../../i18n/languages.ts';
import { startEachTestAsNewBrowser } from '../../../test/renderWithProviders.tsx';
import { ReviewQuestion } from './ReviewQuestion.tsx';
import { renderReview, reviewedQuestion } from './reviewTestHarness.tsx';

startEachTestAsNewBrowser();

function showReview(question: Question, { answer, score, number = 1, language = 'en' }: { answer?: Answer; score?: number; number?: number; language?: Language } = {}) {
  return renderReview(<ReviewQuestion reviewed={reviewedQuestion(question, answer, score)} number={number} />, language);
}

/** The list item of the choice whose text is `text`. */
function choiceItem(text: string): HTMLElement {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`${text} is not a listed choice`);
  return item;
}

const colours: Question = { id: 'colour', type: 0, text: 'Which colour is the sky?', choices: ['Red', 'Blue', 'Green'], correctAnswer: 2, weight: 1 };

describe('a reviewed single choice question (type 0)', () => {
  it('marks the learner’s wrong choice as their answer and the correct one with a check and words', () => {
    showReview(colours, { answer: { selectedAnswer: 1 }, score: 0 });
    expect(within(choiceItem('Red')).getByRole('img', { name: 'Your answer' })).toBeTruthy();
    expect(within(choiceItem('Red')).queryByText('Correct answer')).toBeNull();
    expect(within(choiceItem('Blue')).getByText('Correct answer')).toBeTruthy();
    expect(within(choiceItem('Blue')).queryByRole('img', { name: 'Your answer' })).toBeNull();
    expect(screen.getByText('Score: 0 / 1')).toBeTruthy();
  });

  it('says so when the learner did not answer, and still shows the correct answer', () => {
    showReview(colours);
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your answer' })).toBeNull();
    expect(within(choiceItem('Blue')).getByText('Correct answer')).toBeTruthy();
  });

  it('words the marks in Arabic on an Arabic page', () => {
    showReview(colours, { answer: { selectedAnswer: 1 }, score: 0, language: 'ar' });
    expect(within(choiceItem('Red')).getByRole('img', { name: 'إجابتك' })).toBeTruthy();
    expect(within(choiceItem('Blue')).getByText('الإجابة الصحيحة')).toBeTruthy();
    expect(screen.getByText('درجتك: 0 / 1')).toBeTruthy();
  });
});

describe('a reviewed writing question (type 1)', () => {
  it.each([
    ['shows the learner’s answer and every accepted answer', { id: 'q', type: 1, text: 'Capital?', possibleAnswers: ['Cairo', 'القاهرة'] }, { textAnswer: 'Giza' }, 'Giza', ['Cairo', 'القاهرة']],
    ['shows a date’s accepted answers as the author wrote them', { id: 'q', type: 1, text: 'When?', isDate: true, possibleAnswers: ['2020-01-05'] }, { textAnswer: '2020-01-06' }, '2020-01-06', ['2020-01-05']],
    ['says “Not answered” for a blank answer', { id: 'q', type: 1, text: 'Capital?', possibleAnswers: ['Cairo'] }, { textAnswer: '  ' }, 'Not answered', ['Cairo']],
    ['shows no accepted answers for a question graded by a person', { id: 'q', type: 1, text: 'Why?', isManuallyGraded: true }, { textAnswer: 'Because' }, 'Because', null],
  ] as [string, Question, Answer, string, string[] | null][])('%s', (_rule, question, answer, shownAnswer, accepted) => {
    showReview(question, { answer });
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.getByText(shownAnswer)).toBeTruthy();
    const list = screen.queryByRole('list', { name: 'Accepted answers' });
    expect(list && within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(accepted);
  });
});

describe('a reviewed complete-the-spaces question (type 2)', () => {
  const capitals: Question = {
    id: 'q',
    type: 2,
    text: 'Complete',
    weight: 1,
    fields: [
      { type: 'text', value: 'Egypt: ' },
      { type: 'space', values: ['Cairo'] },
      { type: 'text', value: ', Jordan: ' },
      { type: 'space', values: ['Amman', 'عمان'] },
      { type: 'text', value: ', yours: ' },
      { type: 'space', values: [] },
    ],
  };

  function space(givenText: string): HTMLElement {
    const value = screen.getByText(givenText);
    if (!value.parentElement) throw new Error('a space has a box');
    return value.parentElement;
  }

  it('judges each space as grading does, and shows a wrong space’s accepted values', () => {
    showReview(capitals, { answer: { spaces: [' cairo ', 'Irbid', 'Aqaba'] }, score: 1 });
    expect(within(space('cairo')).getByRole('img', { name: 'Correct' })).toBeTruthy();
    expect(within(space('cairo')).queryByText(/^Accepted/)).toBeNull();
    expect(within(space('Irbid')).getByRole('img', { name: 'Wrong' })).toBeTruthy();
    expect(within(space('Irbid')).getByText('Accepted: Amman or عمان')).toBeTruthy();
  });

  it('does not judge a space without a key (a person grades it)', () => {
    showReview(capitals, { answer: { spaces: ['Cairo', 'Amman', 'Aqaba'] }, score: 2 });
    expect(within(space('Aqaba')).queryByRole('img')).toBeNull();
  });

  it('shows an empty space as blank, still with its accepted values, and says “Not answered” when all are empty', () => {
    showReview(capitals);
    expect(screen.getByText('Not answered')).toBeTruthy();
    expect(screen.getAllByText('(blank)')).toHaveLength(3);
    expect(screen.getByText('Accepted: Cairo')).toBeTruthy();
  });
});

describe('reviewed choices with ticks (types 5, 6 and 7)', () => {
  it('shows each tick of a multiple answer question and marks every correct choice (type 5)', () => {
    showReview(
      { id: 'q', type: 5, text: 'Even numbers?', choices: ['2', '3', '4'], possibleAnswers: [true, false, true] },
      { answer: { checkedAnswers: [true, true, false] }, score: 0 },
    );
    expect(within(choiceItem('2')).getByRole('img', { name: 'Ticked' })).toBeTruthy();
    expect(within(choiceItem('2')).getByText('Correct answer')).toBeTruthy();
    expect(within(choiceItem('3')).getByRole('img', { name: 'Ticked' })).toBeTruthy();
    expect(within(choiceItem('3')).queryByText('Correct answer')).toBeNull();
    expect(within(choiceItem('4')).getByRole('img', { name: 'Not ticked' })).toBeTruthy();
    expect(within(choiceItem('4')).getByText('Correct answer')).toBeTruthy();
  });

  it('shows a checkbox question’s ticks without any key (type 6)', () => {
    showReview({ id: 'q', type: 6, text: 'Interests', choices: ['Art', 'Music'] }, { answer: { checkedAnswers: [false, true] } });
    expect(within(choiceItem('Art')).getByRole('img', { name: 'Not ticked' })).toBeTruthy();
    expect(within(choiceItem('Music')).getByRole('img', { name: 'Ticked' })).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
  });

  it('shows the original checkbox as one box of agreement (type 6)', () => {
    showReview({ id: 'q', type: 6, text: 'I accept the rules', isOriginalCheckbox: true }, { answer: { checkedAnswers: [true] } });
    expect(within(choiceItem('I agree')).getByRole('img', { name: 'Ticked' })).toBeTruthy();
  });

  it('shows the course the learner chose, without a correct answer (type 7)', () => {
    showReview({ id: 'q', type: 7, text: 'Next course', choices: ['Arabic', 'Maths'], courseLinks: ['c1', 'c2'] }, { answer: { selectedAnswer: 2 } });
    expect(within(choiceItem('Maths')).getByRole('img', { name: 'Your answer' })).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
  });
});

describe('a reviewed file upload question (type 3)', () => {
  it('links to the uploaded file by its name, in a new tab', () => {
    showReview({ id: 'q', type: 3, text: 'Your report' }, { answer: { fileUrl: '/files/answers/final%20report.pdf' } });
    const link = screen.getByRole('link', { name: 'Open final report.pdf' }) as HTMLAnchorElement;
    expect(link.href.endsWith('/files/answers/final%20report.pdf')).toBe(true);
    expect(link.target).toBe('_blank');
  });

  it.each([
    ['no answer', undefined],
    ['an answer without a file', { fileUrl: null }],
    ['a link that is not http(s)', { fileUrl: 'javascript:alert(1)' }],
  ] as [string, Answer | undefined][])('says no file was uploaded for %s', (_case, answer) => {
    showReview({ id: 'q', type: 3, text: 'Your report' }, { answer });
    expect(screen.getByText('No file was uploaded')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('a reviewed country and region question (type 8)', () => {
  it.each([
    ['en', 'Country: Egypt', 'Region: Cairo Governorate'],
    ['ar', 'الدولة: مصر', 'المنطقة: القاهرة'],
  ] as const)('names the chosen country and region in the page’s language (%s)', async (language, country, region) => {
    showReview({ id: 'q', type: 8, text: 'Where?', showRegion: true }, { answer: { country: 'EG', region: 'EG-C' }, language });
    expect(await screen.findByText(country)).toBeTruthy();
    expect(screen.getByText(region)).toBeTruthy();
  });

  it('says “Not answered” without a country', () => {
    showReview({ id: 'q', type: 8, text: 'Where?' });
    expect(screen.getByText('Not answered')).toBeTruthy();
  });
});

describe('the weight and score beside a reviewed question (spec §9)', () => {
  it.each([
    ['a single choice shows its weight', { id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 3 }, 'Points: 3'],
    ['complete-the-spaces shows weight × spaces', { id: 'q', type: 2, text: 'Q', weight: 2, fields: [{ type: 'space', values: ['a'] }, { type: 'space', values: ['b'] }, { type: 'space', values: ['c'] }] }, 'Points: 6'],
    ['an info question shows none', { id: 'q', type: 4, text: 'Q', weight: 5 }, null],
    ['a zero-weight question shows none', { id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 0 }, null],
  ] as [string, Question, string | null][])('%s', (_rule, question, shown) => {
    showReview(question);
    expect(screen.queryByText(/^Points:/)?.textContent ?? null).toBe(shown);
  });

  it.each([
    ['full marks in the success colour', 6, 'Score: 6 / 6', 'MuiChip-colorSuccess'],
    ['part of the marks in the warning colour', 2, 'Score: 2 / 6', 'MuiChip-colorWarning'],
    ['no marks in the error colour', 0, 'Score: 0 / 6', 'MuiChip-colorError'],
    ['no stored score as not graded yet', undefined, 'Not graded yet (out of 6)', 'MuiChip-colorDefault'],
  ] as [string, number | undefined, string, string][])('shows %s', (_case, score, text, colourClass) => {
    showReview({ id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 6 }, { score });
    expect(screen.getByText(text).closest('.MuiChip-root')?.classList.contains(colourClass)).toBe(true);
  });

  it('shows no score for a question worth nothing', () => {
    showReview({ id: 'q', type: 0, text: 'Q', choices: ['a'], weight: 0 }, { answer: { selectedAnswer: 1 }, score: 0 });
    expect(screen.queryByText(/^Score:|^Not graded/)).toBeNull();
  });
});

describe('the clarification of a reviewed question (spec §9)', () => {
  it.each([
    ['shown for a single choice question', { id: 'q', type: 0, text: 'Q', choices: ['a'], clarification: 'Because\nthe sky scatters blue' }, 'Because\nthe sky scatters blue'],
    ['shown for a writing question', { id: 'q', type: 1, text: 'Q', clarification: 'See page 4' }, 'See page 4'],
    ['absent for a file upload question', { id: 'q', type: 3, text: 'Q', clarification: 'Upload a PDF' }, null],
    ['absent for an info question', { id: 'q', type: 4, text: 'Q', clarification: 'Read it' }, null],
    ['absent when the author wrote none', { id: 'q', type: 0, text: 'Q', choices: ['a'], clarification: '  ' }, null],
  ] as [string, Question, string | null][])('is %s', (_rule, question, shown) => {
    showReview(question);
    const note = screen.queryByRole('note');
    const seen = note && { titled: within(note).queryByText('Clarification') !== null, text: note.textContent?.replace(/^Clarification/, '') };
    expect(seen).toEqual(shown === null ? null : { titled: true, text: shown });
  });
});

describe('the reviewed question card', () => {
  it('is a group named by its number and text, with the text’s line breaks and its picture', () => {
    showReview({ id: 'q', type: 4, text: 'Read this\nthen answer', imageURL: '/files/map.png' }, { number: 4 });
    const group = screen.getByRole('group', { name: /^Question 4 Read this\s+then answer$/ });
    // The text is isolated (bdi) inside the paragraph that keeps the breaks.
    expect(getComputedStyle(within(group).getByText(/Read this/).parentElement as HTMLElement).whiteSpace).toBe('pre-wrap');
    const image = within(group).getByRole('img', { name: 'Picture of question 4' });
    expect(getComputedStyle(image).maxHeight).toBe('500px');
  });

  it('shows an info question as text only: no answer, no “Not answered”', () => {
    showReview({ id: 'q', type: 4, text: 'Read the passage' });
    expect(screen.getByText('Read the passage')).toBeTruthy();
    expect(screen.queryByText('Not answered')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
