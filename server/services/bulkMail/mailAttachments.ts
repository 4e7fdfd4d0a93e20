// The files a bulk e-mail carries (the spec's e-mail attachment: filename,
// path, cid). The path is the address of a file the sender's account uploaded
// (POST /upload): only such files can be attached, so a mail never carries a
// file of another account, nor anything from outside. The name the reader
// sees must say the same type as the uploaded file (whose bytes /upload
// checked against its name), and the rules of domain/bulkMail/attachments.ts
// apply. docs/decisions/bulkMail.md.
import { attachmentProblems, attachmentType } from '../../../domain/bulkMail/attachments.ts';
import type { AttachmentRequest } from '../../../domain/bulkMail/bulkMailInputs.ts';
import type { Db } from '../../db/database.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import type { FileStorage } from '../../storage/fileStorage.ts';
import { AppError } from '../../errors.ts';
import { storedFileKeyOf } from '../files/storedFiles.ts';

/** One attachment as a BulkMail row keeps it. */
export interface StoredAttachment {
  fileId: string;
  filename: string;
  contentType: string;
  cid: string | null;
}

/** The attachments as bulkMailInputs.ts answers them, checked by their rules and against the account's uploads. */
export async function resolveAttachments(prisma: Db, organizationId: string, accountId: string, drafts: readonly AttachmentRequest[]): Promise<StoredAttachment[]> {
  if (drafts.length === 0) return [];
  // the list's own rules first (count, names, types, cids), with sizes filled in below
  const early = attachmentProblems(drafts.map((draft) => ({ ...draft, size: 0 })));
  if (early.length > 0) throw attachmentError(early[0]);

  const keys = drafts.map((draft, index) => storedFileKeyOf(draft.path, `attachments.${index}`));
  const files = await prisma.storedFile.findMany({
    where: { key: { in: keys }, organizationId, uploadedAt: { not: null }, uploadedBy: { accountId } },
    select: { id: true, key: true, fileName: true, size: true },
  });
  const byKey = new Map(files.map((file) => [file.key, file]));
  const found = drafts.map((draft, index) => {
    const file = byKey.get(keys[index]);
    // not uploaded, not finished, or another account's: the same answer, so nothing is learnt about other accounts' files
    if (!file) throw new AppError('notFound', { field: `attachments.${index}` });
    if (attachmentType(file.fileName) !== attachmentType(draft.filename)) throw new AppError('attachmentTypeNotAllowed', { field: `attachments.${index}` });
    return { draft, file };
  });
  const problems = attachmentProblems(found.map(({ draft, file }) => ({ ...draft, size: file.size ?? 0 })));
  if (problems.length > 0) throw attachmentError(problems[0]);
  return found.map(({ draft, file }) => ({
    fileId: file.id,
    filename: draft.filename,
    contentType: attachmentType(draft.filename) as string,
    cid: draft.cid,
  }));
}

function attachmentError(problem: ReturnType<typeof attachmentProblems>[number]): AppError {
  return new AppError(problem.code, { field: problem.index === null ? 'attachments' : `attachments.${problem.index}` });
}

/** The attachments' bytes, read once for a whole run of the job; null when one of the files is gone (deleted after the mail was started). */
export async function loadAttachments(prisma: Db, storage: FileStorage, attachments: readonly StoredAttachment[]): Promise<MailAttachment[] | null> {
  if (attachments.length === 0) return [];
  const files = await prisma.storedFile.findMany({ where: { id: { in: attachments.map((attachment) => attachment.fileId) } } });
  const loaded: MailAttachment[] = [];
  for (const attachment of attachments) {
    const file = files.find((candidate) => candidate.id === attachment.fileId);
    if (!file) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await storage.at(file).open(file.key)) chunks.push(Buffer.from(chunk as Buffer));
    } catch {
      return null;
    }
    loaded.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.concat(chunks),
      ...(attachment.cid ? { cid: attachment.cid } : {}),
    });
  }
  return loaded;
}
