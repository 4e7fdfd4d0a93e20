import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * A part of a page that loads as a chunk of its own and that the page works
 * without (the cookie banner, the course assistant, the learner toolbar's
 * menus): nothing shows while it loads, and nothing if it fails to.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
