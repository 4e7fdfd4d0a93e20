// What the quiz editor uploads, through the shared transport with the
// account owner's session: images (banner, question pictures) and
// attachments.
import { QUIZ_IMAGE_EXTENSIONS } from '../../../../../domain/quiz/quizImage.ts';
import {
  acceptAttribute,
  acceptedTypes,
  storeFile,
  type AcceptedTypes,
  type UploadOptions,
} from '../../../storage/uploadFile.ts';

export const IMAGE_TYPES = acceptedTypes(QUIZ_IMAGE_EXTENSIONS);
export const IMAGE_ACCEPT = acceptAttribute(IMAGE_TYPES);

export const ATTACHMENT_TYPES = acceptedTypes(['pdf', 'docx', 'xlsx', 'pptx', 'txt', 'zip', 'png', 'jpg', 'jpeg', 'mp3', 'mp4']);
export const ATTACHMENT_ACCEPT = acceptAttribute(ATTACHMENT_TYPES);

/** Stores a file and resolves with its URL. */
export type Uploader = (file: File, options?: UploadOptions) => Promise<string>;

export interface QuizUploads {
  image: Uploader;
  attachment: Uploader;
}

const asAdmin =
  (accepted: AcceptedTypes): Uploader =>
  (file, options = {}) =>
    storeFile(file, { ...options, accepted, credential: 'admin' });

export const adminUploads: QuizUploads = { image: asAdmin(IMAGE_TYPES), attachment: asAdmin(ATTACHMENT_TYPES) };
