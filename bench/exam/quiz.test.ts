import { describe, expect, it } from 'vitest';
import { unansweredRequired, answerProblems } from '../../domain/quiz/answerRules.ts';
import { parseQuiz } from '../../domain/quiz/document.ts';
import { answersOfLearner, answersUpTo, examContent, examMaxGrade, examQuestions, examSettings, PASS_GRADE } from './quiz.ts';
import { expectedResult } from './verify.ts';

const learnerIndexes = Array.from({ length: 500 }, (_, index) => index);

describe('the exam quiz', () => {
  it('has 3 sections of 10 questions with unique ids', () => {
    expect(examContent.version === 2 && examContent.sections.map((section) => section.questions.length)).toEqual([10, 10, 10]);
    expect(new Set(examQuestions.map((question) => question.id)).size).toBe(30);
  });

  it('is a document the server accepts as it is', () => {
    const parsed = parseQuiz({ ...examContent, ...examSettings });
    expect(parsed.ok).toBe(true);
    expect(parsed.ok && parsed.quiz.version === 2 && parsed.quiz.sections).toEqual(examContent.version === 2 && examContent.sections);
  });

  it('is worth 33 points (the complete-the-spaces question earns its weight per space) and passes at 15', () => {
    expect(examMaxGrade).toBe(33);
    expect(PASS_GRADE).toBe(15);
  });
});

describe("the learners' answers", () => {
  it('are the same on every run', () => {
    expect(answersOfLearner(7)).toEqual(answersOfLearner(7));
    expect(answersOfLearner(7)).not.toEqual(answersOfLearner(8));
  });

  it('answer every question acceptably, so every submit is taken', () => {
    for (const index of learnerIndexes) {
      const answers = answersUpTo(answersOfLearner(index), 30);
      expect(unansweredRequired(examContent, answers)).toEqual([]);
      for (const question of examQuestions) expect(answerProblems(question, answers[question.id])).toEqual([]);
    }
  });

  it('are mostly right: most learners pass, a few fail', () => {
    const results = learnerIndexes.map((index) => expectedResult(answersUpTo(answersOfLearner(index), 30)).result);
    const mean = results.reduce((total, result) => total + result, 0) / results.length;
    const failed = results.filter((result) => result < PASS_GRADE).length;
    expect(mean / examMaxGrade).toBeGreaterThan(0.6);
    expect(mean / examMaxGrade).toBeLessThan(0.85);
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThan(results.length / 10);
  });

  it('grow one question per save: save k holds the first k answers', () => {
    const answers = answersOfLearner(3);
    expect(Object.keys(answersUpTo(answers, 1))).toEqual([examQuestions[0].id]);
    expect(Object.keys(answersUpTo(answers, 12))).toEqual(examQuestions.slice(0, 12).map((question) => question.id));
    expect(answersUpTo(answers, 30)[examQuestions[29].id]).toEqual(answers[29]);
  });
});
