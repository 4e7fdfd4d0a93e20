import { lazy } from 'react';
import { withChunkTimeout } from '../../routes/chunkLoading.ts';

/**
 * The cookie banner as a chunk of its own: every page shows it a second after
 * load when no choice is stored, so no first render needs it (RootLayout, and
 * the sign-in screen of a first visit, which loads without the app's routes).
 */
export const CookieBanner = lazy(() => withChunkTimeout(() => import('./CookieBanner.tsx'))().then((m) => ({ default: m.CookieBanner })));
