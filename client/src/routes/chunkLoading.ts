// Loading the client's code chunks (the spec: lazy loads with a 120 s timeout,
// and a chunk that fails to load shows a clear message with a retry instead of
// a blank screen). A failed chunk is remembered by React.lazy and by the
// browser's module map, so the retry is a reload of the page, which also picks
// up a newer deployment whose chunk names changed.

export const CHUNK_TIMEOUT_MS = 120_000;

/** The error of a chunk that did not arrive in time. */
export class ChunkLoadTimeout extends Error {
  constructor() {
    super('A part of the app took too long to load');
    this.name = 'ChunkLoadTimeout';
  }
}

/** The import, or a ChunkLoadTimeout after `ms`. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeout()), ms);
      load().then(
        (loaded) => {
          clearTimeout(timer);
          resolve(loaded);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

// What Chromium, Firefox and Safari say when a dynamic import fails, and Vite's preload failure.
const CHUNK_FAILURE = /dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a screen failed because its code did not load (rather than its data). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeout) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
