// Every request reads its organisation from a short cache (db/organizationCache.ts).
// Whatever changes an organisation's row announces it here: this process forgets
// its cached rows at once, and through the pub/sub (Redis when configured) every
// other server process does the same, so a holder's change shows everywhere on
// the next request rather than when the cache expires.
import type { PubSub } from 'graphql-yoga';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { forgetOrganizations } from '../db/organizationCache.ts';
import { whenPublished, type Topics } from './pubSub.ts';

/** Call after writing an organisation's row (settings, landing page, live switch). */
export function announceOrganizationChange(ctx: Pick<RequestContext, 'prisma' | 'pubsub'>, organizationId: string): void {
  forgetOrganizations(ctx.prisma);
  ctx.pubsub?.publish('organizationChanged', { organizationId });
}

/** Forgets the cached organisations of this process whenever any process announces a change; returns the stop. */
export function forgetOrganizationsOnChange(pubsub: PubSub<Topics>, prisma: Db): () => Promise<void> {
  // every change, whichever organisation: the cache is small
  return whenPublished(pubsub, 'organizationChanged', () => forgetOrganizations(prisma));
}
