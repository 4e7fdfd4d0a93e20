import { Suspense, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { isChunkLoadError } from '../../routes/chunkLoading.ts';
import { ChunkLoadFailed } from './ChunkLoadFailed.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

/**
 * Loading and failure of a screen (its code chunk or its query): a spinner
 * while suspended, the translated error with a retry after a failure (a code
 * chunk that did not load: its own message, and a reload). A new
 * location starts with a clean boundary. A retry loads the location's route
 * queries again first: a failed query's reference only ever fails again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const retryWithData = (retry: () => void) => () => void revalidate().then(retry);
  return (
    <ErrorBoundary
      key={pathname}
      fallback={(retry, error) => (isChunkLoadError(error) ? <ChunkLoadFailed /> : <ErrorMessage onRetry={retryWithData(retry)} />)}
    >
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
