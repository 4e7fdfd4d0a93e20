import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isArabicScript } from './countryData.ts';
import { countryName, countryNames, loadCountries, loadRegions, regionName, regionNames } from './countries.ts';

describe('the committed country data', () => {
  it('has the 249 ISO 3166-1 countries in both languages', async () => {
    const [ar, en] = await Promise.all([loadCountries('ar'), loadCountries('en')]);
    expect(Object.keys(en)).toHaveLength(249);
    expect(Object.keys(ar)).toEqual(Object.keys(en));
  });

  it.each([
    ['EG', 'Egypt', 'مصر'],
    ['SA', 'Saudi Arabia', 'المملكة العربية السعودية'],
    ['US', 'United States', 'الولايات المتحدة'],
    ['PS', 'Palestine', 'فلسطين'],
  ])('%s is %s in English and %s in Arabic', async (code, english, arabic) => {
    expect(await countryName(code, 'en')).toBe(english);
    expect(await countryName(code, 'ar')).toBe(arabic);
  });

  it('writes every Arabic country name in Arabic script', async () => {
    const notArabic = Object.entries(await loadCountries('ar')).filter(([, name]) => !isArabicScript(name));
    expect(notArabic).toEqual([]);
  });

  it('has the same regions, by code, in both languages', async () => {
    const [ar, en] = await Promise.all([loadRegions('ar'), loadRegions('en')]);
    expect(Object.keys(ar)).toEqual(Object.keys(en));
    for (const country of Object.keys(en)) expect(Object.keys(ar[country])).toEqual(Object.keys(en[country]));
  });

  it.each([
    ['EG', 27, 'EG-C', 'Cairo Governorate', 'القاهرة'],
    ['SA', 13, 'SA-01', 'Riyadh Province', 'منطقة الرياض'],
    ['US', 51, 'US-CA', 'California', 'كاليفورنيا'],
  ])('%s has %i regions, among them %s: %s / %s', async (country, count, code, english, arabic) => {
    expect(await regionNames(country, 'en')).toHaveLength(count);
    expect(await regionName(code, 'en')).toBe(english);
    expect(await regionName(code, 'ar')).toBe(arabic);
  });

  it('stays small enough to ship: under 1.5 MB in all', () => {
    const files = ['countries.ar.json', 'countries.en.json', 'regions.ar.json', 'regions.en.json'];
    const bytes = files.reduce((total, file) => total + statSync(join(import.meta.dirname, 'data', file)).size, 0);
    expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  });
});

describe('countryNames and regionNames', () => {
  it('lists countries in English alphabetical order', async () => {
    const names = (await countryNames('en')).map((place) => place.name);
    expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    expect(names.indexOf('Egypt')).toBeLessThan(names.indexOf('United States'));
  });

  it('lists countries in Arabic alphabetical order', async () => {
    const names = (await countryNames('ar')).map((place) => place.name);
    expect(names.indexOf('مصر')).toBeGreaterThan(names.indexOf('الولايات المتحدة'));
    expect(names.indexOf('موريتانيا')).toBeGreaterThan(names.indexOf('مصر'));
    expect(names[0]).toBe('آيسلندا');
  });

  it('gives codes with the names', async () => {
    expect((await countryNames('ar')).find((place) => place.code === 'EG')).toEqual({ code: 'EG', name: 'مصر' });
  });

  it.each(['VA', 'XX', ''])('a country without regions (%j) has an empty region list', async (country) => {
    expect(await regionNames(country, 'ar')).toEqual([]);
  });

  it.each([
    ['XX', undefined],
    ['EG-XX', undefined],
    ['toString', undefined],
  ])('an unknown code (%j) has no name', async (code, name) => {
    expect(await countryName(code, 'en')).toBe(name);
    expect(await regionName(code, 'en')).toBe(name);
  });
});
