// The web client's persisted operations: relay-compiler writes each operation's
// text under its SHA-256 id to client/src/relay/persistedOperations.json, the
// client sends only the id (extensions.persistedQuery.sha256Hash, as Apollo's
// and other standard clients do), and the server runs the text it has for it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, type DocumentNode } from 'graphql';

const STORE_PATH = resolve(import.meta.dirname, '../../client/src/relay/persistedOperations.json');

export type PersistedOperations = ReadonlyMap<string, DocumentNode>;

/** Parsed once at start: the documents are the project's own. */
export function loadPersistedOperations(path = STORE_PATH): PersistedOperations {
  const texts = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(texts).map(([id, text]) => [id, parse(text)]));
}

/** The persisted operation id of a request's extensions, if any. */
export function persistedOperationId(extensions: unknown): string | null {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  return persisted?.version === 1 && typeof persisted.sha256Hash === 'string' ? persisted.sha256Hash : null;
}
