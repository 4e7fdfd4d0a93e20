import { describe, expect, it } from 'vitest';
import type { LearnerRun } from './load.ts';
import { answersOfLearner, answersUpTo } from './quiz.ts';
import { answersNotStored, expectedResult, judge, type StoredExam, type StoredSubmission } from './verify.ts';

describe('answersNotStored', () => {
  it.each([
    { case: 'stored as sent', stored: { a: { selectedAnswer: 2 }, b: { spaces: ['x', 'y'] } }, expected: [] },
    { case: 'stored with the keys in another order (jsonb)', stored: { b: { spaces: ['x', 'y'] }, a: { selectedAnswer: 2 } }, expected: [] },
    { case: 'with more answers than were sent', stored: { a: { selectedAnswer: 2 }, b: { spaces: ['x', 'y'] }, c: {} }, expected: [] },
    { case: 'an answer missing', stored: { a: { selectedAnswer: 2 } }, expected: ['b'] },
    { case: 'an answer changed', stored: { a: { selectedAnswer: 1 }, b: { spaces: ['x', 'y'] } }, expected: ['a'] },
    { case: 'spaces in another order', stored: { a: { selectedAnswer: 2 }, b: { spaces: ['y', 'x'] } }, expected: ['b'] },
    { case: 'nothing stored', stored: null, expected: ['a', 'b'] },
  ])('$case: $expected', ({ stored, expected }) => {
    expect(answersNotStored({ a: { selectedAnswer: 2 }, b: { spaces: ['x', 'y'] } }, stored)).toEqual(expected);
  });
});

const email = 'learner-00001@bench.example';
const answers = answersOfLearner(0);
const all = answersUpTo(answers, 30);
const grade = expectedResult(all);

/** A learner who opened, had all 30 saves acknowledged and submitted; and what a correct server stored for it. */
function completeExam(): { run: LearnerRun; stored: StoredExam; submission: StoredSubmission } {
  const run: LearnerRun = {
    index: 0,
    email,
    answers,
    token: 't',
    attemptId: 'a1',
    acknowledgedSeq: 30,
    unappliedSaves: 0,
    submitKey: 'k1',
    submitted: all,
    submittedResult: grade.result,
  };
  const submission: StoredSubmission = { id: 's1', learnerId: 'l1', answers: all, result: grade.result, maxGrade: grade.maxGrade };
  const stored: StoredExam = {
    learnerIds: new Map([[email, 'l1']]),
    attempts: [{ learnerId: 'l1', draftAnswers: all, draftSeq: 30 }],
    submissions: [submission],
    scoreCounts: new Map([['s1', 30]]),
  };
  return { run, stored, submission };
}

const counts = (verdict: ReturnType<typeof judge>) => ({ lost: verdict.lost, duplicated: verdict.duplicated, wrongResults: verdict.wrongResults });

describe('judge', () => {
  it('finds nothing wrong when everything acknowledged is stored once and graded right', () => {
    const { run, stored } = completeExam();
    expect(judge([run], stored)).toEqual({ lost: 0, duplicated: 0, wrongResults: 0, problems: [] });
  });

  it.each([
    {
      case: 'a draft that misses the last acknowledged save (3 answers behind, older seq)',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.run.submitted = undefined;
        exam.run.submittedResult = undefined;
        exam.stored.submissions = [];
        exam.stored.attempts[0] = { learnerId: 'l1', draftAnswers: answersUpTo(answers, 27), draftSeq: 27 };
      },
      expected: { lost: 4, duplicated: 0, wrongResults: 0 },
    },
    {
      case: 'an acknowledged open without an attempt',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.run.acknowledgedSeq = 0;
        exam.stored.attempts = [];
      },
      expected: { lost: 1, duplicated: 0, wrongResults: 0 },
    },
    {
      case: 'an acknowledged submit without a submission',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.stored.submissions = [];
      },
      expected: { lost: 1, duplicated: 0, wrongResults: 0 },
    },
    {
      case: 'a submission holding another answer than the one submitted',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.submission.answers = { ...all, s1q1: { selectedAnswer: 3 } };
      },
      expected: { lost: 1, duplicated: 0, wrongResults: 0 },
    },
    {
      case: 'two attempts of one learner',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.stored.attempts.push({ learnerId: 'l1', draftAnswers: {}, draftSeq: 0 });
      },
      expected: { lost: 0, duplicated: 1, wrongResults: 0 },
    },
    {
      case: 'two submissions of one learner',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.stored.submissions.push({ ...exam.submission, id: 's2' });
      },
      expected: { lost: 0, duplicated: 1, wrongResults: 0 },
    },
    {
      case: 'a question scored twice',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.stored.scoreCounts.set('s1', 31);
      },
      expected: { lost: 0, duplicated: 1, wrongResults: 0 },
    },
    {
      case: 'a stored result other than the grading gives',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.submission.result = grade.result - 1;
      },
      expected: { lost: 0, duplicated: 0, wrongResults: 1 },
    },
    {
      case: 'an answered result other than the grading gives',
      change: (exam: ReturnType<typeof completeExam>) => {
        exam.run.submittedResult = grade.result + 1;
      },
      expected: { lost: 0, duplicated: 0, wrongResults: 1 },
    },
  ])('counts $case', ({ change, expected }) => {
    const exam = completeExam();
    change(exam);
    const verdict = judge([exam.run], exam.stored);
    expect(counts(verdict)).toEqual(expected);
    expect(verdict.problems.length).toBeGreaterThan(0);
  });

  it('does not count what the server never acknowledged', () => {
    const { run } = completeExam();
    const failed: LearnerRun = { ...run, attemptId: undefined, acknowledgedSeq: 0, submitted: undefined, submittedResult: undefined };
    const empty: StoredExam = { learnerIds: new Map([[email, 'l1']]), attempts: [], submissions: [], scoreCounts: new Map() };
    expect(counts(judge([failed], empty))).toEqual({ lost: 0, duplicated: 0, wrongResults: 0 });
  });
});
