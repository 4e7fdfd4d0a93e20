// The pictures of a quiz's Word document: the banner and each question's
// image, fetched once each (spec §7: "fetched directly") and drawn at most
// 620 px wide (spec §9), their shape kept.
import { questionsOf } from '../../../../domain/quiz/editorRules.ts';
import type { Quiz } from '../../../../domain/quiz/types.ts';

/** Spec §9: "Word export image width capped at 620". */
export const WORD_IMAGE_MAX_WIDTH = 620;

/** The formats a Word document embeds as pictures. */
export type WordImageType = 'png' | 'jpg' | 'gif' | 'bmp';

export interface WordImage {
  bytes: Uint8Array;
  type: WordImageType;
  /** the picture's own size in pixels */
  width: number;
  height: number;
}

/** Fetches a picture; null when it cannot be had (unreachable, refused, not a picture). */
export type FetchImage = (url: string) => Promise<WordImage | null>;

/** A quiz's picture addresses, banner first, each once. */
export function imageUrlsOf(quiz: Quiz): string[] {
  const urls = [quiz.banner, ...questionsOf(quiz).map((question) => question.imageURL)];
  return [...new Set(urls.map((url) => url?.trim() ?? '').filter((url) => url !== ''))];
}

/** How many pictures are fetched at a time: enough to overlap the waits, few enough to be polite. */
const AT_ONCE = 4;

/** Fetches every address (a failure is null), telling how many are done after each one. */
export async function fetchImages(
  urls: readonly string[],
  fetchImage: FetchImage,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<Map<string, WordImage | null>> {
  const images = new Map<string, WordImage | null>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      images.set(url, await fetchImage(url).catch(() => null));
      onProgress(images.size, urls.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, urls.length) }, worker));
  return images;
}

/** The size a picture is drawn at: its own, or scaled down to the widest allowed, its shape kept. */
export function fittedSize({ width, height }: { width: number; height: number }, maxWidth = WORD_IMAGE_MAX_WIDTH): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** The picture format its first bytes announce; null for anything a Word document cannot embed. */
export function imageTypeOf(bytes: Uint8Array): WordImageType | null {
  const startsWith = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpg';
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return 'gif';
  if (startsWith(0x42, 0x4d)) return 'bmp';
  return null;
}
