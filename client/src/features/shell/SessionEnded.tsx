import { useEffect } from 'react';
import { Navigate } from 'react-router';

/**
 * Shown when the server no longer knows the stored session (expired, signed
 * out elsewhere, wrong role): forget it and go to the sign-in.
 */
export function SessionEnded({ forget, signInPath }: { forget: () => void; signInPath: string }) {
  useEffect(forget, [forget]);
  return <Navigate to={signInPath} replace />;
}
