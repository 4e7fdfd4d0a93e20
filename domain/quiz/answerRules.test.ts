import { describe, expect, it } from 'vitest';
import {
  ANSWER_CHECKED_TYPES,
  answerProblems,
  isAnswerChecked,
  isAnswered,
  isRequired,
  unansweredRequired,
  type AnswerCheckedQuestion,
  type AnswerProblem,
} from './answerRules.ts';
import type {
  Answer,
  CheckboxQuestion,
  CompleteSpacesQuestion,
  MultipleAnswerQuestion,
  Question,
  QuizContent,
  SingleChoiceQuestion,
  WritingQuestion,
} from './types.ts';

const singleChoice: SingleChoiceQuestion = { id: 'q0', type: 0, text: 'Capital of Egypt?', choices: ['Cairo', 'Giza', 'Luxor'] };
const writing: WritingQuestion = { id: 'q1', type: 1, text: 'Your city' };
const spaces: CompleteSpacesQuestion = {
  id: 'q2',
  type: 2,
  fields: [
    { type: 'text', value: 'The sun rises in the' },
    { type: 'space', values: ['east'] },
    { type: 'text', value: 'and sets in the' },
    { type: 'space', values: ['west'] },
  ],
};
const fileUpload: Question = { id: 'q3', type: 3, text: 'Upload your work' };
const info: Question = { id: 'q4', type: 4, text: 'Read this first' };
const multipleAnswer: MultipleAnswerQuestion = { id: 'q5', type: 5, text: 'Pick the primes', choices: ['2', '4', '5'] };
const checkbox: CheckboxQuestion = { id: 'q6', type: 6, text: 'I agree', isOriginalCheckbox: true };
const courseLink: Question = { id: 'q7', type: 7, choices: ['Track A', 'Track B'] };
const countryRegion: Question = { id: 'q8', type: 8, showRegion: true };

function optional<T extends Question>(question: T): T {
  return { ...question, isOptionalQuestion: true };
}

describe('the unanswered check covers question types 0, 5, 6, 1 and 2 only', () => {
  it('lists the spec types', () => {
    expect([...ANSWER_CHECKED_TYPES].sort()).toEqual([0, 1, 2, 5, 6]);
  });

  it.each<[string, Question, boolean]>([
    ['0 single choice', singleChoice, true],
    ['1 writing', writing, true],
    ['2 complete the spaces', spaces, true],
    ['3 file upload', fileUpload, false],
    ['4 info', info, false],
    ['5 multiple answer', multipleAnswer, true],
    ['6 checkbox', checkbox, true],
    ['7 course link', courseLink, false],
    ['8 country and region', countryRegion, false],
  ])('type %s is checked: %s', (_type, question, checked) => {
    expect(isAnswerChecked(question)).toBe(checked);
  });
});

describe('isRequired: a checked question is required unless it is optional; the other types never are', () => {
  it.each<[string, Question, boolean]>([
    ['single choice', singleChoice, true],
    ['optional single choice', optional(singleChoice), false],
    ['writing', writing, true],
    ['optional writing', optional(writing), false],
    ['complete the spaces', spaces, true],
    ['multiple answer', multipleAnswer, true],
    ['checkbox', checkbox, true],
    ['optional checkbox', optional(checkbox), false],
    ['file upload', fileUpload, false],
    ['info', info, false],
    ['course link', courseLink, false],
    ['country and region', countryRegion, false],
    ['isOptionalQuestion false', { ...writing, isOptionalQuestion: false }, true],
  ])('%s: %s', (_case, question, required) => {
    expect(isRequired(question)).toBe(required);
  });
});

