import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's viewer swap: the current item is cleared, then the new one is shown after this delay. */
export const VIEWER_SWAP_MS = 500;

/**
 * The item shown in the viewer. Opening another clears the viewer first (a
 * playing video stops and saves its place), then shows the new item
 * VIEWER_SWAP_MS later; `pending` is what is on its way meanwhile.
 */
export function useViewerSwap<T>(): { shown: T | null; pending: T | null; show: (next: T | null) => void } {
  const [shown, setShown] = useState<T | null>(null);
  const [pending, setPending] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((next: T | null) => {
    window.clearTimeout(timer.current);
    setShown(null);
    setPending(next);
    if (next === null) return;
    timer.current = window.setTimeout(() => {
      setShown(next);
      setPending(null);
    }, VIEWER_SWAP_MS);
  }, []);

  return { shown, pending, show };
}
