// The context of one request, shared by GraphQL (HTTP and WebSocket) and the
// REST facade: the organisation the request is for and who is asking. Built
// once per request; every organisation-owned row is reached through it.
import { resolveOrganizationAlias } from '../domain/organization/alias.ts';
import { bearerToken } from './auth/tokens.ts';
import { resolveViewer, anonymous, type Viewer } from './auth/viewer.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { cachedOrganizationByAlias } from './db/organizationCache.ts';
import type { Organization } from './db/generated/client.ts';
import type { FileStorage } from './storage/fileStorage.ts';
import type { PubSub } from 'graphql-yoga';
import type { JobQueue } from './jobs/jobQueue.ts';
import type { Topics } from './pubsub/pubSub.ts';
import type { RequestLimits } from './security/rateLimits.ts';
import { AppError } from './errors.ts';

export interface RequestContext {
  prisma: Db;
  config: Config;
  /** null when the alias names no organisation */
  organization: Organization | null;
  viewer: Viewer;
  /** the file storage: files the handler works with, and the secret private file URLs are signed with */
  storage?: FileStorage;
  /** the rate limits of the request's client address (sign-in and lookups); absent: none (unit tests) */
  limits?: RequestLimits;
  /** where subscriptions listen and services publish */
  pubsub?: PubSub<Topics>;
  /** asks for background work (results files) */
  jobs?: JobQueue;
}

export interface RequestFacts {
  host?: string | null;
  authorization?: string | null;
  /** the alias the client stored (x-org-alias header, or the legacy body's org) */
  orgAlias?: string | null;
  /** integrators' API tokens are accepted by /graphql only; elsewhere they are not valid */
  acceptApiTokens?: boolean;
  /** the rate limits of the client's address */
  limits?: RequestLimits;
}

export async function createRequestContext(prisma: Db, config: Config, facts: RequestFacts): Promise<RequestContext> {
  const alias = resolveOrganizationAlias({
    host: facts.host ?? undefined,
    headerAlias: facts.orgAlias ?? undefined,
    defaultAlias: config.defaultOrg,
  });
  // Both reads at once: every request waits for them.
  let [viewer, organization] = await Promise.all([
    resolveViewer(prisma, bearerToken(facts.authorization)),
    cachedOrganizationByAlias(prisma, alias),
  ]);

  if (viewer.kind === 'admin' && viewer.apiToken && !facts.acceptApiTokens) viewer = { kind: 'anonymous', invalidToken: true };

  // A session belongs to one organisation. It decides the organisation unless the
  // host name names another one, in which case the token is not valid here.
  // Platform admins act across organisations.
  if (viewer.kind !== 'anonymous' && !(viewer.kind === 'admin' && viewer.role === 'PLATFORM_ADMIN')) {
    if (organization?.id !== viewer.organizationId) {
      const hostNamesOrg = resolveOrganizationAlias({ host: facts.host ?? undefined, defaultAlias: '' }) !== '';
      if (hostNamesOrg) {
        viewer = { kind: 'anonymous', invalidToken: true };
      } else {
        organization = await prisma.organization.findUnique({ where: { id: viewer.organizationId } });
      }
    }
  }
  return { prisma, config, organization, viewer: viewer ?? anonymous, limits: facts.limits };
}

export function requireOrganization(ctx: RequestContext): Organization {
  if (!ctx.organization) throw new AppError('organizationNotFound');
  return ctx.organization;
}
