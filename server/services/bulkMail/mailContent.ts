// What a bulk e-mail says, checked the same way for the real send and for the
// test send to the sender: a one-line subject, an HTML message with some text
// or an image (sanitised for mail, with its text part), the attachments (files
// of the sender's account) and the trusted origin its unsubscribe links point
// to. docs/decisions/bulkMail.md.
import type { RequestContext } from '../../context.ts';
import { sanitizeMailHtml } from '../../security/sanitizeMailHtml.ts';
import { AppError } from '../../errors.ts';
import { originOf, resetLinkOrigin } from '../passwords/resetOrigin.ts';
import { resolveAttachments, type StoredAttachment } from './mailAttachments.ts';
import { plainTextOf } from './plainText.ts';

export const MAX_SUBJECT_LENGTH = 300;
/** the HTML as the sender wrote it (and the recipients file's text): admin/sendBulkEmail takes 3 MB for both */
export const MAX_MESSAGE_LENGTH = 1_000_000;

export interface MailContentInput {
  subject?: unknown;
  /** the HTML */
  message?: unknown;
  attachments?: unknown;
  /** the origin the client is served from: the unsubscribe links point there when it is trusted (as reset links do) */
  origin?: unknown;
}

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
  linkOrigin: string;
}

/** The viewer as the sender of a bulk mail: an account owner signed in by session (not an API token). */
export function requireMailSender(ctx: RequestContext) {
  const { viewer } = ctx;
  if (viewer.kind !== 'admin') throw new AppError(viewer.kind === 'anonymous' ? 'unauthenticated' : 'forbidden');
  if (viewer.role !== 'ACCOUNT_OWNER' || !viewer.accountId || viewer.apiToken) throw new AppError('forbidden');
  return { ...viewer, accountId: viewer.accountId };
}

/** A required text: absent or blank is requiredFieldsMissing, anything but a string is invalid_data_entry. */
export function requiredText(value: unknown, field: string, maxLength: number): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new AppError('requiredFieldsMissing', { field });
  if (typeof value !== 'string' || value.length > maxLength) throw new AppError('invalid_data_entry', { field });
  return value;
}

/** The fields' own checks, before anything is read from the database (the password and the recipients come between them and mailContent). */
export function checkedFields(input: MailContentInput) {
  const subject = requiredText(input.subject, 'subject', MAX_SUBJECT_LENGTH).trim();
  const message = requiredText(input.message, 'message', MAX_MESSAGE_LENGTH);
  // a line break in a subject could add headers
  if (/[\r\n]/.test(subject)) throw new AppError('invalid_data_entry', { field: 'subject' });
  return { subject, message };
}

/**
 * The organisation's own address, for a body without an origin (the spec's
 * admin/sendBulkEmail sends none): PUBLIC_URL's origin, else, outside
 * production, the server's own port on localhost ({alias}.localhost for an
 * organisation other than the default, as the server tells organisations
 * apart by host). Never the request's Host header.
 */
export function organisationOrigin(ctx: Pick<RequestContext, 'config' | 'organization'>): string | null {
  const configured = originOf(ctx.config.publicUrl);
  if (configured) return configured;
  if (ctx.config.production) return null;
  const alias = ctx.organization?.alias;
  const host = alias && alias !== ctx.config.defaultOrg ? `${alias}.localhost` : 'localhost';
  return `http://${host}:${ctx.config.port}`;
}

export function linkOriginOf(ctx: RequestContext, origin: unknown): string {
  // Every mail carries its recipient's unsubscribe link: without an address to point it at, nothing is sent.
  // An origin given must be trusted; none given is the organisation's own address.
  const missing = origin === undefined || origin === null || origin === '';
  const linkOrigin = missing ? organisationOrigin(ctx) : resetLinkOrigin(ctx, origin);
  if (!linkOrigin) throw new AppError('invalid_data_entry', { field: 'origin' });
  return linkOrigin;
}

/** The sanitised HTML, its text part and the attachments; an empty message (no text, no image) is requiredFieldsMissing. */
export async function mailContent(ctx: RequestContext, accountId: string, input: MailContentInput, fields = checkedFields(input)): Promise<MailContent> {
  const linkOrigin = linkOriginOf(ctx, input.origin);
  const html = sanitizeMailHtml(fields.message);
  const text = plainTextOf(html);
  if (text.trim() === '' && !/<img\b/i.test(html)) throw new AppError('requiredFieldsMissing', { field: 'message' });
  const attachments = await resolveAttachments(ctx.prisma, ctx.viewer.kind === 'admin' ? ctx.viewer.organizationId : '', accountId, input.attachments);
  return { subject: fields.subject, html, text, attachments, linkOrigin };
}
