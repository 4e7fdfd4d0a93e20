import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PreloadedRoute } from '../relay/routeQuery.tsx';
import { useStoredItem } from '../storage/browserStorage.ts';
import { hasLearnerSession } from '../storage/learnerSession.ts';

/** Learner screens need a learner session; the server checks who it is. */
export function RequireLearner({ children }: { children: ReactNode }) {
  const token = useStoredItem('learnerToken');
  return token ? children : <Navigate to="/login" replace />;
}

/** A learner screen's route (relay/routeQuery.tsx): its queries loaded only with a learner session, any other visitor sent to /login. */
export function learnerOnly(route: PreloadedRoute): PreloadedRoute {
  return {
    ...route,
    loader: (args) => (hasLearnerSession() ? route.loader(args) : null),
    element: <RequireLearner>{route.element}</RequireLearner>,
  };
}
