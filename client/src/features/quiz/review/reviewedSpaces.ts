// The sentence of a complete-the-spaces question (type 2) as reviewed: each
// space with the learner's text and whether it matches the key, judged by
// the same normaliser that graded it (domain/quiz/normalize.ts).
import { matchesAnyAnswer, normalizeAnswer, type MatchOptions } from '../../../../../domain/quiz/normalize.ts';
import type { Answer, CompleteSpacesQuestion } from '../../../../../domain/quiz/types.ts';

/** correct or wrong against the key; unjudged when the space has no key (a person grades it). */
export type SpaceVerdict = 'correct' | 'wrong' | 'unjudged';

export type ReviewedPart =
  | { kind: 'text'; text: string }
  | { kind: 'space'; index: number; given: string; accepted: string[]; verdict: SpaceVerdict };

export function reviewedSpaces(question: CompleteSpacesQuestion, answer: Answer | null, options: MatchOptions = {}): ReviewedPart[] {
  let spaceIndex = 0;
  return question.fields.map((field): ReviewedPart => {
    if (field.type === 'text') return { kind: 'text', text: field.value };
    const index = spaceIndex++;
    const given = answer?.spaces?.[index] ?? '';
    // Grading ignores accepted values that normalise to nothing; so does the review.
    const accepted = field.values.filter((value) => normalizeAnswer(value, options) !== '');
    const verdict: SpaceVerdict = accepted.length === 0 ? 'unjudged' : matchesAnyAnswer(given, accepted, options) ? 'correct' : 'wrong';
    return { kind: 'space', index, given, accepted, verdict };
  });
}
