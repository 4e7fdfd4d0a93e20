import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areasOf, COUNTS, LAYERS, occurrences, sourcesUnder } from './shape.ts';

const pattern = (name: string) => COUNTS.find((count) => count.name === name)!.pattern;

describe('npm run lint:shape', () => {
  it('counts each occurrence of a pattern, not each line', () => {
    const source = "if (typeof a !== 'string' || typeof b.c !== 'number') throw x;\nconst d = typeof e === 'string';";
    expect(occurrences(source, pattern('typeof guards in services'))).toBe(2);
    expect(occurrences('f(x: unknown, y?: unknown): void; g(z: unknown)', pattern('unknown service parameters'))).toBe(3);
    expect(occurrences("if (ctx.viewer.kind !== 'admin' || viewer.role === 'ORG_HOLDER')", pattern('inline role checks'))).toBe(2);
  });

  it('reads hand-written sources only: no tests, no generated code', () => {
    const root = mkdtempSync(join(tmpdir(), 'shape-'));
    for (const folder of ['a/__generated__', 'a/generated', 'a/b']) mkdirSync(join(root, folder), { recursive: true });
    for (const file of ['a/one.ts', 'a/b/two.tsx', 'a/b/two.test.tsx', 'a/flow.e2e.ts', 'a/__generated__/q.graphql.ts', 'a/generated/client.ts', 'a/types.d.ts', 'a/notes.md']) {
      writeFileSync(join(root, file), '');
    }
    expect(sourcesUnder(root).map((file) => relative(root, file)).sort()).toEqual(['a/b/two.tsx', 'a/one.ts']);
  });
});

describe('one name per area (docs/architecture.md)', () => {
  // the first column of the two tables of areas and one-layer folders
  const architecture = readFileSync(join(import.meta.dirname, '../docs/architecture.md'), 'utf8');
  const named = new Set([...architecture.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]));

  it.each(LAYERS)('every folder of %s is an area named in docs/architecture.md', (layer) => {
    expect(areasOf(layer).folders.filter((folder) => !named.has(folder))).toEqual([]);
  });

  it.each(['schema/types', 'server/services'])('%s has no file outside an area folder', (layer) => {
    expect(areasOf(layer).looseFiles).toEqual([]);
  });
});
