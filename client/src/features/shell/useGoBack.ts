import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * One step back in this app's history, or to `fallback` (the home of the
 * area) when the page was opened directly, e.g. from a shared link or a new tab.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return useCallback(() => {
    if (hasHistory) void navigate(-1);
    else void navigate(fallback);
  }, [hasHistory, navigate, fallback]);
}
