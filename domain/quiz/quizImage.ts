// Images the quiz editor uploads (a quiz's banner, a question's picture):
// png, jpeg or jpg only (admin spec §5 "Quiz editor"). The extension decides
// what the server stores the file as, so the browser's content type, when it
// names one, must be one the server accepts for that extension.
import { extensionOf, fileTypes } from '../files/fileTypes.ts';

export const QUIZ_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export type QuizImageProblem = 'no_image_selected' | 'invalid_image_type';

export function checkQuizImage(file: { name: string; type: string } | null | undefined): QuizImageProblem | null {
  if (!file) return 'no_image_selected';
  const extension = extensionOf(file.name);
  if (!(QUIZ_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'invalid_image_type';
  if (file.type !== '' && !fileTypes[extension].contentTypes.includes(file.type)) return 'invalid_image_type';
  return null;
}
