import { describe, expect, it } from 'vitest';
import { buildCountryFiles, cldrCountryName, regionCode, type SourceWorld } from './countryData.ts';

const source: Record<'ar' | 'en', SourceWorld> = {
  en: {
    EG: {
      name: 'Egypt',
      regions: [
        { name: 'Cairo Governorate', iso: 'C' },
        { name: 'Giza Governorate', iso: 'GZ' },
        { name: 'Alexandria Governorate', iso: 'ALX' },
      ],
    },
    SS: { name: 'South Sudan', regions: [{ name: 'Ruweng', iso: null, admin: '367894' }] },
    VA: { name: 'Vatican City', regions: [] },
  },
  ar: {
    EG: {
      name: 'مصر',
      regions: [
        { name: 'القاهرة', iso: 'C' },
        { name: 'Giza', iso: 'GZ' },
      ],
    },
    SS: { name: 'جنوب السودان', regions: [{ name: 'Ruweng', admin: '367894' }] },
    VA: { name: 'الفاتيكان', regions: [] },
  },
};

const sourceNames = () => undefined;

describe('buildCountryFiles', () => {
  const files = buildCountryFiles(source, sourceNames, []);

  it('keys regions by their ISO 3166-2 code, sorted', () => {
    expect(Object.keys(files.regions.en.EG)).toEqual(['EG-ALX', 'EG-C', 'EG-GZ']);
  });

  it('keeps an Arabic region name given in Arabic script', () => {
    expect(files.regions.ar.EG['EG-C']).toBe('القاهرة');
  });

  it('falls back to the English name where the Arabic one is missing or in Latin script', () => {
    expect([files.regions.ar.EG['EG-ALX'], files.regions.ar.EG['EG-GZ']]).toEqual([
      'Alexandria Governorate',
      'Giza Governorate',
    ]);
  });

  it('gives a region without an ISO code a code no ISO code can equal', () => {
    expect(files.regions.en.SS).toEqual({ 'SS-_367894': 'Ruweng' });
  });

  it('lists no regions for a country that has none', () => {
    expect(files.regions.en).not.toHaveProperty('VA');
  });

  it('names countries with the given names first, the source’s otherwise', () => {
    const named = buildCountryFiles(source, (code, lang) => (code === 'EG' && lang === 'en' ? 'Egypt (CLDR)' : undefined), []);
    expect([named.countries.en.EG, named.countries.ar.EG]).toEqual(['Egypt (CLDR)', 'مصر']);
  });

  it('adds the countries the source leaves out, named by the given names', () => {
    const withAruba = buildCountryFiles(source, (code, lang) => (code === 'AW' ? `Aruba ${lang}` : undefined), ['AW']);
    expect([withAruba.countries.en.AW, withAruba.countries.ar.AW]).toEqual(['Aruba en', 'Aruba ar']);
  });

  it('fails rather than write a country without a name', () => {
    expect(() => buildCountryFiles(source, sourceNames, ['AW'])).toThrow('No ar name for country AW');
  });

  it('keeps a region listed twice under one code once', () => {
    const sanaa = { name: "Sana'a", iso: 'SA' };
    const twice = { ...source.en, YE: { name: 'Yemen', regions: [sanaa, sanaa] } };
    const built = buildCountryFiles({ en: twice, ar: { ...source.ar, YE: { name: 'اليمن', regions: [] } } }, sourceNames, []);
    expect(built.regions.en.YE).toEqual({ 'YE-SA': "Sana'a" });
  });
});

describe('regionCode', () => {
  it.each([
    [{ name: 'Cairo', iso: 'C' }, 'EG-C'],
    [{ name: 'Ruweng', iso: null, admin: '367894', fips: '99' }, 'EG-_367894'],
    [{ name: 'Soqatra', fips: '28' }, 'EG-_28'],
    [{ name: 'Nowhere' }, null],
  ])('%j is %s', (region, code) => {
    expect(regionCode('EG', region)).toBe(code);
  });
});

describe('country names from CLDR', () => {
  it.each([
    ['EG', 'en', 'Egypt'],
    ['EG', 'ar', 'مصر'],
    ['KR', 'en', 'South Korea'],
    ['PS', 'en', 'Palestine'],
    ['PS', 'ar', 'فلسطين'],
    ['HK', 'en', 'Hong Kong'],
  ] as const)('%s in %s is %s', (code, lang, name) => {
    expect(cldrCountryName(code, lang)).toBe(name);
  });

  it('has no name for a code that is no country', () => {
    expect(cldrCountryName('QQ', 'en')).toBeUndefined();
  });
});
