// The README promises Node.js 20.19 or later. Every installed package's
// declared engine must accept that version, except those named below, which
// the project never runs (docs/decisions.md, "Node 20 and the dependencies").
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const promised = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;

/** package name → why it may ask for a newer Node */
const neverRun: Record<string, string> = {
  '@prisma/streams-local': "the Prisma CLI's `prisma dev` local server; the project only runs `prisma generate`",
};

interface LockedPackage {
  engines?: { node?: string } | string[];
}

describe('Node 20 and the dependencies', () => {
  const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  const lowest = semver.minVersion(promised)!.version;

  it(`package.json promises ${promised}`, () => {
    expect(lowest).toBe('20.19.0');
  });

  it(`every installed package accepts Node ${lowest}, except the ones the project never runs`, () => {
    const refusing = Object.entries(lock.packages)
      // installed ones only: npm leaves out optional packages of other platforms or engines
      .filter(([path, entry]) => path && existsSync(resolve(root, path, 'package.json')) && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest, (entry.engines as { node: string }).node))
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !(name in neverRun));
    expect(refusing).toEqual([]);
  });
});
