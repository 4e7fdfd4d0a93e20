import { describe, expect, it } from 'vitest';
import { externalResultOf, gradeSubmission, isLate, totalOf } from './score.ts';
import type { Answers, Question, QuizContent, QuizSettings } from './types.ts';

// The worked examples are those of docs/decisions.md, "Quiz scoring".

function quizOf(questions: Question[], settings: Partial<QuizSettings> = {}) {
  const content: QuizContent = { version: 2, sections: [{ id: 's1', name: 'القسم الأول', questions }] };
  return { content, settings: { name: 'Quiz', passGrade: 0, ...settings } };
}

const submittedAt = new Date('2025-03-01T09:00:00Z');

// Worked example 1's quiz: 2 + 3 + 2 + 0 = 7 points.
const capitals: Question[] = [
  { id: 'choice', type: 0, text: 'عاصمة مصر؟', weight: 2, choices: ['الإسكندرية', 'القاهرة'], correctAnswer: 2 },
  { id: 'writing', type: 1, text: 'عاصمة مصر؟', weight: 3, possibleAnswers: ['القاهرة'] },
  {
    id: 'multiple',
    type: 5,
    text: 'Which are in Egypt?',
    weight: 2,
    choices: ['Luxor', 'Petra', 'Aswan'],
    possibleAnswers: [true, false, true],
  },
  { id: 'info', type: 4, text: 'شكرا', weight: 0 },
];
const capitalsAnswers: Answers = {
  choice: { selectedAnswer: 2 },
  writing: { textAnswer: 'القاهره' },
  multiple: { checkedAnswers: [true, true, true] },
};

