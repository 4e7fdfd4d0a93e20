// What a bulk e-mail's calls take, as schemas (docs/architecture.md, "An
// input"), for admin/sendBulkEmail, sendBulkEmail and sendBulkEmailTest: the
// sender's password, the recipients file, a one-line subject, the HTML
// message, the origin its unsubscribe links point to and the attachments, in
// the order the sending checked them. What needs the server (the password's
// hash, whether the origin is trusted, the HTML once sanitised, the uploaded
// files) is checked after, by the service. docs/decisions/bulkMail.md.
import { z } from 'zod';
import { MAX_RECIPIENT_LINES } from './recipients.ts';

export const MAX_SUBJECT_LENGTH = 300;
/** the HTML as the sender wrote it (and the recipients file's text): admin/sendBulkEmail takes 3 MB for both */
export const MAX_MESSAGE_LENGTH = 1_000_000;
const MAX_PASSWORD_LENGTH = 1_000;

const refuse = (context: z.RefinementCtx, code: 'requiredFieldsMissing' | 'invalid_data_entry' | 'tooManyRecipients', path?: string[]) => {
  context.addIssue({ code: 'custom', message: code, ...(path ? { path } : {}) });
  return z.NEVER;
};

/** A required text: absent or blank is requiredFieldsMissing, anything but a string (or a longer one) invalid_data_entry. */
const requiredText = (maxLength: number) =>
  z.unknown().optional().transform((value, context): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return refuse(context, 'requiredFieldsMissing');
    if (typeof value !== 'string' || value.length > maxLength) return refuse(context, 'invalid_data_entry');
    return value;
  });

/**
 * The recipients file: its text, or its lines (the legacy client split the
 * file itself), joined again so its line numbers stay. More lines with
 * something on them than a file may have is refused as such, before the text
 * is made.
 */
const recipientsFile = z
  .unknown()
  .optional()
  .transform((value, context): unknown => {
    if (!Array.isArray(value)) return value;
    if (!value.every((line) => typeof line === 'string')) return refuse(context, 'invalid_data_entry');
    if (value.filter((line: string) => line.trim() !== '').length > MAX_RECIPIENT_LINES) return refuse(context, 'tooManyRecipients');
    return value.join('\n');
  })
  .pipe(requiredText(MAX_MESSAGE_LENGTH));

/**
 * The origin the client is served from, where the unsubscribe links point
 * when the server trusts it; none (undefined, null or '') is null: the
 * organisation's own address. Anything given that is not text is read as an
 * origin nobody trusts, as the hand-written check read it (PUBLIC_URL's
 * origin instead).
 */
const NOT_AN_ORIGIN = 'not an origin';
const origin = z.unknown().optional().transform((value) => (value === undefined || value === null || value === '' ? null : typeof value === 'string' ? value : NOT_AN_ORIGIN));

export interface AttachmentRequest {
  /** the name the reader sees */
  filename: string;
  /** the address of a file the sender's account uploaded */
  path: string;
  /** the inline image's name in the HTML (src="cid:…"), or null */
  cid: string | null;
}

const isAttachmentRequest = (value: unknown): value is { filename: string; path: string; cid?: string | null } => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { filename, path, cid } = value as Record<string, unknown>;
  return typeof filename === 'string' && typeof path === 'string' && (cid === undefined || cid === null || typeof cid === 'string');
};

/** The attachments: none (absent or null), or a list of { filename, path, cid? }; an item of another shape is refused as `attachments.<index>`. */
const attachments = z.unknown().optional().transform((value, context): AttachmentRequest[] => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return refuse(context, 'invalid_data_entry');
  const index = value.findIndex((item) => !isAttachmentRequest(item));
  if (index >= 0) return refuse(context, 'invalid_data_entry', [`attachments.${index}`]);
  return (value as { filename: string; path: string; cid?: string | null }[]).map(({ filename, path, cid }) => ({
    filename,
    path,
    cid: cid === '' || cid === undefined ? null : cid,
  }));
});

/** A line break in a subject could add headers: checked once the fields are each right. */
const oneLineSubject = (mail: { subject: string }, context: z.RefinementCtx) => {
  if (/[\r\n]/.test(mail.subject)) refuse(context, 'invalid_data_entry', ['subject']);
};

const subject = requiredText(MAX_SUBJECT_LENGTH).transform((text) => text.trim());

/** sendBulkEmailTest: the mail as the learners will get it, sent to the sender only. */
export const mailDraft = z
  .object({ subject, message: requiredText(MAX_MESSAGE_LENGTH), origin, attachments })
  .superRefine(oneLineSubject);

export type MailDraft = z.output<typeof mailDraft>;

/** admin/sendBulkEmail and sendBulkEmail: the sender's password, the recipients file, then the mail. */
export const bulkMailSubmission = z
  .object({
    password: requiredText(MAX_PASSWORD_LENGTH),
    to: recipientsFile,
    subject,
    message: requiredText(MAX_MESSAGE_LENGTH),
    origin,
    attachments,
  })
  .superRefine(oneLineSubject);

export type BulkMailSubmission = z.output<typeof bulkMailSubmission>;
