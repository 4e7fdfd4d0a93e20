// The first screen's code, asked for while the texts load. Left to the
// router, a first visit to the learner sign-in is a chain of round trips:
// the entry, then the texts, then (at the first render) the screen's chunk.
// On a phone each one costs a network latency, so the entry starts the chunk
// at once; the screen's query starts with the router, from the route's
// loader (appRoutes.tsx), also before the first render (bench:signin
// measures the difference).
import { hashPath, isLearnerEntryPath } from '../firstScreen/entryPath.ts';
import { preloadLearnerEntry } from './lazyScreens.ts';

/** Starts the learner sign-in screen's chunk when the page opens on it (React.lazy then shares the import). */
export function preloadFirstScreen(hash: string): void {
  if (!isLearnerEntryPath(hashPath(hash))) return;
  void preloadLearnerEntry().catch(() => {
    // the screen's own import reports the failure (ScreenBoundary offers a reload)
  });
}
