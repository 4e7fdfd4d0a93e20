// The web client sends only ids; each must be in the file the server loads.
// (relay-compiler adds an operation to the file when it writes its artefact: a
// hand-edited or truncated file would leave the client with unknown ids.)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPersistedOperations } from './persistedOperations.ts';

const clientSources = resolve(import.meta.dirname, '../../client/src');

function clientOperationIds(): string[] {
  const ids: string[] = [];
  for (const entry of readdirSync(clientSources, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql.ts')) continue;
    const match = /@relayRequestID (\w+)/.exec(readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    if (match) ids.push(match[1]);
  }
  return ids;
}

describe('persisted operations', () => {
  it("hold every operation the web client's artefacts send", () => {
    const operations = loadPersistedOperations();
    const ids = clientOperationIds();
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.filter((id) => !operations.has(id))).toEqual([]);
  });

  it("are keyed by the SHA-256 of the operation's text", () => {
    const texts = JSON.parse(readFileSync(join(clientSources, 'relay/persistedOperations.json'), 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(texts)) expect(createHash('sha256').update(text).digest('hex')).toBe(id);
    // and parse to documents the server can run
    for (const document of loadPersistedOperations().values()) expect(print(document)).toMatch(/^(query|mutation|subscription) /);
  });
});
