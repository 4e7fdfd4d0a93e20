// The decision `npm start` takes before building the client, over a
// temporary project folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decideClientBuild, hashBuildInputs, recordClientBuild } from './clientBuildState.ts';

let root: string;

function write(file: string, content: string) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

/** What a build leaves: client/dist and the hash beside it. */
function built() {
  write('client/dist/index.html', '<html></html>');
  recordClientBuild(root, hashBuildInputs(root));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'client-build-'));
  write('client/src/main.tsx', 'render()');
  write('client/src/features/a/Screen.tsx', 'export {}');
  write('client/index.html', '<div id="root"></div>');
  write('client/vite.config.ts', 'export default {}');
  write('relay.config.js', 'module.exports = {}');
  write('package-lock.json', '{}');
  write('domain/quiz/grade.ts', 'export {}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('building the client on start', () => {
  it('builds when nothing is built', () => {
    expect(decideClientBuild(root)).toEqual({ build: true, reason: 'nothingBuilt' });
  });

  it('builds when a build left no hash of its sources', () => {
    write('client/dist/index.html', '<html></html>');
    expect(decideClientBuild(root)).toEqual({ build: true, reason: 'noHash' });
  });

  it('does not build again when no source changed', () => {
    built();
    expect(decideClientBuild(root)).toEqual({ build: false });
  });

  it.each([
    ['a client source', 'client/src/features/a/Screen.tsx'],
    ['a new client source', 'client/src/features/b/New.tsx'],
    ['index.html', 'client/index.html'],
    ['the Vite configuration', 'client/vite.config.ts'],
    ['the Relay configuration', 'relay.config.js'],
    ['package-lock.json', 'package-lock.json'],
    ['domain code the client bundles', 'domain/quiz/grade.ts'],
  ])('builds when %s changed', (_what, file) => {
    built();
    write(file, 'changed');
    expect(decideClientBuild(root)).toEqual({ build: true, reason: 'sourcesChanged' });
  });

  it('builds when a source was removed', () => {
    built();
    rmSync(join(root, 'client/src/features/a/Screen.tsx'));
    expect(decideClientBuild(root)).toEqual({ build: true, reason: 'sourcesChanged' });
  });

  it('does not build for a changed or new test file', () => {
    built();
    write('client/src/features/a/Screen.test.tsx', 'it()');
    write('domain/quiz/grade.test.ts', 'it()');
    expect(decideClientBuild(root)).toEqual({ build: false });
  });
});
