/** The id of a question's card in the page, so the screen can scroll to it and focus it. */
export function questionElementId(questionId: string): string {
  // An HTML id has no whitespace; question ids normally have none either.
  return `question-${questionId.replace(/\s/g, '_')}`;
}
