// Which way a text reads, as the browser's dir="auto" decides it: by its
// first strong letter. The Word export gives every person-typed text its own
// direction this way (as the app shows it in UserText), and proposes the
// document's language from the quiz's texts.
import { questionsOf } from '../../../../domain/quiz/editorRules.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';
import type { Language } from '../../i18n/languages.ts';

export type TextDirection = 'rtl' | 'ltr';

// Letters of the right-to-left scripts; every other letter reads left to right.
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/** The direction of the text's first letter; null when it has none (digits, punctuation, blank). */
export function firstStrongDirection(text: string): TextDirection | null {
  const letter = LETTER.exec(text)?.[0];
  if (letter === undefined) return null;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/** The language the quiz is written in: the direction most of its texts read in; a tie keeps `fallback`. */
export function quizLanguage(quiz: Quiz, fallback: Language): Language {
  const texts = [
    quiz.name,
    ...(quiz.version === 0 ? [] : quiz.sections.map((section) => section.name)),
    ...questionsOf(quiz).flatMap((question) => [question.text ?? '', ...('choices' in question ? (question.choices ?? []) : [])]),
  ];
  let balance = 0;
  for (const text of texts) {
    const direction = firstStrongDirection(text);
    if (direction) balance += direction === 'rtl' ? 1 : -1;
  }
  if (balance === 0) return fallback;
  return balance > 0 ? 'ar' : 'en';
}
