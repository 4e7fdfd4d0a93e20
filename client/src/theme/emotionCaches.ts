import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Right-to-left styles are produced by flipping every rule (stylis-plugin-rtl);
// each direction has its own cache so that switching does not mix them.
const caches: Partial<Record<'rtl' | 'ltr', EmotionCache>> = {};

export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui-ltr', stylisPlugins: [prefixer] });
  return caches[direction];
}
