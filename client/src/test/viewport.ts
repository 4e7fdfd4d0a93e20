// jsdom has no layout and no window.matchMedia, so MUI's useMediaQuery
// answers "no match": screens render their phone layout. A test that needs
// another width gives one here; media queries of the min-width/max-width
// kind MUI writes for breakpoints are answered for it.
import { onTestFinished } from 'vitest';

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return conditions.length > 0 && conditions.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

/** The viewport width for the rest of the test (960 and more is the spec's desktop). */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
