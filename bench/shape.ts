// `npm run lint:shape`: the counts issue 31 ("one shape for every area") asks to
// bring to zero, printed so each session can see where the code stands. Each
// count is a pattern over hand-written sources (tests and generated files left
// out); the patterns are rough on purpose and stay the same from run to run, so
// the numbers compare. It prints a table and a JSON line; it fails nothing.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface Count {
  name: string;
  /** where it looks, as folders under the repository */
  under: string[];
  pattern: RegExp;
  /** what a zero means */
  goal: string;
}

export const COUNTS: Count[] = [
  {
    name: 'manual global-id decodes',
    under: ['schema', 'server'],
    pattern: /\b(decodeIDOrThrow|decodeGlobalID)\(/g,
    goal: 'ids decoded at the edge by t.arg.globalID',
  },
  {
    name: 'typeof guards in services',
    under: ['server/services'],
    pattern: /typeof [\w.?[\]'"]+ !== '(string|number|boolean|object)'/g,
    goal: 'inputs validated by schemas (zod) before services',
  },
  {
    name: 'unknown service parameters',
    under: ['server/services'],
    pattern: /\w+\??: unknown[,;)]/g,
    goal: 'services take typed values',
  },
  {
    name: 'inline role checks',
    under: ['server/services', 'schema'],
    pattern: /viewer\.(kind|role) (===|!==) /g,
    goal: 'authorization in the scope rules',
  },
  {
    name: 'Prisma reads in schema files',
    under: ['schema/types'],
    // a prismaField resolver spreading Pothos' `query` shapes the selection and stays; any other read belongs to a service
    pattern: /ctx\.prisma\.\w+\.\w+\(\{\s*(?!\s|\.\.\.query)/g,
    goal: 'reads in services; schema files call them',
  },
  {
    name: 'useLazyLoadQuery',
    under: ['client/src'],
    pattern: /\buseLazyLoadQuery\b/g,
    goal: 'queries preloaded by the routes',
  },
  {
    name: 'network-only fetches',
    under: ['client/src'],
    pattern: /fetchPolicy: 'network-only'/g,
    goal: 'mutations update the store',
  },
];

/** How many times `pattern` occurs in `text`. */
export function occurrences(text: string, pattern: RegExp): number {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
}

/** Hand-written TypeScript files under `folder`: no tests, no generated code. */
export function sourcesUnder(folder: string): string[] {
  const files: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory)) {
      if (entry === 'node_modules' || entry === '__generated__' || entry === 'generated' || entry === 'dist') continue;
      const path = join(directory, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !/\.(test|e2e)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(folder);
  return files;
}

/** The area layers: each area's folder name in each, and the files loose at the top of each. */
export const LAYERS = ['domain', 'schema/types', 'server/services', 'server/rest', 'client/src/features'];

export function areasOf(layer: string): { folders: string[]; looseFiles: string[] } {
  const entries = readdirSync(join(ROOT, layer));
  const isFolder = (entry: string) => statSync(join(ROOT, layer, entry)).isDirectory();
  return {
    folders: entries.filter((entry) => isFolder(entry) && entry !== '__generated__'),
    looseFiles: entries.filter((entry) => !isFolder(entry) && /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)),
  };
}

function main() {
  const rows: Record<string, number> = {};
  for (const count of COUNTS) {
    const files = count.under.flatMap((folder) => sourcesUnder(join(ROOT, folder)));
    rows[count.name] = files.reduce((total, file) => total + occurrences(readFileSync(file, 'utf8'), count.pattern), 0);
  }
  const layers = LAYERS.map((layer) => ({ layer, ...areasOf(layer) }));
  const names = new Set(layers.flatMap((layer) => layer.folders));
  const inEvery = [...names].filter((name) => layers.every((layer) => layer.folders.includes(name)));
  // ids the schema still takes or answers as String rather than ID (the one id rule: global ids);
  // YouTube's video ids are YouTube's, not rows of ours, and a question's id is its key inside
  // the quiz's document (docs/decisions.md, "Typed quizzes"): those stay strings
  rows['String ids in the schema'] = occurrences(
    readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'),
    /\b(?!youTubeId|videoId|questionId)\w*(?:Id: String|Ids: \[String)/g,
  );
  rows['area names'] = names.size;
  rows['area names in every layer'] = inEvery.length;
  for (const { layer, looseFiles } of layers) rows[`loose files in ${layer}/`] = looseFiles.length;

  const width = Math.max(...Object.keys(rows).map((name) => name.length));
  console.log('The shape of the code (issue 31): counts to bring to zero, and the areas');
  for (const count of COUNTS) console.log(`  ${count.name.padEnd(width)}  ${String(rows[count.name]).padStart(5)}   (goal: ${count.goal})`);
  for (const [name, value] of Object.entries(rows).filter(([name]) => !COUNTS.some((count) => count.name === name))) {
    console.log(`  ${name.padEnd(width)}  ${String(value).padStart(5)}`);
  }
  console.log(`  areas in every layer: ${inEvery.join(', ') || 'none'}`);
  console.log(JSON.stringify({ root: relative(process.cwd(), ROOT) || '.', ...rows }));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