describe('worked examples', () => {
  it('worked example 1: a plain quiz sums the question scores (5 of 7) and passes at passGrade 5', () => {
    const grade = gradeSubmission(quizOf(capitals, { passGrade: 5 }), capitalsAnswers, { now: submittedAt });
    expect(grade).toEqual({
      result: 5,
      maxGrade: 7,
      passed: true,
      lateReduction: 0,
      excludeFromTotal: false,
      perQuestion: [
        { questionId: 'choice', score: 2, maxScore: 2, manual: false, needsManualGrade: false },
        { questionId: 'writing', score: 3, maxScore: 3, manual: false, needsManualGrade: false },
        { questionId: 'multiple', score: 0, maxScore: 2, manual: false, needsManualGrade: false },
        { questionId: 'info', score: 0, maxScore: 0, manual: false, needsManualGrade: false },
      ],
    });
  });

  describe('worked example 2: after the full-grade deadline (10 March 2025 18:00 at UTC+3) gradeReduction 2 is taken off', () => {
    const quiz = quizOf(capitals, {
      passGrade: 5,
      fullGradeDeadline: { date: '2025-03-10', time: '18:00' },
      gradeReduction: 2,
    });
    it.each([
      ['18:00:59 local is still on time', '2025-03-10T15:00:59Z', 5, 0, true],
      ['18:01 local is late: 5 - 2 = 3, below passGrade 5', '2025-03-10T15:01:00Z', 3, 2, false],
    ])('%s', (_case, instant, result, lateReduction, passed) => {
      const grade = gradeSubmission(quiz, capitalsAnswers, { now: new Date(instant), timeZoneOffsetMinutes: 180 });
      expect(grade).toMatchObject({ result, maxGrade: 7, lateReduction, passed });
    });
  });

  describe('worked example 3: a manual grade replaces the score of a manually graded writing answer', () => {
    const quiz = quizOf(
      [
        { id: 'essay', type: 1, text: 'اشرح دورة الماء', weight: 5, isManuallyGraded: true },
        { id: 'choice', type: 0, text: '2 + 2', weight: 5, choices: ['3', '4'], correctAnswer: 2 },
      ],
      { passGrade: 8 },
    );
    const answers: Answers = { essay: { textAnswer: 'يتبخر الماء ثم يتكاثف' }, choice: { selectedAnswer: 2 } };

    it('before grading: 5 of 10, the essay waits', () => {
      const grade = gradeSubmission(quiz, answers, { now: submittedAt });
      expect(grade).toMatchObject({ result: 5, maxGrade: 10, passed: false });
      expect(grade.perQuestion[0]).toEqual({
        questionId: 'essay',
        score: 0,
        maxScore: 5,
        manual: false,
        needsManualGrade: true,
      });
    });

    it('graded 4: 4 + 5 = 9 of 10, passed', () => {
      const grade = gradeSubmission(quiz, answers, { now: submittedAt, manualGrades: { essay: 4 } });
      expect(grade).toMatchObject({ result: 9, maxGrade: 10, passed: true });
      expect(grade.perQuestion[0]).toEqual({
        questionId: 'essay',
        score: 4,
        maxScore: 5,
        manual: true,
        needsManualGrade: false,
      });
    });

    it('graded 7: kept to the question max 5, so 10 of 10', () => {
      const grade = gradeSubmission(quiz, answers, { now: submittedAt, manualGrades: { essay: 7 } });
      expect(grade).toMatchObject({ result: 10, maxGrade: 10 });
      expect(grade.perQuestion[0].score).toBe(5);
    });
  });

  describe('worked example 4: the grade offset is added last, after the late reduction, within 0..max', () => {
    // 10 questions of weight 1; the learner answers 6 correctly.
    const questions: Question[] = Array.from({ length: 10 }, (_, index) => ({
      id: `q${index + 1}`,
      type: 0,
      weight: 1,
      choices: ['yes', 'no'],
      correctAnswer: 1,
    }));
    const answers: Answers = Object.fromEntries(
      questions.map((question, index) => [question.id, { selectedAnswer: index < 6 ? 1 : 2 }]),
    );
    const quiz = quizOf(questions, { passGrade: 7, fullGradeDeadline: { date: '2025-02-28' }, gradeReduction: 3 });

    it.each([
      ['on time, offset +2: 6 + 2 = 8, passed', '2025-02-28T23:59:59Z', 2, 8, 0, true],
      ['late, offset +2: 6 - 3 + 2 = 5, not passed', '2025-03-01T00:00:00Z', 2, 5, 3, false],
      ['on time, offset +6: 12 is kept to the max 10', '2025-02-28T12:00:00Z', 6, 10, 0, true],
      ['on time, offset -9: -3 is kept to 0', '2025-02-28T12:00:00Z', -9, 0, 0, false],
    ])('%s', (_case, instant, gradeOffset, result, lateReduction, passed) => {
      const grade = gradeSubmission(quiz, answers, { now: new Date(instant), gradeOffset });
      expect(grade).toMatchObject({ result, maxGrade: 10, lateReduction, passed });
    });
  });

  describe('worked example 5: an externally graded quiz is worth maxGradeExternal and its result is the uploaded grade', () => {
    const quiz = quizOf([{ id: 'upload', type: 3, text: 'ارفع المشروع', weight: 0 }], {
      passGrade: 60,
      externalGrades: true,
      maxGradeExternal: 100,
      fullGradeDeadline: { date: '2025-01-01' },
      gradeReduction: 10,
    });
    const answers: Answers = { upload: { fileUrl: 'https://files.example/project.zip' } };

    it.each([
      ['72 uploaded, submitted late (no reduction on external grades): 72 of 100, passed', 72, 0, 72, true],
      ['72 uploaded with offset +5: 77', 72, 5, 77, true],
      ['55 uploaded: not passed', 55, 0, 55, false],
      ['120 uploaded: kept to 100', 120, 0, 100, true],
    ])('%s', (_case, externalGrade, gradeOffset, result, passed) => {
      const grade = gradeSubmission(quiz, answers, { now: submittedAt, externalGrade, gradeOffset });
      expect(grade).toMatchObject({ result, maxGrade: 100, lateReduction: 0, passed });
    });

    it('no grade uploaded yet: result and passed are null', () => {
      const grade = gradeSubmission(quiz, answers, { now: submittedAt, externalGrade: null, gradeOffset: 5 });
      expect(grade).toMatchObject({ result: null, maxGrade: 100, passed: null });
    });
  });

  it('worked example 6: complete-the-spaces with weight 2 and 3 spaces, 2 filled right: 4 of 6', () => {
    const quiz = quizOf(
      [
        {
          id: 'spaces',
          type: 2,
          weight: 2,
          fields: [
            { type: 'space', values: ['الرياض'] },
            { type: 'text', value: 'عاصمة السعودية، و' },
            { type: 'space', values: ['عمّان', 'عمان'] },
            { type: 'text', value: 'عاصمة الأردن، و' },
            { type: 'space', values: ['بيروت'] },
            { type: 'text', value: 'عاصمة لبنان.' },
          ],
        },
      ],
      { passGrade: 4 },
    );
    const grade = gradeSubmission(quiz, { spaces: { spaces: ['الرياض', 'عمان', 'دمشق'] } }, { now: submittedAt });
    expect(grade).toMatchObject({ result: 4, maxGrade: 6, passed: true });
  });

  it('worked example 7: a form (every weight 0) is worth 0, its result 0 and it counts as passed', () => {
    const quiz = quizOf(
      [
        { id: 'name', type: 1, text: 'الاسم', weight: 0 },
        { id: 'country', type: 8, text: 'البلد', weight: 0, showRegion: true },
      ],
      { isForm: true },
    );
    const answers: Answers = { name: { textAnswer: 'سارة' }, country: { country: 'JO', region: 'Amman' } };
    expect(gradeSubmission(quiz, answers, { now: submittedAt })).toMatchObject({ result: 0, maxGrade: 0, passed: true });
  });

  it('worked example 8: the total skips quizzes excluded from it and external grades not uploaded yet', () => {
    expect(
      totalOf([
        { result: 5, maxGrade: 7 },
        { result: 72, maxGrade: 100, excludeFromTotal: true },
        { result: 4, maxGrade: 6, excludeFromTotal: false },
        { result: null, maxGrade: 100 },
      ]),
    ).toEqual({ result: 9, maxGrade: 13 });
  });
});

