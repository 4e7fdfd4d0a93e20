// Properties of grading over generated quizzes and answers: any document
// parseQuiz accepts, answered with any JSON value for every question, with any
// manual grades, offset, external grade, deadline and submission time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuiz } from './document.ts';
import { gradeQuestion } from './grade.ts';
import { gradeSubmission } from './score.ts';
import type { Question, Quiz } from './types.ts';

const word = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('القاهرة', 'Cairo', 'star', '1922-02-28', '', ' ', 'ـ'));
const words = fc.array(word, { maxLength: 4 });
const flags = fc.array(fc.boolean(), { maxLength: 5 });
const weight = fc.option(fc.nat(5), { nil: undefined });

// Each question type with the fields grading reads; parseQuiz fills the rest.
const questionBody = fc.oneof(
  fc.record({ type: fc.constant(0), choices: words, correctAnswer: fc.option(fc.nat(5), { nil: undefined }) }),
  fc.record(
    { type: fc.constant(1), possibleAnswers: words, isManuallyGraded: fc.boolean(), isDate: fc.boolean() },
    { requiredKeys: ['type'] },
  ),
  fc.record({
    type: fc.constant(2),
    fields: fc.array(
      fc.oneof(fc.record({ type: fc.constant('text'), value: word }), fc.record({ type: fc.constant('space'), values: words })),
      { maxLength: 5 },
    ),
  }),
  fc.record({ type: fc.constant(3) }),
  fc.record({ type: fc.constant(4) }),
  fc.record({ type: fc.constant(5), choices: words, possibleAnswers: flags }, { requiredKeys: ['type', 'choices'] }),
  fc.record({ type: fc.constant(6), choices: words }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constant(7), choices: words, possibleAnswers: flags }, { requiredKeys: ['type', 'choices'] }),
  fc.record({ type: fc.constant(8), showRegion: fc.boolean() }),
);

const questions = fc
  .array(fc.tuple(questionBody, weight), { maxLength: 8 })
  .map((bodies) => bodies.map(([body, questionWeight], index) => ({ id: `q${index}`, weight: questionWeight, ...body })));

const settings = fc.record({
  name: fc.constant('Generated'),
  passGrade: fc.nat(40),
  gradeReduction: fc.option(fc.nat(10), { nil: undefined }),
  fullGradeDeadline: fc.option(
    fc.record({ date: fc.constantFrom('2026-01-31', '2024-02-29', '0099-12-31'), time: fc.constantFrom(undefined, '00:00', '23:59') }),
    { nil: null },
  ),
  externalGrades: fc.boolean(),
  maxGradeExternal: fc.option(fc.nat(100), { nil: null }),
  disableCharDictionary: fc.boolean(),
  specialCharsReduction: fc.constantFrom('None', 'Space Only', 'Full'),
});

/** Valid quiz documents: generated, then kept only as parseQuiz reads them. */
const quiz: fc.Arbitrary<Quiz> = fc
  .tuple(settings, questions, fc.constantFrom(0, 2))
  .map(([quizSettings, quizQuestions, version]) =>
    version === 0
      ? { ...quizSettings, version, questions: quizQuestions.filter((question) => question.type !== 3 && question.type !== 4) }
      : { ...quizSettings, version, sections: [{ id: 's1', name: 'One', questions: quizQuestions }] },
  )
  .map((document) => parseQuiz(document))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { ok: true; quiz: Quiz }).quiz);

/** Any JSON value, and answer objects whose fields are any JSON value. */
const anyAnswer = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      selectedAnswer: fc.jsonValue(),
      textAnswer: fc.jsonValue(),
      spaces: fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 4 })),
      checkedAnswers: fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue(), { maxLength: 5 })),
      fileUrl: fc.jsonValue(),
      country: fc.jsonValue(),
      region: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

function questionsOf(document: Quiz): Question[] {
  return document.version === 0 ? document.questions : document.sections.flatMap((section) => section.questions);
}

const submission = quiz.chain((document) => {
  const ids = questionsOf(document).map((question) => question.id);
  return fc.record({
    document: fc.constant(document),
    answers: fc.dictionary(fc.constantFrom('q0', ...ids), anyAnswer),
    manualGrades: fc.dictionary(fc.constantFrom('q0', ...ids), fc.double()),
    gradeOffset: fc.option(fc.double(), { nil: undefined }),
    externalGrade: fc.option(fc.double(), { nil: null }),
    now: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
    timeZoneOffsetMinutes: fc.integer({ min: -720, max: 840 }),
  });
});

describe('grading generated quizzes', () => {
  it('never throws, and every score lies between 0 and its maximum', () => {
    fc.assert(
      fc.property(submission, ({ document, answers, ...options }) => {
        // Answers are whatever a client sent: the types promise nothing here.
        const grade = gradeSubmission({ content: document, settings: document }, answers as never, options);
        for (const question of grade.perQuestion) {
          expect(question.score).toBeGreaterThanOrEqual(0);
          expect(question.score).toBeLessThanOrEqual(question.maxScore);
        }
        if (grade.result !== null) {
          expect(grade.result).toBeGreaterThanOrEqual(0);
          expect(grade.result).toBeLessThanOrEqual(grade.maxGrade);
        }
        expect(Number.isFinite(grade.maxGrade) && grade.maxGrade >= 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('grades any JSON value as an answer to every question type without throwing', () => {
    fc.assert(
      fc.property(quiz, fc.jsonValue(), (document, answer) => {
        for (const question of questionsOf(document)) {
          const grade = gradeQuestion(question, answer as never, document);
          expect(grade.score).toBeGreaterThanOrEqual(0);
          expect(grade.score).toBeLessThanOrEqual(grade.maxScore);
        }
      }),
      { numRuns: 500 },
    );
  });
});
