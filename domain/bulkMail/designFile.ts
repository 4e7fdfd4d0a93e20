// The design file of a bulk e-mail (admin spec "Send email": Save Design
// downloads a JSON with the design, the attachments and the subject; loading
// it restores them). Version 1: { version, subject, design (the editor's
// project data, as it gave it), attachments [{ filename, path, cid? }] }. A
// file is read whole or refused whole with a code, so a wrong file never
// half-replaces what is on the screen. docs/decisions/bulkMail.md.
import { attachmentProblems, type AttachmentProblemCode } from './attachments.ts';

export const DESIGN_FILE_VERSION = 1;

export interface DesignAttachment {
  filename: string;
  /** the uploaded file's URL */
  path: string;
  /** set when the HTML shows the file as an inline image */
  cid?: string;
}

/** The editor's project data: an object with its pages, otherwise opaque here. */
export type DesignData = Record<string, unknown> & { pages: unknown[] };

export interface DesignFile {
  version: typeof DESIGN_FILE_VERSION;
  subject: string;
  design: DesignData;
  attachments: DesignAttachment[];
}

export type DesignFileErrorCode =
  /** not JSON at all */
  | 'designFileNotJson'
  /** JSON, but of another version (or none) */
  | 'designFileVersion'
  /** version 1 without a subject text or the editor's data */
  | 'designFileInvalid'
  /** the attachments are not a list of { filename, path, cid? } the rules accept */
  | 'designFileAttachments';

export type DesignFileResult =
  | { ok: true; file: DesignFile }
  /** problem: the attachment rule that failed, when one did */
  | { ok: false; error: DesignFileErrorCode; problem?: AttachmentProblemCode };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An uploaded file's address: http(s) or on this site (never javascript:, data: …). */
const FILE_ADDRESS = /^(?:https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i;

/** The attachment as the file shows it: cid only when inline. */
/** An attachment as the screen holds it: cid null or absent when not inline. */
export interface AttachmentRef {
  filename: string;
  path: string;
  cid?: string | null;
}

export function designAttachment({ filename, path, cid }: AttachmentRef): DesignAttachment {
  return cid ? { filename, path, cid } : { filename, path };
}

export function designFileText(subject: string, design: DesignData, attachments: readonly AttachmentRef[]): string {
  const file: DesignFile = { version: DESIGN_FILE_VERSION, subject, design, attachments: attachments.map(designAttachment) };
  return JSON.stringify(file, null, 2);
}

function readAttachment(value: unknown): DesignAttachment | null {
  if (!isObject(value)) return null;
  const { filename, path, cid } = value;
  if (typeof filename !== 'string' || typeof path !== 'string' || !FILE_ADDRESS.test(path)) return null;
  if (cid !== undefined && cid !== null && typeof cid !== 'string') return null;
  return designAttachment({ filename, path, cid });
}

export function readDesignFile(text: string): DesignFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'designFileNotJson' };
  }
  if (!isObject(parsed) || parsed.version !== DESIGN_FILE_VERSION) return { ok: false, error: 'designFileVersion' };
  const { subject, design, attachments } = parsed;
  if (typeof subject !== 'string' || !isObject(design) || !Array.isArray(design.pages)) return { ok: false, error: 'designFileInvalid' };
  if (!Array.isArray(attachments)) return { ok: false, error: 'designFileAttachments' };
  const read = attachments.map(readAttachment);
  if (read.some((attachment) => attachment === null)) return { ok: false, error: 'designFileAttachments' };
  const valid = read as DesignAttachment[];
  // the sizes are the server's to check when the mail is sent
  const [problem] = attachmentProblems(valid.map((attachment) => ({ ...attachment, size: 0 })));
  if (problem) return { ok: false, error: 'designFileAttachments', problem: problem.code };
  return { ok: true, file: { version: DESIGN_FILE_VERSION, subject, design: design as DesignData, attachments: valid } };
}
