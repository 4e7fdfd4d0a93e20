// Where the server's secrets come from: the configuration, else a file in the
// data folder (made once, private, read again after a restart), else memory.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerSecret } from './serverSecrets.ts';

const folders: string[] = [];
const dataFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-secrets-'));
  folders.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('a server secret', () => {
  it('is the configured one when given', () => {
    const dir = dataFolder();
    expect(loadServerSecret('.test-secret', 'configured', dir)).toBe('configured');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('unset, is made once in the data folder, readable by its owner only, and answered again', () => {
    const dir = dataFolder();
    const secret = loadServerSecret('.test-secret', undefined, dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(dir)).toEqual(['.test-secret']);
    expect(readFileSync(join(dir, '.test-secret'), 'utf8')).toBe(secret);
    expect(statSync(join(dir, '.test-secret')).mode & 0o777).toBe(0o600);
    expect(loadServerSecret('.test-secret', undefined, dir)).toBe(secret);
  });

  it('unset, is the one a previous run kept in the data folder', () => {
    const dir = dataFolder();
    writeFileSync(join(dir, '.test-secret'), 'kept-by-the-last-run\n');
    expect(loadServerSecret('.test-secret', undefined, dir)).toBe('kept-by-the-last-run');
  });

  it('is one per name: the sign-in code key is not the file URL key', () => {
    const dir = dataFolder();
    expect(loadServerSecret('.one-secret', undefined, dir)).not.toBe(loadServerSecret('.other-secret', undefined, dir));
    expect(loadServerSecret('.one-secret', undefined, null)).not.toBe(loadServerSecret('.other-secret', undefined, null));
  });

  it('without a data folder, is random and the same for the whole process', () => {
    const secret = loadServerSecret('.memory-secret', undefined, null);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadServerSecret('.memory-secret', undefined, null)).toBe(secret);
  });
});
