// Every field of the editor has an id made from the path its problems carry
// (`sections.1.questions.0.text` → `quiz-editor-sections-1-questions-0-text`),
// so the summary of problems can take the user to the field.

export function fieldId(path: string): string {
  return path === '' ? 'quiz-editor' : `quiz-editor-${path.replaceAll('.', '-')}`;
}

/** Focuses the field of `path`, or the closest enclosing element that has an id (a choice list, a question, a section). */
export function focusField(path: string): void {
  const segments = path.split('.');
  for (let length = segments.length; length >= 0; length -= 1) {
    const element = document.getElementById(fieldId(segments.slice(0, length).join('.')));
    if (element) {
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      return;
    }
  }
}
