// Country and region names for the country/region question (type 8), in
// Arabic and English. Answers keep codes (ISO 3166-1 `EG`, ISO 3166-2
// `EG-C`), so a review in either language shows the names of that language.
// The names are JSON files loaded with import() when first asked for: a
// bundler makes each one a chunk of its own, fetched only by a page that
// shows a country question, never part of every page.
import type { CountryLanguage, NameTable, RegionTable } from './countryData.ts';

export type { CountryLanguage } from './countryData.ts';

export interface Place {
  code: string;
  name: string;
}

/** Country code → name, in `lang`. */
export async function loadCountries(lang: CountryLanguage): Promise<NameTable> {
  const file =
    lang === 'ar'
      ? await import('./data/countries.ar.json', { with: { type: 'json' } })
      : await import('./data/countries.en.json', { with: { type: 'json' } });
  return file.default as NameTable;
}

/** Country code → region code → name, in `lang`. Arabic names the source lacks are the English ones. */
export async function loadRegions(lang: CountryLanguage): Promise<RegionTable> {
  const file =
    lang === 'ar'
      ? await import('./data/regions.ar.json', { with: { type: 'json' } })
      : await import('./data/regions.en.json', { with: { type: 'json' } });
  return file.default as RegionTable;
}

/** Every country, in the alphabetical order of `lang`. */
export async function countryNames(lang: CountryLanguage): Promise<Place[]> {
  return sortedPlaces(await loadCountries(lang), lang);
}

/** The first-level regions of a country, in the alphabetical order of `lang`; none for a country without regions. */
export async function regionNames(countryCode: string, lang: CountryLanguage): Promise<Place[]> {
  const regions = await loadRegions(lang);
  return Object.hasOwn(regions, countryCode) ? sortedPlaces(regions[countryCode], lang) : [];
}

export async function countryName(countryCode: string, lang: CountryLanguage): Promise<string | undefined> {
  const countries = await loadCountries(lang);
  return Object.hasOwn(countries, countryCode) ? countries[countryCode] : undefined;
}

/** The name of a region by its code (`EG-C`), whose first two letters are its country's. */
export async function regionName(regionCode: string, lang: CountryLanguage): Promise<string | undefined> {
  const regions = await loadRegions(lang);
  const countryCode = regionCode.slice(0, 2);
  if (!Object.hasOwn(regions, countryCode) || !Object.hasOwn(regions[countryCode], regionCode)) return undefined;
  return regions[countryCode][regionCode];
}

function sortedPlaces(names: NameTable, lang: CountryLanguage): Place[] {
  const collator = new Intl.Collator(lang);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
