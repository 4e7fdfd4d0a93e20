import { imageTypeOf, type WordImage } from './wordImages.ts';

/**
 * The browser's way to fetch a quiz picture for the Word export: its bytes
 * by fetch (the app's own files; the page's policy lets scripts connect only
 * to the app) and its size from the browser's own decoder.
 */
export async function fetchQuizImage(url: string): Promise<WordImage | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type) return null;
    const bitmap = await createImageBitmap(new Blob([bytes]));
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { bytes, type, ...size };
  } catch {
    return null;
  }
}
