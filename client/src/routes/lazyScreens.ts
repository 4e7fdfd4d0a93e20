import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from './chunkLoading.ts';

/** A code chunk's components, each as a React.lazy component. */
export type LazyScreens<M> = { [K in keyof M]: M[K] extends ComponentType<infer P> ? LazyExoticComponent<ComponentType<P>> : never };

/**
 * The components a chunk exports, found by name: `learner.LearnerHomeScreen`
 * is the learner bundle's LearnerHomeScreen, a React.lazy component made the
 * first time it is named and kept (one component per screen: React never
 * remounts a screen because its route table was read again). A screen is
 * added by exporting it from its bundle; nothing lists it here.
 */
function lazyScreens<M extends object>(load: () => Promise<M>): LazyScreens<M> {
  const made = new Map<string, LazyExoticComponent<ComponentType<object>>>();
  return new Proxy({} as LazyScreens<M>, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      let screen = made.get(name);
      if (!screen) {
        screen = lazy(() => load().then((chunk) => ({ default: chunk[name as keyof M] as ComponentType<object> })));
        made.set(name, screen);
      }
      return screen;
    },
  });
}

// Three code-split bundles: each import() below is one chunk shared by the
// screens of its area, fetched the first time one of them is shown (or given
// up after 120 s: the screen boundary then offers a reload).
export const learner = lazyScreens(withChunkTimeout(() => import('../features/learner/routes.tsx')));
export const admin = lazyScreens(withChunkTimeout(() => import('../features/admin/routes.tsx')));
export const quiz = lazyScreens(withChunkTimeout(() => import('../features/quiz/routes.tsx')));

// The learner sign-in screen, a learner's first page: a chunk of its own, so
// the first visit does not wait for the other learner screens.
const learnerEntryChunk = withChunkTimeout(() => import('../features/learner/entry/LearnerEntryScreen.tsx'));
export const learnerEntry = lazyScreens(learnerEntryChunk);
/** Fetches the sign-in screen's chunk ahead of its first render (firstScreen.ts). */
export const preloadLearnerEntry = learnerEntryChunk;

// Pages of their own, seldom visited: /about, /maintenance and the two policies.
export const about = lazyScreens(withChunkTimeout(() => import('../features/shellPages/about/AboutScreen.tsx')));
export const maintenance = lazyScreens(withChunkTimeout(() => import('../features/shellPages/maintenance/MaintenanceScreen.tsx')));
export const legal = lazyScreens(withChunkTimeout(() => import('../features/legal/LegalPage.tsx')));
// A part of every signed-in learner's page that no first render needs: the assistant.
export const assistant = lazyScreens(withChunkTimeout(() => import('../features/assistant/ChatWidget.tsx')));
