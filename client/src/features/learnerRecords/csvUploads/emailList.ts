// A file of e-mails, one a line (admin spec §5, "Private users file"; the
// files of examinees or registrants to delete read the same way): each
// trimmed and lower-cased and valid by the platform's e-mail rule. Any invalid
// line refuses the whole file, naming every invalid one, so the owner gets
// them back as invalidEmails.txt and nothing is sent.
import { isEmail, normalizeEmail } from '../../../../../domain/validation/email.ts';
import type { CsvRow } from './readCsvFile.ts';

export interface InvalidEmailLine {
  line: number;
  /** the line's text, trimmed and lower-cased as it would have been sent */
  text: string;
}

export type EmailListCheck = { ok: true; emails: string[] } | { ok: false; invalid: InvalidEmailLine[] };

/**
 * The e-mails of the file in their order, each once. A line is one e-mail:
 * empty fields after it (a spreadsheet's empty columns) are ignored, a second
 * value makes the whole line invalid.
 */
export function parseEmailList(rows: readonly CsvRow[]): EmailListCheck {
  const emails = new Set<string>();
  const invalid: InvalidEmailLine[] = [];
  for (const { line, fields } of rows) {
    const values = fields.filter((field) => field.trim() !== '');
    const text = normalizeEmail(values.join(','));
    if (values.length === 1 && isEmail(text)) emails.add(text);
    else invalid.push({ line, text });
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, emails: [...emails] };
}

/** invalidEmails.txt: the invalid lines, one a line, as the owner wrote them (trimmed, lower-cased). */
export function invalidEmailsText(invalid: readonly { text: string }[]): string {
  return invalid.map((entry) => entry.text).join('\n') + '\n';
}