describe('composition rules', () => {
  it('questions of a version 0 quiz are graded like those in sections', () => {
    const quiz = { content: { version: 0, questions: capitals } as const, settings: { name: 'Flat', passGrade: 5 } };
    expect(gradeSubmission(quiz, capitalsAnswers, { now: submittedAt })).toMatchObject({ result: 5, maxGrade: 7 });
  });

  it('the comparison settings of the quiz are used for writing answers', () => {
    const quiz = quizOf(capitals, { disableCharDictionary: true });
    expect(gradeSubmission(quiz, capitalsAnswers, { now: submittedAt }).result).toBe(2);
  });

  it('a manual grade replaces an automatic score too, and a negative one counts 0', () => {
    const graded = gradeSubmission(quizOf(capitals), capitalsAnswers, {
      now: submittedAt,
      manualGrades: { multiple: 1, choice: -3 },
    });
    expect(graded.result).toBe(0 + 3 + 1);
    expect(graded.perQuestion.map((question) => question.manual)).toEqual([true, false, true, false]);
  });

  it('manual grades for questions not in the quiz, or not numbers, are ignored', () => {
    const graded = gradeSubmission(quizOf(capitals), capitalsAnswers, {
      now: submittedAt,
      manualGrades: { removed: 4, writing: Number.NaN },
    });
    expect(graded.result).toBe(5);
    expect(graded.perQuestion.some((question) => question.manual)).toBe(false);
  });

  it('the late reduction never takes the result below 0 and reports the points actually taken', () => {
    const quiz = quizOf(capitals, { fullGradeDeadline: { date: '2025-01-01' }, gradeReduction: 10 });
    expect(gradeSubmission(quiz, capitalsAnswers, { now: submittedAt })).toMatchObject({ result: 0, lateReduction: 5 });
  });

  it.each([
    ['no gradeReduction', undefined],
    ['gradeReduction 0', 0],
    ['a negative gradeReduction', -4],
  ])('a late submission with %s loses nothing', (_case, gradeReduction) => {
    const quiz = quizOf(capitals, { fullGradeDeadline: { date: '2025-01-01' }, gradeReduction });
    expect(gradeSubmission(quiz, capitalsAnswers, { now: submittedAt })).toMatchObject({ result: 5, lateReduction: 0 });
  });

  it.each([
    [0, true],
    [5, true],
    [6, false],
  ])('passed is result ≥ passGrade (result 5, passGrade %s: %s)', (passGrade, passed) => {
    const grade = gradeSubmission(quizOf(capitals, { passGrade }), capitalsAnswers, { now: submittedAt });
    expect(grade.passed).toBe(passed);
  });

  it('an externally graded quiz without maxGradeExternal is worth 0', () => {
    const quiz = quizOf([], { externalGrades: true, maxGradeExternal: null });
    expect(gradeSubmission(quiz, {}, { now: submittedAt, externalGrade: 30 })).toMatchObject({ result: 0, maxGrade: 0 });
  });

  it('excludeFromTotal is carried to the grade, for totalOf', () => {
    const grade = gradeSubmission(quizOf(capitals, { excludeFromTotal: true }), capitalsAnswers, { now: submittedAt });
    expect(totalOf([grade, { result: 2, maxGrade: 3 }])).toEqual({ result: 2, maxGrade: 3 });
  });
});

