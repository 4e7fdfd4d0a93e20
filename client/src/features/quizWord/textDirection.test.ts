import { describe, expect, it } from 'vitest';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import { ARABIC, ENGLISH, everyTypeQuiz } from './quizWordFixtures.ts';
import { firstStrongDirection, quizLanguage } from './textDirection.ts';

describe('a text reads the way its first letter does (dir="auto")', () => {
  it.each([
    ['What is 2 + 2?', 'ltr'],
    ['ما ناتج 2 + 2؟', 'rtl'],
    ['2024: عام جديد', 'rtl'],
    ['(1) Paris', 'ltr'],
    ['שלום', 'rtl'],
    ['123 – 456', null],
    ['', null],
  ] as const)('%j → %s', (text, direction) => {
    expect(firstStrongDirection(text)).toBe(direction);
  });
});

describe("the document's language proposed from the quiz", () => {
  const quiz = (name: string, texts: string[]): Quiz => ({
    name,
    passGrade: 0,
    version: 0,
    questions: texts.map((text, index) => ({ id: `q${index}`, type: 4, text })),
  });

  it('is the language most of its texts are written in', () => {
    expect(quizLanguage(everyTypeQuiz(ARABIC), 'en')).toBe('ar');
    expect(quizLanguage(everyTypeQuiz(ENGLISH), 'ar')).toBe('en');
    expect(quizLanguage(quiz('Physics 101', ['ما السرعة؟', 'ما التسارع؟']), 'en')).toBe('ar');
  });

  it('a tie, or no letters at all, keeps the language of the screen', () => {
    expect(quizLanguage(quiz('Quiz', ['سؤال']), 'ar')).toBe('ar');
    expect(quizLanguage(quiz('Quiz', ['سؤال']), 'en')).toBe('en');
    expect(quizLanguage(quiz('2024', ['1 + 1']), 'en')).toBe('en');
  });
});
