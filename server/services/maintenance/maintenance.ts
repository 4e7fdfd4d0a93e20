// Maintenance mode: while it is on, learner and administrator calls answer 503
// `maintenance` (with Retry-After) and only the platform admin works — signs in,
// and switches it off. MAINTENANCE_MODE / MAINTENANCE_UNTIL give the state at
// start-up; the platform admin's switch (a PlatformSetting row) overrides them.
// Every process reads the row at most every CACHE_MS; a switch is also
// announced on the pub/sub, so every process forgets its cached state at once
// (docs/decisions/maintenance.md, docs/decisions/cluster.md).
import type { MaintenanceSwitch } from '../../../domain/maintenance/maintenanceInputs.ts';
import { checkMaintenanceUntil, maintenanceRetrySeconds, type MaintenanceState } from '../../../domain/platform/maintenance.ts';
import { hasRole } from '../../auth/scopes.ts';
import type { Config } from '../../config.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { PubSub } from 'graphql-yoga';
import { z } from 'zod';
import type { Prisma } from '../../db/generated/client.ts';
import { whenPublished, type Topics } from '../../pubsub/pubSub.ts';
import { SharedReads } from '../../db/sharedReads.ts';
import { AppError } from '../../errors.ts';
import { requirePlatformAdmin } from '../platform/platformAdmin.ts';

const KEY = 'maintenance';
const CACHE_MS = 2000;

const cache = new WeakMap<Db, SharedReads<typeof KEY, MaintenanceState>>();

function fromConfig(config: Config): MaintenanceState {
  return { enabled: config.maintenance.enabled, until: config.maintenance.until ?? null };
}

/** The switch as stored; an end that is not text reads as none. */
const storedState = z.object({ enabled: z.boolean(), until: z.string().nullable().catch(null) });

/** The stored switch, or the configuration's state when the row is not one. */
function fromRow(value: Prisma.JsonValue, config: Config): MaintenanceState {
  const row = storedState.safeParse(value);
  return row.success ? row.data : fromConfig(config);
}

function readsOf(prisma: Db): SharedReads<typeof KEY, MaintenanceState> {
  let reads = cache.get(prisma);
  if (!reads) cache.set(prisma, (reads = new SharedReads(CACHE_MS)));
  return reads;
}

/** The current state: the platform admin's switch, else the configuration. */
export async function maintenanceState(prisma: Db, config: Config, now = Date.now()): Promise<MaintenanceState> {
  return readsOf(prisma).get(
    KEY,
    async () => {
      const row = await prisma.platformSetting.findUnique({ where: { key: KEY } });
      return row ? fromRow(row.value, config) : fromConfig(config);
    },
    now,
  );
}

/** Forgets this process's cached state whenever any process announces a switch; returns the stop. */
export function forgetMaintenanceOnChange(pubsub: PubSub<Topics>, prisma: Db): () => Promise<void> {
  return whenPublished(pubsub, 'maintenanceChanged', () => cache.get(prisma)?.forget());
}

/** The platform admin switches maintenance on or off, with an optional estimated end. */
export async function setMaintenance(ctx: RequestContext, input: MaintenanceSwitch, now = new Date()): Promise<MaintenanceState> {
  requirePlatformAdmin(ctx);
  const until = checkMaintenanceUntil(input.until, input.enabled, now);
  if (!until.ok) throw new AppError('invalidMaintenanceUntil', { field: 'until' });
  const state: MaintenanceState = { enabled: input.enabled, until: until.until };
  await ctx.prisma.platformSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value: { ...state } },
    update: { value: { ...state } },
  });
  readsOf(ctx.prisma).remember(KEY, state, now.getTime());
  ctx.pubsub?.publish('maintenanceChanged', { enabled: state.enabled });
  return state;
}

/** The refusal of a request during maintenance; null when it may go on (maintenance off, or the platform admin). */
export async function maintenanceRefusal(ctx: RequestContext): Promise<AppError | null> {
  if (hasRole(ctx.viewer, 'PLATFORM_ADMIN')) return null;
  const state = await maintenanceState(ctx.prisma, ctx.config);
  if (!state.enabled) return null;
  return new AppError('maintenance', { retryAfterSeconds: maintenanceRetrySeconds(state), details: { until: state.until } });
}
