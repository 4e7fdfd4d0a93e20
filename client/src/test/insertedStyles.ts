// Emotion keeps every rule it ever inserted, each in a <style> element of its
// own (its development build), and the unit project's jsdom document lives as
// long as its worker (isolate: false). jsdom's getComputedStyle matches an
// element against every rule of the document, and Testing Library's role
// queries call it for each element they weigh and its ancestors: by the end of
// a run one query matched thousands of rules left by earlier files.
import { emotionCacheFor } from '../theme/emotionCaches.ts';

/** Removes the rules emotion inserted, so that the next render inserts what it uses again. */
export function removeInsertedStyles(): void {
  for (const direction of ['rtl', 'ltr'] as const) {
    const cache = emotionCacheFor(direction);
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
}
