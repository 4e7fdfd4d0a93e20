// Every request resolves its organisation by alias: on exam day thousands of
// reads a second of a row that changes a few times a year. A row found is kept
// for a moment per database client; whatever changes an organisation calls
// forgetOrganizations so that the change shows at once in this process.
import type { Db } from './database.ts';
import type { Organization } from './generated/client.ts';

export const ORGANIZATION_CACHE_MS = 2_000;

const caches = new WeakMap<Db, Map<string, { row: Organization; until: number }>>();

/** The organisation of an alias; an alias that names none is not remembered, so a new organisation is found at once. */
export async function cachedOrganizationByAlias(prisma: Db, alias: string, now = Date.now()): Promise<Organization | null> {
  let cache = caches.get(prisma);
  const hit = cache?.get(alias);
  if (hit && hit.until > now) return hit.row;
  const row = await prisma.organization.findUnique({ where: { alias } });
  if (!cache) caches.set(prisma, (cache = new Map()));
  if (row) cache.set(alias, { row, until: now + ORGANIZATION_CACHE_MS });
  else cache.delete(alias);
  return row;
}

export function forgetOrganizations(prisma: Db): void {
  caches.delete(prisma);
}
