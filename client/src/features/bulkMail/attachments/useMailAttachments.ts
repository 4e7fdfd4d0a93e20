// The attachments of the mail being written: uploaded one by one with their
// progress (the app's upload, admin session), checked before anything is sent
// by the rules the server applies (domain/bulkMail/attachments.ts), marked
// inline with a cid, and deleted from the account's storage.
import { useCallback, useMemo, useRef, useState } from 'react';
import { ATTACHMENT_TYPES, attachmentProblems, type AttachmentProblem } from '../../../../../domain/bulkMail/attachments.ts';
import { designAttachment, type DesignAttachment } from '../../../../../domain/bulkMail/designFile.ts';
import { fileTypes } from '../../../../../domain/files/fileTypes.ts';
import { acceptAttribute, acceptedTypes, storeFile, UploadError } from '../../../storage/uploadFile.ts';
import { useFeedback } from '../../account/activity/Feedback.tsx';
import { useDeleteFileMutation } from '../mutations/DeleteFileMutation.ts';

/** What may be attached and also uploaded: the attachment types the upload takes. */
export const ATTACHMENT_EXTENSIONS = Object.keys(ATTACHMENT_TYPES).filter((extension) => extension in fileTypes);
const ACCEPTED = acceptedTypes(ATTACHMENT_EXTENSIONS);
export const ATTACHMENT_ACCEPT = acceptAttribute(ACCEPTED);

export interface MailAttachment {
  /** this screen's own key for the row */
  key: string;
  filename: string;
  /** the uploaded file's URL; null while it goes up */
  path: string | null;
  /** null for one read from a design file: the server knows its size */
  size: number | null;
  /** set when the design shows it inline (src="cid:…") */
  cid: string | null;
  /** 0 to 100 while it goes up */
  progress: number | null;
}

/** Whether the rules let this file be an inline image (png, jpg, jpeg). */
export const canBeInline = (filename: string) => !attachmentProblems([{ filename, size: 0, cid: 'image' }]).some((problem) => problem.code === 'invalidCid');

const problemsOf = (list: readonly Pick<MailAttachment, 'filename' | 'size' | 'cid'>[]) =>
  attachmentProblems(list.map(({ filename, size, cid }) => ({ filename, size: size ?? 0, cid })));

export function useMailAttachments() {
  const feedback = useFeedback();
  const [deleteFile, deleting] = useDeleteFileMutation();
  const [attachments, setAttachments] = useState<MailAttachment[]>([]);
  // the list as of the last change, for checks made between two renders (several files chosen at once)
  const current = useRef<MailAttachment[]>([]);
  const serial = useRef(0);

  const change = useCallback((next: (list: MailAttachment[]) => MailAttachment[]) => {
    current.current = next(current.current);
    setAttachments(current.current);
  }, []);
  const update = useCallback(
    (key: string, fields: Partial<MailAttachment>) => change((list) => list.map((item) => (item.key === key ? { ...item, ...fields } : item))),
    [change],
  );

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const candidate = [...current.current, { filename: file.name, size: file.size, cid: null }];
        const refusal = problemsOf(candidate).find((problem) => problem.index === null || problem.index === candidate.length - 1);
        if (refusal) {
          feedback.failure(refusal.code);
          continue;
        }
        const key = `upload-${++serial.current}`;
        change((list) => [...list, { key, filename: file.name, path: null, size: file.size, cid: null, progress: 0 }]);
        storeFile(file, { accepted: ACCEPTED, credential: 'admin', onProgress: (progress) => update(key, { progress }) }).then(
          (path) => update(key, { path, progress: null }),
          (error: unknown) => {
            change((list) => list.filter((item) => item.key !== key));
            feedback.problem(`bulkMail.attachments.uploadErrors.${error instanceof UploadError ? error.code : 'uploadFailed'}`);
          },
        );
      }
    },
    [change, update, feedback],
  );

  const remove = useCallback(
    async (attachment: MailAttachment) => {
      if (!attachment.path) return;
      const outcome = await deleteFile(attachment.path);
      // a file already gone (deleted elsewhere, an old design) leaves the list too
      if (outcome.ok || outcome.code === 'notFound') {
        change((list) => list.filter((item) => item.key !== attachment.key));
        feedback.success('bulkMail.attachments.deleted');
      } else feedback.failure(outcome.code);
    },
    [deleteFile, change, feedback],
  );

  const setCid = useCallback((key: string, cid: string | null) => update(key, { cid }), [update]);

  /** The attachments of a loaded design, replacing the list. */
  const replace = useCallback(
    (loaded: readonly DesignAttachment[]) =>
      change(() => loaded.map((attachment) => ({ key: `loaded-${++serial.current}`, ...attachment, cid: attachment.cid ?? null, size: null, progress: null }))),
    [change],
  );

  const problems: AttachmentProblem[] = useMemo(() => problemsOf(attachments), [attachments]);
  const uploading = attachments.some((attachment) => attachment.path === null);
  /** As the mail and the design file carry them: the uploaded ones, cid only when inline. */
  const carried = useMemo(
    () => attachments.flatMap((attachment) => (attachment.path ? [designAttachment({ ...attachment, path: attachment.path })] : [])),
    [attachments],
  );
  const images = useMemo(
    () => attachments.flatMap((attachment) => (attachment.path && canBeInline(attachment.filename) ? [{ src: attachment.path, name: attachment.filename }] : [])),
    [attachments],
  );

  return { attachments, problems, uploading, carried, images, upload, remove, deleting, setCid, replace };
}

export type MailAttachments = ReturnType<typeof useMailAttachments>;
