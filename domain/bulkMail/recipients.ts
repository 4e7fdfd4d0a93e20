// The recipients file of a bulk e-mail (admin spec: Send email, the
// 10,000-line constant): one address a line, trimmed and lower-cased, and only
// the addresses that pass the strict e-mail rule are kept. The screen shows
// what was kept and every line dropped with its reason before anything is
// sent; the server reads the same list with the same function.
// docs/decisions/bulkMail.md.
import { isEmail, normalizeEmail } from '../validation/email.ts';

/** The most lines (addresses) one bulk e-mail may be sent to. */
export const MAX_RECIPIENT_LINES = 10_000;

export type DroppedReason = 'invalidEmail' | 'duplicate';

export interface DroppedLine {
  /** 1-based, as an editor numbers the file's lines */
  line: number;
  text: string;
  reason: DroppedReason;
}

export type RecipientsResult =
  | { ok: true; recipients: string[]; dropped: DroppedLine[] }
  /** more lines with something on them than MAX_RECIPIENT_LINES: the file is refused whole, never cut */
  | { ok: false; error: 'tooManyRecipients'; lines: number };

/**
 * Splits the file's text at every line break (\r\n, \n or \r), trims and
 * lower-cases each line, and keeps each strictly valid address once, in the
 * file's order. Blank lines are not recipients (nor counted, nor reported); a
 * byte-order mark before the first line is not part of it.
 */
export function readRecipients(text: string): RecipientsResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const filled = lines.reduce((count, line) => (line.trim() === '' ? count : count + 1), 0);
  if (filled > MAX_RECIPIENT_LINES) return { ok: false, error: 'tooManyRecipients', lines: filled };

  const seen = new Set<string>();
  const recipients: string[] = [];
  const dropped: DroppedLine[] = [];
  lines.forEach((raw, index) => {
    const address = normalizeEmail(raw);
    if (address === '') return;
    if (!isEmail(address, 'strict')) dropped.push({ line: index + 1, text: raw.trim(), reason: 'invalidEmail' });
    else if (seen.has(address)) dropped.push({ line: index + 1, text: raw.trim(), reason: 'duplicate' });
    else {
      seen.add(address);
      recipients.push(address);
    }
  });
  return { ok: true, recipients, dropped };
}
