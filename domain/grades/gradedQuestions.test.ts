import { describe, expect, it } from 'vitest';
import type { Question, QuizContent } from '../quiz/types.ts';
import { checkManualGradeRows, manualGradeLayoutOf } from './gradeRows.ts';
import { gradedQuestionsOf, questionLookupOf, questionNumberIn, templateQuestionsOf } from './gradedQuestions.ts';

const choice: Question = { id: 'c1', type: 0, text: 'Capital of Egypt?', choices: ['Alexandria', 'Cairo'], correctAnswer: 2, weight: 1 };
const info: Question = { id: 'i1', type: 4, text: 'Read the passage' };
const essay: Question = { id: 'e1', type: 1, text: 'Write about the Nile', isManuallyGraded: true, weight: 3 };
const keyless: Question = { id: 'k1', type: 1, text: 'Name a river', weight: 2 };
const keyed: Question = { id: 'w1', type: 1, text: 'Longest river?', possibleAnswers: ['Nile'], weight: 2 };

const flat: QuizContent = { version: 0, questions: [choice, info, essay] };
const oneSection: QuizContent = { version: 2, sections: [{ id: 's1', name: 'Egypt', questions: [info, choice, essay] }] };
const twoSections: QuizContent = {
  version: 2,
  sections: [
    { id: 's1', name: 'Reading', questions: [info, choice] },
    { id: 's2', name: 'Writing', questions: [keyed, essay, keyless] },
  ],
};

describe('question numbers as the quiz editor shows them', () => {
  it('numbers every item of a quiz without sections from 1, descriptions included', () => {
    expect(gradedQuestionsOf(flat).map((question) => [question.id, question.number])).toEqual([['c1', '1'], ['i1', '2'], ['e1', '3']]);
  });

  it('numbers a single section’s items from 1', () => {
    expect(gradedQuestionsOf(oneSection).map((question) => question.number)).toEqual(['1', '2', '3']);
  });

  it('starts again in each section, written section.question, when there are several', () => {
    expect(gradedQuestionsOf(twoSections).map((question) => [question.id, question.number])).toEqual([
      ['i1', '1.1'], ['c1', '1.2'], ['w1', '2.1'], ['e1', '2.2'], ['k1', '2.3'],
    ]);
  });

  it('knows each question’s maximum and whether it waits for a person', () => {
    expect(gradedQuestionsOf(twoSections).map((question) => [question.id, question.maxScore, question.byHand])).toEqual([
      ['i1', 0, false], ['c1', 1, false], ['w1', 2, false], ['e1', 3, true], ['k1', 2, true],
    ]);
  });
});

describe('what a file may name a question with', () => {
  it.each([
    ['3', '3'], [' 03 ', '3'], ['2.3', '2.3'], ['3 — Write about the Nile', '3'], ['2.3 - text', '2.3'], ['3: text', '3'], ['3 –', '3'],
    ['', null], ['q3', null], ['3x', null], ['-3', null], ['3.', null], ['٣', null],
  ])('%j reads as number %j', (reference, number) => {
    expect(questionNumberIn(reference)).toBe(number);
  });

  it('finds a question by id or by number; in a quiz without several sections 1.N is N', () => {
    const find = (content: QuizContent, reference: string) => questionLookupOf(gradedQuestionsOf(content))(reference)?.id;
    expect(find(flat, 'e1')).toBe('e1');
    expect(find(flat, '3')).toBe('e1');
    expect(find(flat, '3 — Write about the Nile')).toBe('e1');
    expect(find(oneSection, '1.3')).toBe('e1');
    expect(find(flat, '4')).toBeUndefined();
    expect(find(twoSections, '2.2')).toBe('e1');
    // ambiguous in a quiz of several sections: not a question
    expect(find(twoSections, '2')).toBeUndefined();
    expect(find(twoSections, '3.1')).toBeUndefined();
  });

  it('takes an id before a number: a question whose id is "3" is that one', () => {
    const numbered: QuizContent = { version: 0, questions: [{ ...essay, id: '3' }, choice, { ...keyless }] };
    expect(questionLookupOf(gradedQuestionsOf(numbered))('3')?.id).toBe('3');
  });
});

