import { useCallback, useEffect, useState } from 'react';

/**
 * The width of an element, kept up to date as it resizes (window resizes,
 * panes opening). 0 where layout is not measured (jsdom, hidden elements).
 */
export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((next: E | null) => setElement(next), []), width];
}
