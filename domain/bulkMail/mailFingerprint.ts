// What a test send of a bulk e-mail vouches for (issue 30): the mail as it is
// sent, not the editor's state. Its subject as the server keeps it (trimmed),
// the HTML the screen sends (the editor's export, inline images by cid:
// inlineImages.ts) and each attachment by what makes it that attachment (the
// uploaded file's address, the name the reader sees, its cid). The screen
// takes it of the very message it sends as the test and again of the message
// it sends to everyone; Send waits while they differ. The editor's own
// re-serialising (a text block's editing ending on blur, a selection, a
// component's id: mailDocument.ts drops ids nothing refers to) changes no
// part of it. docs/decisions/bulkMail.md.
import type { DesignAttachment } from './designFile.ts';

export interface SentMail {
  subject: string;
  /** the HTML as sent (the server sanitises it, the same way for the test and the send) */
  html: string;
  attachments: readonly DesignAttachment[];
}

export function mailFingerprint({ subject, html, attachments }: SentMail): string {
  return JSON.stringify([subject.trim(), html, attachments.map(({ path, filename, cid }) => [path, filename, cid ?? null])]);
}
