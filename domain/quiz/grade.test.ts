import { describe, expect, it } from 'vitest';
import { effectiveWeight, gradeQuestion, questionMaxScore } from './grade.ts';
import type {
  Answer,
  CompleteSpacesQuestion,
  MultipleAnswerQuestion,
  Question,
  SingleChoiceQuestion,
  WritingQuestion,
} from './types.ts';

const singleChoice: SingleChoiceQuestion = {
  id: 'q0',
  type: 0,
  text: 'عاصمة مصر؟',
  weight: 2,
  choices: ['الإسكندرية', 'القاهرة', 'أسوان'],
  correctAnswer: 2,
};

const writing: WritingQuestion = {
  id: 'q1',
  type: 1,
  text: 'عاصمة مصر؟',
  weight: 3,
  possibleAnswers: ['القاهرة', 'Cairo'],
};

// "The ___ flows into the ___ Sea": weight 2 per space, 4 in all.
const completeSpaces: CompleteSpacesQuestion = {
  id: 'q2',
  type: 2,
  weight: 2,
  fields: [
    { type: 'text', value: 'The' },
    { type: 'space', values: ['Nile', 'النيل'], size: 'md' },
    { type: 'text', value: 'flows into the' },
    { type: 'space', values: ['Mediterranean', 'المتوسط'] },
    { type: 'text', value: 'Sea' },
  ],
};

const multipleAnswer: MultipleAnswerQuestion = {
  id: 'q5',
  type: 5,
  text: 'Which are prime?',
  weight: 2,
  choices: ['2', '4', '5', '9'],
  possibleAnswers: [true, false, true, false],
};

function graded(score: number, maxScore: number, needsManualGrade = false) {
  return { score, maxScore, needsManualGrade };
}

