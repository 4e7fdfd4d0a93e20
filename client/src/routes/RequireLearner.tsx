import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useStoredItem } from '../storage/browserStorage.ts';

/** Learner screens need a learner session; the server checks who it is. */
export function RequireLearner({ children }: { children: ReactNode }) {
  const token = useStoredItem('learnerToken');
  return token ? children : <Navigate to="/login" replace />;
}
