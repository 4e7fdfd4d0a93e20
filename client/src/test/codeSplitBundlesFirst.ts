// Setup of the unit project's test files (vitest.config.ts). The client's
// code-split bundles (routes/lazyScreens.ts) are imported here, one after the
// other, before a component test renders anything. Imported by a screen's
// first render instead, two of them can be in flight at once, and Vite's
// module runner may then hand one a module the other is still evaluating
// (vitejs/vite#22999): its import fails, React.lazy keeps the failure, and
// every test of the file shows the screen's error (CI, LandingPageScreen.test.tsx).
// A cold import of a bundle can also outlast a test's wait on a loaded
// machine; here it has the hook's minute. The unit project shares modules
// between the files of a worker (isolate: false), so only a worker's first
// component test file pays for these imports. Files without a DOM skip them.
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (typeof window === 'undefined') return;
  await import('../features/learner/entry/LearnerEntryScreen.tsx');
  await import('../features/learner/routes.tsx');
  await import('../features/quiz/routes.tsx');
  await import('../features/admin/routes.tsx');
});
