// How the committed files under data/ are made from their sources (generate.ts
// fetches them): the list of first-level regions, with English and Arabic
// names, from iso3166-2-db's UN-view world files; country names from Unicode
// CLDR, as the JavaScript runtime's Intl.DisplayNames has them.

export const COUNTRY_LANGUAGES = ['ar', 'en'] as const;
export type CountryLanguage = (typeof COUNTRY_LANGUAGES)[number];

/** code → name */
export type NameTable = Record<string, string>;
/** country code → region code → name */
export type RegionTable = Record<string, NameTable>;

export interface CountryFiles {
  countries: Record<CountryLanguage, NameTable>;
  regions: Record<CountryLanguage, RegionTable>;
}

/** The shape of iso3166-2-db's `i18n/dispute/UN/<lang>.json`, as far as it is read. */
export type SourceWorld = Record<
  string,
  { name: string; regions: { name: string; iso?: string | null; admin?: string | null; fips?: string | null }[] }
>;

type SourceRegion = SourceWorld[string]['regions'][number];

const ARABIC_LETTER = /[\u0621-\u064A]/u;

export function isArabicScript(name: string): boolean {
  return ARABIC_LETTER.test(name);
}

// CLDR's long names of these carry a qualifier ("Palestinian Territories",
// "Hong Kong SAR China"); its short names are the ones people pick from a list.
const SHORT_NAME_CODES = new Set(['PS', 'HK', 'MO']);

/** A country's name in CLDR, through the runtime's Intl; undefined when CLDR has none. */
export function cldrCountryName(code: string, lang: CountryLanguage): string | undefined {
  const style = SHORT_NAME_CODES.has(code) ? 'short' : 'long';
  return new Intl.DisplayNames([lang], { type: 'region', style, fallback: 'none' }).of(code);
}

/**
 * Region codes are ISO 3166-2 codes (`EG-C`). The few regions the source has
 * without one get `<country>-_<its admin or FIPS code>` (`SS-_367894`), which
 * no ISO code can equal. A region listed twice under one code is kept once.
 */
export function regionCode(countryCode: string, region: SourceRegion): string | null {
  if (region.iso) return `${countryCode}-${region.iso}`;
  const local = region.admin ?? region.fips;
  return local ? `${countryCode}-_${local}` : null;
}

/**
 * The four tables. Countries are the source's plus `extraCountryCodes` (ISO
 * countries the source leaves out). Arabic region names the source lacks, or
 * gives in Latin script, fall back to the English name.
 */
export function buildCountryFiles(
  source: Record<CountryLanguage, SourceWorld>,
  countryName: (code: string, lang: CountryLanguage) => string | undefined,
  extraCountryCodes: readonly string[],
): CountryFiles {
  const codes = [...new Set([...Object.keys(source.en), ...extraCountryCodes])].sort();
  const files: CountryFiles = { countries: { ar: {}, en: {} }, regions: { ar: {}, en: {} } };
  for (const code of codes) {
    for (const lang of COUNTRY_LANGUAGES) {
      const name = countryName(code, lang) ?? source[lang][code]?.name;
      if (!name) throw new Error(`No ${lang} name for country ${code}`);
      files.countries[lang][code] = name;
    }
    const regions = regionsOf(code, source);
    if (Object.keys(regions.en).length > 0) {
      files.regions.en[code] = regions.en;
      files.regions.ar[code] = regions.ar;
    }
  }
  return files;
}

function regionsOf(
  countryCode: string,
  source: Record<CountryLanguage, SourceWorld>,
): Record<CountryLanguage, NameTable> {
  const arabicNames = new Map<string, string>();
  for (const region of source.ar[countryCode]?.regions ?? []) {
    const code = regionCode(countryCode, region);
    if (code && !arabicNames.has(code)) arabicNames.set(code, region.name);
  }
  const englishNames = new Map<string, string>();
  for (const region of source.en[countryCode]?.regions ?? []) {
    const code = regionCode(countryCode, region);
    if (!code) throw new Error(`A region of ${countryCode} has no code: ${region.name}`);
    if (!englishNames.has(code)) englishNames.set(code, region.name);
  }
  // Sorted by code, so that a new source version gives a readable diff.
  const codes = [...englishNames.keys()].sort();
  const en: NameTable = {};
  const ar: NameTable = {};
  for (const code of codes) {
    const english = englishNames.get(code) as string;
    const arabic = arabicNames.get(code);
    en[code] = english;
    ar[code] = arabic && isArabicScript(arabic) ? arabic : english;
  }
  return { en, ar };
}
