// What a bulk e-mail may carry (issue 17; the spec's e-mail attachment:
// filename, path, cid). Files a reader opens safely (documents, images,
// archives; never a program or a page that runs script), a size that mail
// servers accept after base64 (25 MB is the common limit; base64 adds a
// third), and inline images named by a cid the HTML refers to.
// docs/decisions/bulkMail.md.

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_TOTAL_BYTES = 18 * 1024 * 1024;
export const MAX_ATTACHMENTS = 10;

/** Extension → the only type a file of that name is sent as. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/** The types an inline image (cid:) may have: a mail reader shows these in the text. */
const INLINE_IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg']);

const CID = /^[A-Za-z0-9._-]{1,64}$/;
// no folders, no control characters, no characters Windows refuses in a name
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f<>:"|?*]/;

export interface AttachmentDraft {
  filename: string;
  size: number;
  /** set when the HTML shows the file as an image (src="cid:…") */
  cid?: string | null;
}

export type AttachmentProblemCode = 'invalidAttachmentName' | 'attachmentTypeNotAllowed' | 'attachmentTooLarge' | 'tooManyAttachments' | 'invalidCid' | 'duplicateCid';

export interface AttachmentProblem {
  /** the attachment's index, or null for the list as a whole */
  index: number | null;
  code: AttachmentProblemCode;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The type a file is sent as, from its name only (never from what the uploader claimed), or null when not allowed. */
export function attachmentType(filename: string): string | null {
  return ATTACHMENT_TYPES[extensionOf(filename)] ?? null;
}

export function attachmentProblems(attachments: readonly AttachmentDraft[]): AttachmentProblem[] {
  const problems: AttachmentProblem[] = [];
  if (attachments.length > MAX_ATTACHMENTS) problems.push({ index: null, code: 'tooManyAttachments' });
  const total = attachments.reduce((sum, attachment) => sum + attachment.size, 0);
  if (total > MAX_ATTACHMENTS_TOTAL_BYTES) problems.push({ index: null, code: 'attachmentTooLarge' });
  const cids = new Set<string>();
  attachments.forEach((attachment, index) => {
    const name = attachment.filename.trim();
    if (name === '' || name.length > 255 || name !== attachment.filename || UNSAFE_NAME.test(name)) {
      problems.push({ index, code: 'invalidAttachmentName' });
    } else if (attachmentType(name) === null) problems.push({ index, code: 'attachmentTypeNotAllowed' });
    if (!Number.isSafeInteger(attachment.size) || attachment.size < 0 || attachment.size > MAX_ATTACHMENT_BYTES) {
      problems.push({ index, code: 'attachmentTooLarge' });
    }
    const { cid } = attachment;
    if (cid === undefined || cid === null) return;
    if (!CID.test(cid) || !INLINE_IMAGE_EXTENSIONS.has(extensionOf(name))) problems.push({ index, code: 'invalidCid' });
    else if (cids.has(cid.toLowerCase())) problems.push({ index, code: 'duplicateCid' });
    cids.add(cid.toLowerCase());
  });
  return problems;
}
