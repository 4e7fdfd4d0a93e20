// A learner's file-upload answer (spec §7 "File upload"): what may be
// attached, sent through the shared upload transport with the learner's
// session.
import {
  acceptAttribute,
  acceptedTypes,
  contentTypeFor,
  storeFile,
  type UploadOptions,
} from '../../../storage/uploadFile.ts';

export { UploadError, type UploadErrorCode, type UploadOptions } from '../../../storage/uploadFile.ts';

const ANSWER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'docx', 'xlsx', 'pptx', 'txt', 'zip', 'mp4', 'webm', 'mov', 'mp3', 'wav'];

/**
 * What a learner may attach to an answer, by extension, with the content
 * types the server accepts for each (it also checks sizes).
 */
export const ANSWER_FILE_TYPES = acceptedTypes(ANSWER_EXTENSIONS);

/** For the file input's `accept`: the extensions above. */
export const ANSWER_FILE_ACCEPT = acceptAttribute(ANSWER_FILE_TYPES);

/** The file's content type when the server accepts it for the extension, else the extension's usual one. */
export function uploadContentType(file: File): string | null {
  return contentTypeFor(file, ANSWER_FILE_TYPES);
}

/** Stores the file and resolves with its URL, the answer's fileUrl. */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<string> {
  return storeFile(file, { ...options, accepted: ANSWER_FILE_TYPES, credential: 'learner' });
}
