// Every request resolves its organisation by alias: on exam day thousands of
// reads a second of a row that changes a few times a year. A row found is kept
// for a moment per database client, and read once however many requests ask at
// the same moment (sharedReads.ts); whatever changes an organisation calls
// forgetOrganizations so that the change shows at once in this process.
import type { Db } from './database.ts';
import type { Organization } from './generated/client.ts';
import { SharedReads } from './sharedReads.ts';

export const ORGANIZATION_CACHE_MS = 2_000;

const caches = new WeakMap<Db, SharedReads<string, Organization | null>>();

/** The organisation of an alias; an alias that names none is not remembered, so a new organisation is found at once. */
export function cachedOrganizationByAlias(prisma: Db, alias: string, now = Date.now()): Promise<Organization | null> {
  let cache = caches.get(prisma);
  if (!cache) caches.set(prisma, (cache = new SharedReads(ORGANIZATION_CACHE_MS, (row) => row !== null)));
  return cache.get(alias, () => prisma.organization.findUnique({ where: { alias } }), now);
}

export function forgetOrganizations(prisma: Db): void {
  caches.get(prisma)?.forget();
}
