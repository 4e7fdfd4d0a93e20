// A course introduction's goals are plain text typed in a text box; the page
// shows it with list formatting: a line starting with '-', '•', '*' or '–'
// is a bullet, a line starting with a number and '.', ')' or '-' (Western or
// Arabic-Indic digits: "1.", "٢)") is a numbered item; consecutive items of the
// same kind make one list. Other lines are paragraphs; a blank line ends one.

export type GoalBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; ordered: boolean; items: string[] };

/** '-', '*' and '–' need a space after them ('-5 degrees' is not an item); '•' does not. */
const BULLET = /^(?:[-*–]\s+|•\s*)(.+)$/u;
const NUMBERED = /^[0-9٠-٩۰-۹]+\s*[.)\-]\s*(.+)$/u;

export function goalBlocks(text: string | null | undefined): GoalBlock[] {
  const blocks: GoalBlock[] = [];
  let paragraphOpen = false;
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      paragraphOpen = false;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const last = blocks.at(-1);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1].trim();
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      paragraphOpen = false;
    } else if (paragraphOpen && last?.kind === 'paragraph') {
      last.lines.push(line);
    } else {
      blocks.push({ kind: 'paragraph', lines: [line] });
      paragraphOpen = true;
    }
  }
  return blocks;
}
