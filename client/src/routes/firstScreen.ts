// The first screen's code and data, asked for while the texts load. Left to
// the router, a first visit to the learner sign-in is a chain of round trips:
// the entry, then the texts, then (at the first render) the screen's chunk,
// then (at its render) its query. On a phone each one costs a network latency,
// so the entry starts all three at once (bench:signin measures the difference).
import { createOperationDescriptor, fetchQuery, getRequest, type IEnvironment } from 'relay-runtime';
import LearnerEntryScreenQuery from '../features/learner/entry/__generated__/LearnerEntryScreenQuery.graphql.ts';
import { hashPath, isLearnerEntryPath } from '../firstScreen/entryPath.ts';
import { preloadLearnerEntry } from './lazyScreens.ts';

/**
 * Starts the learner sign-in screen's chunk and its query when the page opens
 * on it; the screen then finds both (React.lazy shares the import, Relay the
 * request in flight and then the record, which stays retained).
 */
export function preloadFirstScreen(hash: string, environment: IEnvironment): void {
  if (!isLearnerEntryPath(hashPath(hash))) return;
  void preloadLearnerEntry().catch(() => {
    // the screen's own import reports the failure (ScreenBoundary offers a reload)
  });
  environment.retain(createOperationDescriptor(getRequest(LearnerEntryScreenQuery), {}));
  fetchQuery(environment, LearnerEntryScreenQuery, {}).subscribe({
    error: () => {
      // the screen's query asks again and shows its own error
    },
  });
}
