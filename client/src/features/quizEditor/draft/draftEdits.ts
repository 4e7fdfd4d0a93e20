// Immutable edits of the quiz being edited: where a question sits, and moving,
// adding, changing or removing questions and sections. The rules that judge
// the result are domain/quiz/editorRules.ts's.
import type { QuestionDraft, QuizDraft, SectionDraft } from '../../../../../domain/quiz/editorRules.ts';

/** A question's place: its section (null in a version 0 quiz's flat list) and its position there. */
export interface QuestionPlace {
  section: number | null;
  index: number;
}

/** The path rules and problems use for the question, e.g. `sections.1.questions.0`. */
export function questionPath({ section, index }: QuestionPlace): string {
  return section === null ? `questions.${index}` : `sections.${section}.questions.${index}`;
}

/** The list with the item at `index` swapped with its neighbour; unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, position) => (position === index ? item : current));
}

export function removed<T>(items: readonly T[], index: number): T[] {
  return items.filter((_item, position) => position !== index);
}

/** The draft with the questions of one section (or of the flat list when `section` is null) changed. */
export function withQuestions(
  draft: QuizDraft,
  section: number | null,
  change: (questions: QuestionDraft[]) => QuestionDraft[],
): QuizDraft {
  if (draft.version === 0) return section === null ? { ...draft, questions: change(draft.questions) } : draft;
  if (section === null) return draft;
  return withSections(draft, (sections) =>
    replaced(sections, section, { ...sections[section], questions: change(sections[section].questions) }),
  );
}

/** The draft with its sections changed; a version 0 quiz has none and is left as it is. */
export function withSections(draft: QuizDraft, change: (sections: SectionDraft[]) => SectionDraft[]): QuizDraft {
  return draft.version === 0 ? draft : { ...draft, sections: change(draft.sections) };
}
