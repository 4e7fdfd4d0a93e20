/**
 * The choices worth showing, each with its 1-based number in the question.
 * A blank choice (an editor row left empty) is not offered, but the choices
 * after it keep their numbers, since answers and keys count every row.
 */
export function numberedChoices(choices: readonly string[] | undefined): { number: number; text: string }[] {
  return (choices ?? []).flatMap((text, index) => (text.trim() === '' ? [] : [{ number: index + 1, text }]));
}