describe('isLate: the full-grade deadline names a day or a minute, all of it on time', () => {
  it.each([
    ['date only, last millisecond of the day (UTC)', { date: '2025-03-10' }, '2025-03-10T23:59:59.999Z', 0, false],
    ['date only, the next day (UTC)', { date: '2025-03-10' }, '2025-03-11T00:00:00Z', 0, true],
    ['date only at UTC+3: 23:30 local is on time', { date: '2025-03-10' }, '2025-03-10T20:30:00Z', 180, false],
    ['date only at UTC+3: 00:00 local the next day is late', { date: '2025-03-10' }, '2025-03-10T21:00:00Z', 180, true],
    ['date only at UTC-5: 23:00 local is on time', { date: '2025-03-10' }, '2025-03-11T04:00:00Z', -300, false],
    ['with time, within the minute', { date: '2025-03-10', time: '09:30' }, '2025-03-10T09:30:59Z', 0, false],
    ['with time, the next minute', { date: '2025-03-10', time: '09:30' }, '2025-03-10T09:31:00Z', 0, true],
    ['with time 23:59 the day ends on time', { date: '2025-03-10', time: '23:59' }, '2025-03-10T23:59:30Z', 0, false],
    ['an empty time means the whole day', { date: '2025-03-10', time: '' }, '2025-03-10T22:00:00Z', 0, false],
    ['a one-digit hour', { date: '2025-03-10', time: '9:30' }, '2025-03-10T09:31:00Z', 0, true],
  ])('%s', (_case, deadline, instant, offset, late) => {
    expect(isLate(deadline, new Date(instant), offset)).toBe(late);
  });

  it.each([
    ['no deadline', null],
    ['a missing deadline', undefined],
    ['an impossible date', { date: '2025-02-30' }],
    ['a date in another format', { date: '10/03/2020' }],
    ['a time that is not 24-hour HH:mm', { date: '2020-03-10', time: '6 pm' }],
    ['hour 24', { date: '2020-03-10', time: '24:00' }],
  ])('%s is no deadline: never late', (_case, deadline) => {
    expect(isLate(deadline, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('externalResultOf: the uploaded grade plus the offset, kept within 0..maxGradeExternal', () => {
  it.each([
    ['72 with no offset', 72, undefined, 100, 72],
    ['72 with offset +5', 72, 5, 100, 77],
    ['95 with offset +10 is kept to 100', 95, 10, 100, 100],
    ['20 with offset -30 is kept to 0', 20, -30, 100, 0],
    ['a grade above a lowered maximum counts with its offset before the clamp: 120 - 30 = 90', 120, -30, 100, 90],
    ['a missing maximum is 0', 30, 0, null, 0],
    ['no grade uploaded: null', null, 5, 100, null],
  ])('%s', (_case, grade, offset, max, result) => {
    expect(externalResultOf(grade, offset, max).result).toBe(result);
  });

  it('is what gradeSubmission answers for an externally graded quiz', () => {
    const quiz = quizOf([], { externalGrades: true, maxGradeExternal: 100, passGrade: 50 });
    for (const [grade, offset] of [[120, -30], [40, 15], [10, -20]]) {
      const graded = gradeSubmission(quiz, {}, { now: submittedAt, externalGrade: grade, gradeOffset: offset });
      expect(graded.result).toBe(externalResultOf(grade, offset, 100).result);
    }
  });
});
