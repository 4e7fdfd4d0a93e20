import type { CacheConfig } from 'relay-runtime';
import { readStored } from '../storage/browserStorage.ts';

/**
 * Which stored token a request carries. A browser may hold a learner session
 * and an admin session at once; admin screens mark their operations with
 * ADMIN_CREDENTIAL (queries: networkCacheConfig; mutations: commitAsAdmin),
 * everything else is the learner's.
 */
export type Credential = 'learner' | 'admin';

export const ADMIN_CREDENTIAL: CacheConfig = { metadata: { credential: 'admin' } };

/**
 * Relay's loadNext and refetch (usePaginationFragment, useRefetchableFragment)
 * send their generated query with a cacheConfig of their own, not ours: an
 * admin screen names its refetchable fragments' queries with this ending.
 */
export const ADMIN_REFETCH_QUERY_SUFFIX = 'AdminRefetchQuery';

export function credentialOf(cacheConfig: CacheConfig | null | undefined, operationName?: string): Credential {
  if (cacheConfig?.metadata?.credential === 'admin') return 'admin';
  return operationName?.endsWith(ADMIN_REFETCH_QUERY_SUFFIX) ? 'admin' : 'learner';
}

/** Read at the time of each request, so a sign-in takes effect at once. */
export function requestHeaders(credential: Credential): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readStored(credential === 'admin' ? 'adminToken' : 'learnerToken');
  if (token) headers.Authorization = `Bearer ${token}`;
  const org = readStored('org');
  if (org) headers['x-org-alias'] = org;
  return headers;
}
