import { useEffect, useState } from 'react';
import type { Place } from '../../../../../domain/countries/countries.ts';

/**
 * The places `load` gives for `key` (a language, or a country and a
 * language); null while they load or when key is null. A late answer for an
 * older key is dropped, so switching country quickly never shows the
 * previous country's regions.
 */
export function usePlaces(key: string | null, load: () => Promise<Place[]>): Place[] | null {
  const [loaded, setLoaded] = useState<{ key: string; places: Place[] } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load().then(
      (places) => {
        if (current) setLoaded({ key, places });
      },
      () => {
        if (current) setLoaded({ key, places: [] });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== null && loaded?.key === key ? loaded.places : null;
}
