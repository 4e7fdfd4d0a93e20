// What a bulk e-mail says, checked the same way for the real send and for the
// test send to the sender: a one-line subject, an HTML message with some text
// or an image (sanitised for mail, with its text part), the attachments (files
// of the sender's account) and the trusted origin its unsubscribe links point
// to. docs/decisions/bulkMail.md.
import type { MailDraft } from '../../../domain/bulkMail/bulkMailInputs.ts';
import { hasRole, isSignedInPerson, requireAdmin } from '../../auth/scopes.ts';
import type { RequestContext } from '../../context.ts';
import { sanitizeMailHtml } from '../../security/sanitizeMailHtml.ts';
import { AppError } from '../../errors.ts';
import { originOf, resetLinkOrigin } from '../passwords/resetOrigin.ts';
import { resolveAttachments, type StoredAttachment } from './mailAttachments.ts';
import { plainTextOf } from './plainText.ts';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  attachments: StoredAttachment[];
  linkOrigin: string;
}

/** The viewer as the sender of a bulk mail: an account owner signed in by session (not an API token). */
export function requireMailSender(ctx: RequestContext) {
  const viewer = requireAdmin(ctx);
  if (!hasRole(viewer, 'ACCOUNT_OWNER') || !viewer.accountId || !isSignedInPerson(viewer)) throw new AppError('forbidden');
  return { ...viewer, accountId: viewer.accountId };
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

/** Where the mail's links point: the trusted origin given (null: none given), else the organisation's own address. */
export function linkOriginOf(ctx: RequestContext, origin: string | null): string {
  // Every mail carries its recipient's unsubscribe link: without an address to point it at, nothing is sent.
  // An origin given must be trusted; none given is the organisation's own address.
  const linkOrigin = origin === null ? organisationOrigin(ctx) : resetLinkOrigin(ctx, origin);
  if (!linkOrigin) throw new AppError('invalid_data_entry', { field: 'origin' });
  return linkOrigin;
}

/** The sanitised HTML, its text part and the attachments; an empty message (no text, no image) is requiredFieldsMissing. */
export async function mailContent(ctx: RequestContext, sender: { organizationId: string; accountId: string }, draft: MailDraft): Promise<MailContent> {
  const linkOrigin = linkOriginOf(ctx, draft.origin);
  const html = sanitizeMailHtml(draft.message);
  const text = plainTextOf(html);
  if (text.trim() === '' && !/<img\b/i.test(html)) throw new AppError('requiredFieldsMissing', { field: 'message' });
  const attachments = await resolveAttachments(ctx.prisma, sender.organizationId, sender.accountId, draft.attachments);
  return { subject: draft.subject, html, text, attachments, linkOrigin };
}