describe('weights: whole numbers 1 or above count, anything else counts 0', () => {
  it.each([
    [1, 1],
    [5, 5],
    [undefined, 0],
    [0, 0],
    [-2, 0],
    [0.5, 0],
    [2.5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('weight %s counts %s', (weight, expected) => {
    expect(effectiveWeight({ ...singleChoice, weight })).toBe(expected);
  });

  it.each<[string, Question, number]>([
    ['single choice: its weight', singleChoice, 2],
    ['complete-the-spaces: weight × number of spaces', completeSpaces, 4],
    ['file upload: 0 whatever its weight', { id: 'f', type: 3, weight: 4 }, 0],
    ['info: 0 whatever its weight', { id: 'i', type: 4, weight: 4 }, 0],
    ['a question without a weight: 0', { ...writing, weight: undefined }, 0],
  ])('the max score of %s', (_rule, question, max) => {
    expect(questionMaxScore(question)).toBe(max);
  });
});

describe('type 0, single choice: the selected choice is the correct one (1-based)', () => {
  it.each<[string, Answer | undefined, ReturnType<typeof graded>]>([
    ['the correct choice earns the weight', { selectedAnswer: 2 }, graded(2, 2)],
    ['another choice earns 0', { selectedAnswer: 3 }, graded(0, 2)],
    ['the 0-based number of the correct choice earns 0', { selectedAnswer: 1 }, graded(0, 2)],
    ['no selection earns 0', { selectedAnswer: null }, graded(0, 2)],
    ['no answer earns 0', undefined, graded(0, 2)],
  ])('%s', (_rule, answer, expected) => {
    expect(gradeQuestion(singleChoice, answer)).toEqual(expected);
  });

  it.each([undefined, 0, 4])('a correctAnswer of %s is no key: the question waits for a manual grade', (correctAnswer) => {
    expect(gradeQuestion({ ...singleChoice, correctAnswer }, { selectedAnswer: 2 })).toEqual(graded(0, 2, true));
  });
});

describe('type 1, writing: the answer matches one of the possible answers', () => {
  it.each<[string, string | null | undefined, number]>([
    ['the first possible answer', 'القاهرة', 3],
    ['another possible answer, in another case', 'cairo', 3],
    ['a letter variant (ه for ة)', 'القاهره', 3],
    ['with punctuation and spaces', ' القاهرة. ', 3],
    ['a wrong answer', 'الجيزة', 0],
    ['an empty answer', '', 0],
    ['no answer', undefined, 0],
  ])('%s scores %s of 3', (_rule, textAnswer, score) => {
    expect(gradeQuestion(writing, { textAnswer })).toEqual(graded(score, 3));
  });

  it('follows the quiz comparison settings (char dictionary off)', () => {
    expect(gradeQuestion(writing, { textAnswer: 'القاهره' }, { disableCharDictionary: true })).toEqual(graded(0, 3));
  });

  it('follows the quiz comparison settings (special characters kept)', () => {
    expect(gradeQuestion(writing, { textAnswer: 'القاهرة.' }, { specialCharsReduction: 'None' })).toEqual(graded(0, 3));
  });

  it('a manually graded question scores 0 and waits for a manual grade, even when the answer matches', () => {
    expect(gradeQuestion({ ...writing, isManuallyGraded: true }, { textAnswer: 'القاهرة' })).toEqual(graded(0, 3, true));
  });

  it.each([[undefined], [[]], [['', '  ', '؟']]])(
    'a weighted question with no possible answers (%j) waits for a manual grade',
    (possibleAnswers) => {
      expect(gradeQuestion({ ...writing, possibleAnswers }, { textAnswer: 'anything' })).toEqual(graded(0, 3, true));
    },
  );

  it('a form question (weight 0) with no possible answers needs no grade', () => {
    expect(gradeQuestion({ ...writing, weight: 0, possibleAnswers: [] }, { textAnswer: 'Sara' })).toEqual(graded(0, 0));
  });

  it.each([
    ['the same day written differently', '2024/3/5', 1],
    ['the same day in Arabic-Indic digits', '٢٠٢٤-٠٣-٠٥', 1],
    ['another day', '2024-03-06', 0],
  ])('a date question compares calendar days: %s', (_rule, textAnswer, score) => {
    const dateQuestion: WritingQuestion = { ...writing, weight: 1, isDate: true, possibleAnswers: ['2024-03-05'] };
    expect(gradeQuestion(dateQuestion, { textAnswer })).toEqual(graded(score, 1));
  });
});

describe('type 2, complete-the-spaces: each space earns the weight on its own', () => {
  it.each<[string, string[] | undefined, number]>([
    ['both spaces right', ['Nile', 'Mediterranean'], 4],
    ['both right, in Arabic and another case', ['النيل', 'mediterranean'], 4],
    ['the first space right only', ['Nile', 'Red'], 2],
    ['the second space right only', ['Amazon', 'المتوسط'], 2],
    ['the first space filled only', ['Nile'], 2],
    ['neither space right', ['Amazon', 'Red'], 0],
    ['answers in the wrong order', ['Mediterranean', 'Nile'], 0],
    ['no answer', undefined, 0],
  ])('%s scores %s of 4', (_rule, spaces, score) => {
    expect(gradeQuestion(completeSpaces, { spaces })).toEqual(graded(score, 4));
  });

  it('a space with no accepted values makes the question wait for a manual grade; the other spaces still score', () => {
    const keyless: CompleteSpacesQuestion = {
      ...completeSpaces,
      fields: [...completeSpaces.fields, { type: 'space', values: [' '] }],
    };
    expect(gradeQuestion(keyless, { spaces: ['Nile', 'Red', 'x'] })).toEqual(graded(2, 6, true));
  });
});

describe('types 3 and 4, file upload and info: worth nothing', () => {
  it.each<[string, Question, Answer]>([
    ['file upload', { id: 'f', type: 3, weight: 5 }, { fileUrl: 'https://files.example/cv.pdf' }],
    ['info', { id: 'i', type: 4, weight: 5 }, {}],
  ])('%s scores 0 of 0 and needs no grade', (_type, question, answer) => {
    expect(gradeQuestion(question, answer)).toEqual(graded(0, 0));
  });
});

describe('type 5, multiple answer: all or nothing, the ticks must be exactly the correct choices', () => {
  it.each<[string, boolean[] | undefined, number]>([
    ['exactly the correct choices', [true, false, true, false], 2],
    ['the correct choices, trailing unticked choices left out', [true, false, true], 2],
    ['one correct choice missing', [true, false, false, false], 0],
    ['one wrong choice added', [true, true, true, false], 0],
    ['every choice ticked', [true, true, true, true], 0],
    ['nothing ticked', [false, false, false, false], 0],
    ['no answer', undefined, 0],
  ])('%s scores %s of 2', (_rule, checkedAnswers, score) => {
    expect(gradeQuestion(multipleAnswer, { checkedAnswers })).toEqual(graded(score, 2));
  });

  it.each([[undefined], [[false, false, false, false]]])(
    'possibleAnswers %j mark no correct choice: the question waits for a manual grade',
    (possibleAnswers) => {
      expect(gradeQuestion({ ...multipleAnswer, possibleAnswers }, { checkedAnswers: [true] })).toEqual(
        graded(0, 2, true),
      );
    },
  );
});

describe('types 6, 7 and 8 have no right answer: a weight, if any, is earned by answering', () => {
  const checkbox: Question = { id: 'c', type: 6, weight: 1, isOriginalCheckbox: true };
  const courseLink: Question = { id: 'l', type: 7, weight: 1, choices: ['Track A', 'Track B'], courseLinks: ['a', 'b'] };
  const country: Question = { id: 'r', type: 8, weight: 1, showRegion: true };

  it.each<[string, Question, Answer | undefined, number]>([
    ['checkbox with a tick', checkbox, { checkedAnswers: [true] }, 1],
    ['checkbox with no tick', checkbox, { checkedAnswers: [false] }, 0],
    ['checkbox unanswered', checkbox, undefined, 0],
    ['course link with a choice', courseLink, { selectedAnswer: 2 }, 1],
    ['course link with a choice that does not exist', courseLink, { selectedAnswer: 3 }, 0],
    ['course link unanswered', courseLink, { selectedAnswer: null }, 0],
    ['country and region', country, { country: 'EG', region: 'Cairo' }, 1],
    ['country without the region it asks for', country, { country: 'EG', region: ' ' }, 0],
    ['country without a region when none is asked', { ...country, showRegion: false }, { country: 'EG' }, 1],
    ['no country', country, { country: null, region: 'Cairo' }, 0],
  ])('%s scores %s of 1', (_case, question, answer, score) => {
    expect(gradeQuestion(question, answer)).toEqual(graded(score, 1));
  });

  it.each<[string, Question, Answer]>([
    ['checkbox', { ...checkbox, weight: 0 }, { checkedAnswers: [true] }],
    ['course link', { ...courseLink, weight: undefined }, { selectedAnswer: 1 }],
    ['country', { ...country, weight: 0 }, { country: 'EG', region: 'Giza' }],
  ])('a form %s (weight 0) scores 0 of 0', (_type, question, answer) => {
    expect(gradeQuestion(question, answer)).toEqual(graded(0, 0));
  });
});
