import { UploadError, uploadContentType } from '../../quiz/questions/uploadFile.ts';

/**
 * The preview's file-upload answers: the file stays in this browser (an
 * object URL the teacher can open), refused for the types a learner could not
 * send, so nothing reaches the server.
 */
export async function keepFileInBrowser(file: File): Promise<string> {
  if (uploadContentType(file) === null) throw new UploadError('fileTypeNotAllowed');
  return URL.createObjectURL(file);
}
