import { useEffect, useState } from 'react';
import { countryName, regionName, type CountryLanguage } from '../../../../../domain/countries/countries.ts';

export interface PlaceNames {
  country: string;
  region: string | null;
}

/**
 * The names of an answer's country and region codes in `lang`, or null while
 * they load (or when there is no country). A code the lists do not know is
 * shown as it is. A late answer for other codes or another language is dropped.
 */
export function usePlaceNames(country: string | null, region: string | null, lang: CountryLanguage): PlaceNames | null {
  const key = country ? `${lang}:${country}:${region ?? ''}` : null;
  const [loaded, setLoaded] = useState<{ key: string; names: PlaceNames } | null>(null);
  useEffect(() => {
    if (key === null || country === null) return;
    let current = true;
    const named = (countryText: string | undefined, regionText: string | undefined) => {
      if (current) setLoaded({ key, names: { country: countryText ?? country, region: region ? (regionText ?? region) : null } });
    };
    Promise.all([countryName(country, lang), region ? regionName(region, lang) : undefined]).then(
      ([countryText, regionText]) => named(countryText, regionText),
      () => named(undefined, undefined),
    );
    return () => {
      current = false;
    };
  }, [key, country, region, lang]);
  return key !== null && loaded?.key === key ? loaded.names : null;
}