describe('isAnswered', () => {
  it.each<[string, AnswerCheckedQuestion, Answer | undefined, boolean]>([
    ['single choice: a selected choice', singleChoice, { selectedAnswer: 2 }, true],
    ['single choice: the last choice', singleChoice, { selectedAnswer: 3 }, true],
    ['single choice: nothing selected', singleChoice, { selectedAnswer: null }, false],
    ['single choice: no answer at all', singleChoice, undefined, false],
    ['single choice: 0 is not a choice (choices are 1-based)', singleChoice, { selectedAnswer: 0 }, false],
    ['single choice: beyond the last choice', singleChoice, { selectedAnswer: 4 }, false],
    ['single choice: not a whole number', singleChoice, { selectedAnswer: 1.5 }, false],
    ['multiple answer: one checked', multipleAnswer, { checkedAnswers: [false, false, true] }, true],
    ['multiple answer: none checked', multipleAnswer, { checkedAnswers: [false, false, false] }, false],
    ['multiple answer: empty list', multipleAnswer, { checkedAnswers: [] }, false],
    ['checkbox: ticked', checkbox, { checkedAnswers: [true] }, true],
    ['checkbox: not ticked', checkbox, {}, false],
    ['writing: text', writing, { textAnswer: 'القاهرة' }, true],
    ['writing: blank text', writing, { textAnswer: '  \n ' }, false],
    ['writing: null text', writing, { textAnswer: null }, false],
    ['spaces: every space filled', spaces, { spaces: ['east', 'west'] }, true],
    ['spaces: one space blank', spaces, { spaces: ['east', ' '] }, false],
    ['spaces: fewer answers than spaces', spaces, { spaces: ['east'] }, false],
    ['spaces: no answers', spaces, undefined, false],
  ])('%s: %s', (_case, question, answer, answered) => {
    expect(isAnswered(question, answer)).toBe(answered);
  });
});

describe('unansweredRequired lists required questions without an answer, with section and position', () => {
  it('names the section and the 1-based position within it', () => {
    const content: QuizContent = {
      version: 2,
      sections: [
        { id: 's1', name: 'Basics', questions: [info, singleChoice, writing] },
        { id: 's2', name: 'More', questions: [optional(multipleAnswer), checkbox, fileUpload, spaces] },
      ],
    };
    const answers = { q0: { selectedAnswer: 1 }, q2: { spaces: ['east', ''] } };
    expect(unansweredRequired(content, answers)).toEqual([
      { questionId: 'q1', sectionId: 's1', sectionName: 'Basics', sectionIndex: 0, position: 3 },
      { questionId: 'q6', sectionId: 's2', sectionName: 'More', sectionIndex: 1, position: 2 },
      { questionId: 'q2', sectionId: 's2', sectionName: 'More', sectionIndex: 1, position: 4 },
    ]);
  });

  it('has no section for version 0 and counts positions over the whole quiz', () => {
    const content: QuizContent = { version: 0, questions: [singleChoice, info, writing] };
    expect(unansweredRequired(content, { q0: { selectedAnswer: 1 } })).toEqual([
      { questionId: 'q1', sectionId: null, sectionName: null, sectionIndex: null, position: 3 },
    ]);
  });

  it('is empty when every required question is answered', () => {
    const content: QuizContent = { version: 1, sections: [{ id: 's', name: 'Only', questions: [singleChoice, writing] }] };
    expect(unansweredRequired(content, { q0: { selectedAnswer: 1 }, q1: { textAnswer: 'x' } })).toEqual([]);
  });

  it('does not read answers from the object prototype', () => {
    const question: Question = { ...writing, id: 'constructor' };
    const content: QuizContent = { version: 0, questions: [question] };
    expect(unansweredRequired(content, {})).toHaveLength(1);
  });
});

describe('answerProblems: required questions', () => {
  it.each<[string, Question, Answer | undefined, AnswerProblem[]]>([
    ['an unanswered single choice is required', singleChoice, undefined, [{ code: 'required' }]],
    ['an answered single choice has no problem', singleChoice, { selectedAnswer: 1 }, []],
    ['an unanswered optional single choice has no problem', optional(singleChoice), undefined, []],
    ['an unanswered multiple-answer question is required', multipleAnswer, { checkedAnswers: [false] }, [{ code: 'required' }]],
    ['a checkbox question needs at least one tick', checkbox, { checkedAnswers: [false] }, [{ code: 'checkboxRequired' }]],
    ['a ticked checkbox question has no problem', checkbox, { checkedAnswers: [true] }, []],
    ['an optional checkbox question may stay unticked', optional(checkbox), undefined, []],
    ['a blank writing answer is required', writing, { textAnswer: ' ' }, [{ code: 'required' }]],
    ['a blank optional writing answer has no problem', optional(writing), { textAnswer: '' }, []],
    ['file upload is never required', fileUpload, undefined, []],
    ['info is never required', info, undefined, []],
    ['course link is never required', courseLink, undefined, []],
    ['country and region is never required', countryRegion, undefined, []],
  ])('%s', (_rule, question, answer, problems) => {
    expect(answerProblems(question, answer)).toEqual(problems);
  });
});