describe('the template’s question columns', () => {
  it('are the questions graded by hand', () => {
    expect(templateQuestionsOf(gradedQuestionsOf(twoSections)).map((question) => question.id)).toEqual(['e1', 'k1']);
  });

  it('are every question worth points when none is graded by hand', () => {
    const keyedOnly: QuizContent = { version: 0, questions: [info, choice, keyed] };
    expect(templateQuestionsOf(gradedQuestionsOf(keyedOnly)).map((question) => question.id)).toEqual(['c1', 'w1']);
  });
});

describe('manual grading files by what the teacher sees (issue 30)', () => {
  const lookup = questionLookupOf(gradedQuestionsOf(twoSections));

  it('takes rows e-mail, question number, grade, and the old ids', () => {
    expect(checkManualGradeRows([['learner@example.com', '2.2', '1'], ['b@example.com', 'k1', '2']], lookup)).toEqual({
      ok: true,
      rows: [
        { line: 1, email: 'learner@example.com', questionId: 'e1', grade: 1 },
        { line: 2, email: 'b@example.com', questionId: 'k1', grade: 2 },
      ],
    });
  });

  it('takes the template back: a header, a row per learner, a grade (or nothing) per question column', () => {
    const file = [
      ['البريد الإلكتروني', 'الاسم', '2.2 — Write about the Nile', '2.3 — Name a river'],
      ['Huda@Example.com', 'هدى', '3', ''],
      [],
      ['sara@example.com', 'Sara', '', '2'],
      ['omar@example.com', 'Omar', '', ''],
    ];
    expect(checkManualGradeRows(file, lookup)).toEqual({
      ok: true,
      rows: [
        { line: 2, email: 'huda@example.com', questionId: 'e1', grade: 3 },
        { line: 4, email: 'sara@example.com', questionId: 'k1', grade: 2 },
      ],
    });
  });

  it('takes a header the teacher wrote: e-mail and question numbers, no name', () => {
    expect(checkManualGradeRows([['email', '2.2', '2.3 — river'], ['a@example.com', '1', '0']], lookup)).toEqual({
      ok: true,
      rows: [
        { line: 2, email: 'a@example.com', questionId: 'e1', grade: 1 },
        { line: 2, email: 'a@example.com', questionId: 'k1', grade: 0 },
      ],
    });
  });

  it('skips the header of the simple rows (email,question,grade)', () => {
    expect(checkManualGradeRows([['email', 'question', 'grade'], ['a@example.com', '2.2', '3']], lookup)).toEqual({
      ok: true,
      rows: [{ line: 2, email: 'a@example.com', questionId: 'e1', grade: 3 }],
    });
  });

  it('a first row with an e-mail, or a grade third, is a row, not a header', () => {
    expect(manualGradeLayoutOf(['a@example.com', '2.2', '3'], lookup)).toEqual({ ok: true, layout: { kind: 'rows' }, header: false });
    expect(manualGradeLayoutOf(['not-an-email', '2.2', '3'], lookup)).toEqual({ ok: true, layout: { kind: 'rows' }, header: false });
  });

  it.each([
    ['a column of no question', [['email', 'name', '2.2', '9.9 — gone'], ['a@example.com', 'A', '1', '1']], 1, 'missingQuestionID'],
    ['a header naming no question', [['email', 'name', 'notes', 'more']], 1, 'missingQuestionID'],
    ['a two-cell header naming no question', [['email', 'name']], 1, 'invalidRowEntry'],
    ['a grade above the column’s question max', [['email', 'name', '2.2'], ['a@example.com', 'A', '4']], 2, 'invalidGrade'],
    ['a word as a grade', [['email', 'name', '2.2'], ['a@example.com', 'A', 'good']], 2, 'invalidGrade'],
    ['a cell beyond the header', [['email', 'name', '2.2'], ['a@example.com', 'A', '1', '2']], 2, 'invalidRowEntry'],
    ['a grade under an unnamed column', [['email', '', '2.2'], ['a@example.com', '1', '1']], 2, 'invalidRowEntry'],
    ['a row without an e-mail', [['email', 'name', '2.2'], ['', 'A', '1']], 2, 'invalidRowEntry'],
    ['an ambiguous number in a quiz of several sections', [['a@example.com', '2', '1']], 1, 'missingQuestionID'],
  ])('refuses %s', (_case, rows, line, code) => {
    expect(checkManualGradeRows(rows, lookup)).toEqual({ ok: false, refusal: { line, code } });
  });
});
