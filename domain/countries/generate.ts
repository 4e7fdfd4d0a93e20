// `npx tsx domain/countries/generate.ts`: writes data/*.json, the country and
// region names the country/region question offers. The region source is one
// pinned npm package, fetched with `npm pack` and checked against its
// integrity hash rather than installed: only two of its files are needed,
// and installed it would add 280 MB to every `npm ci`. Country names come
// from CLDR through this Node's Intl; data/source.json records the versions.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COUNTRY_LANGUAGES,
  buildCountryFiles,
  cldrCountryName,
  type CountryLanguage,
  type SourceWorld,
} from './countryData.ts';

const SOURCE_PACKAGE = 'iso3166-2-db@2.3.11';
const SOURCE_INTEGRITY =
  'sha512-JMt9Cheiuo5aX07AGUEIWbmPXTROb4dk33n5L8m/AGV9G3piCA78v9R9wfBrRNLL7swr5ZLhtjkE6l4dV4VDzQ==';
const sourceFile = (lang: CountryLanguage) => `package/i18n/dispute/UN/${lang}.json`;

// ISO 3166-1 countries and territories the source leaves out (it lists some
// of them as regions of another country); CLDR names them.
const CODES_MISSING_FROM_SOURCE = [
  ...['AW', 'AX', 'BL', 'BV', 'CC', 'CW', 'CX', 'EH'],
  ...['HM', 'MF', 'NC', 'NF', 'PF', 'SJ', 'SX'],
];
const ISO_3166_1_COUNT = 249;

const dataDir = join(import.meta.dirname, 'data');
const workDir = mkdtempSync(join(tmpdir(), 'country-source-'));
try {
  const source = fetchSource(workDir);
  for (const code of CODES_MISSING_FROM_SOURCE) {
    if (code in source.en) throw new Error(`${code} is in the source now: remove it from CODES_MISSING_FROM_SOURCE`);
  }
  const files = buildCountryFiles(source, cldrCountryName, CODES_MISSING_FROM_SOURCE);
  const countryCount = Object.keys(files.countries.en).length;
  if (countryCount !== ISO_3166_1_COUNT) throw new Error(`${countryCount} countries, expected ${ISO_3166_1_COUNT}`);
  for (const lang of COUNTRY_LANGUAGES) {
    writeJson(`countries.${lang}.json`, files.countries[lang]);
    writeJson(`regions.${lang}.json`, files.regions[lang]);
  }
  writeJson('source.json', {
    regions: `${SOURCE_PACKAGE} (npm), i18n/dispute/UN`,
    countryNames: `Unicode CLDR ${process.versions.cldr ?? 'unknown'} (Node ${process.version} Intl.DisplayNames)`,
  });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function fetchSource(dir: string): Record<CountryLanguage, SourceWorld> {
  execFileSync('npm', ['pack', SOURCE_PACKAGE, '--pack-destination', dir, '--silent'], { stdio: 'ignore' });
  const tarball = join(dir, readdirSync(dir).find((name) => name.endsWith('.tgz')) ?? 'no tarball');
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (integrity !== SOURCE_INTEGRITY) {
    throw new Error(`${SOURCE_PACKAGE} is not the tarball this script was written for`);
  }
  execFileSync('tar', ['-xzf', tarball, '-C', dir, sourceFile('en'), sourceFile('ar')]);
  const read = (lang: CountryLanguage) => JSON.parse(readFileSync(join(dir, sourceFile(lang)), 'utf8')) as SourceWorld;
  return { en: read('en'), ar: read('ar') };
}

function writeJson(name: string, value: unknown): void {
  writeFileSync(join(dataDir, name), `${JSON.stringify(value, null, 1)}\n`);
  console.log(`wrote ${join(dataDir, name)}`);
}