describe('answerProblems: writing answers against the question regex', () => {
  const digitsOnly = (overrides: Partial<WritingQuestion>): WritingQuestion => ({
    ...writing,
    validationRegex: '^[0-9]+$',
    ...overrides,
  });
  const noEnglish = (overrides: Partial<WritingQuestion>): WritingQuestion => ({
    ...writing,
    validationRegex: '[A-Za-z]',
    regexContains: false,
    ...overrides,
  });

  it.each<[string, WritingQuestion, string, AnswerProblem[]]>([
    ['contains mode: a matching answer passes', digitsOnly({ regexContains: true }), '2024', []],
    ['contains mode: a non-matching answer is a mismatch', digitsOnly({ regexContains: true }), '20x4', [{ code: 'regexMismatch' }]],
    ['contains mode is the default', digitsOnly({}), 'abc', [{ code: 'regexMismatch' }]],
    ['contains mode needs the match anywhere, not the whole answer', { ...writing, validationRegex: '@' }, 'me@home', []],
    ['outer spaces are trimmed before the check', digitsOnly({}), ' 2024 ', []],
    ['not-contains mode: an answer without a match passes', noEnglish({}), 'القاهرة', []],
    ['not-contains mode: a matching answer is a mismatch', noEnglish({}), 'Cairo', [{ code: 'regexMismatch' }]],
    ['the global flag gives the same verdict on every check', noEnglish({ regexG: true }), 'Cairo', [{ code: 'regexMismatch' }]],
    ['the global flag with contains mode', digitsOnly({ regexG: true }), '7', []],
    ['an invalid regex does not block the learner', { ...writing, validationRegex: '([a-z' }, 'anything', []],
    ['an invalid regex in not-contains mode does not block either', { ...writing, validationRegex: '*', regexContains: false }, 'x', []],
    ['an empty regex is no rule', { ...writing, validationRegex: '' }, 'x', []],
    ['a regex is case-sensitive', { ...writing, validationRegex: '^yes$' }, 'YES', [{ code: 'regexMismatch' }]],
  ])('%s', (_rule, question, textAnswer, problems) => {
    expect(answerProblems(question, { textAnswer })).toEqual(problems);
  });

  it('a blank optional answer is not held to the regex', () => {
    expect(answerProblems(optional(digitsOnly({})), { textAnswer: '' })).toEqual([]);
  });

  it('a filled optional answer is held to the regex', () => {
    expect(answerProblems(optional(digitsOnly({})), { textAnswer: 'abc' })).toEqual([{ code: 'regexMismatch' }]);
  });

  it('checking the same global regex question twice gives the same verdict', () => {
    const question = digitsOnly({ regexG: true, validationRegex: '[0-9]' });
    expect(answerProblems(question, { textAnswer: '5' })).toEqual([]);
    expect(answerProblems(question, { textAnswer: '5' })).toEqual([]);
  });
});

describe('answerProblems: every space is required and must not contain Arabic diacritics', () => {
  it.each<[string, Question, string[] | undefined, AnswerProblem[]]>([
    ['filled spaces pass', spaces, ['east', 'west'], []],
    ['Arabic without diacritics passes', spaces, ['الشرق', 'الغرب'], []],
    ['a blank space is required', spaces, ['east', '  '], [{ code: 'required', spaceIndex: 1 }]],
    [
      'every blank space is reported',
      spaces,
      undefined,
      [
        { code: 'required', spaceIndex: 0 },
        { code: 'required', spaceIndex: 1 },
      ],
    ],
    ['a space with a fatha is refused', spaces, ['الشَرق', 'الغرب'], [{ code: 'diacriticsNotAllowed', spaceIndex: 0 }]],
    ['a space with a shadda is refused', spaces, ['east', 'مُحَمَّد'], [{ code: 'diacriticsNotAllowed', spaceIndex: 1 }]],
    ['an optional question may leave spaces blank', optional(spaces), ['', ''], []],
    [
      'an optional question still refuses diacritics',
      optional(spaces),
      ['', 'الغَرب'],
      [{ code: 'diacriticsNotAllowed', spaceIndex: 1 }],
    ],
  ])('%s', (_rule, question, answer, problems) => {
    expect(answerProblems(question, answer === undefined ? undefined : { spaces: answer })).toEqual(problems);
  });
});
