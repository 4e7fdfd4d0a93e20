// Registration forms define tracks: each choice of a course-link question
// (type 7) is a track, named by its course link or, without one, by its text.
// A learner who picks a choice joins that track.
import { questionsOf } from './editorRules.ts';
import type { Answers, CourseLinkQuestion, QuizContent } from './types.ts';

function trackName(question: CourseLinkQuestion, index: number): string | null {
  const name = (question.courseLinks?.[index] || question.choices[index] || '').trim();
  return name || null;
}

/** Every track a registration form defines, without duplicates, in form order. */
export function formTracks(content: QuizContent): string[] {
  const names = new Set<string>();
  for (const question of questionsOf(content)) {
    if (question.type !== 7) continue;
    question.choices.forEach((_choice, index) => {
      const name = trackName(question, index);
      if (name) names.add(name);
    });
  }
  return [...names];
}

/** The tracks the answers to a registration form assign (selectedAnswer is 1-based). */
export function tracksFromAnswers(content: QuizContent, answers: Answers): string[] {
  const names = new Set<string>();
  for (const question of questionsOf(content)) {
    if (question.type !== 7) continue;
    const selected = answers[question.id]?.selectedAnswer;
    if (typeof selected !== 'number' || !Number.isInteger(selected) || selected < 1 || selected > question.choices.length) continue;
    const name = trackName(question, selected - 1);
    if (name) names.add(name);
  }
  return [...names];
}
