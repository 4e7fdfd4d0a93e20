import type { QuizDraft } from '../../../../../domain/quiz/editorRules.ts';
import { questionPath } from '../draft/draftEdits.ts';

/** Every question's id by its path (`sections.1.questions.0`), in the quiz's order. */
export function questionIdsByPath(draft: QuizDraft): Map<string, string> {
  const ids = new Map<string, string>();
  if (draft.version === 0) {
    draft.questions.forEach((question, index) => ids.set(questionPath({ section: null, index }), question.id));
  } else {
    draft.sections.forEach((section, sectionIndex) =>
      section.questions.forEach((question, index) => ids.set(questionPath({ section: sectionIndex, index }), question.id)),
    );
  }
  return ids;
}

/** The id of the question a problem's path is in (`sections.1.questions.0.choices.2` → that question's), or null. */
export function questionIdAt(ids: ReadonlyMap<string, string>, path: string): string | null {
  const match = /^(?:sections\.\d+\.)?questions\.\d+/.exec(path);
  return match ? (ids.get(match[0]) ?? null) : null;
}
