// Maintenance mode's one rule besides on and off: the estimated end the
// /maintenance page shows. The old client hard-coded 14 Dec 2024 23:00; here
// the platform admin sets it (or MAINTENANCE_UNTIL does), and it may be left out.

export interface MaintenanceState {
  enabled: boolean;
  /** the estimated end as an ISO date and time; null: none announced */
  until: string | null;
}

/** how far ahead an estimated end may be announced */
export const MAINTENANCE_MAX_DAYS = 90;

export type MaintenanceUntilRule = { ok: true; until: string | null } | { ok: false };

/**
 * An estimated end: empty or null for none, else a date and time (ISO 8601)
 * no further than MAINTENANCE_MAX_DAYS from now. A past time is refused only
 * when maintenance is being switched on (an end that has passed says nothing).
 */
export function checkMaintenanceUntil(raw: unknown, enabling: boolean, now = new Date()): MaintenanceUntilRule {
  if (raw === null || raw === undefined || raw === '') return { ok: true, until: null };
  if (typeof raw !== 'string' || raw.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(raw)) return { ok: false };
  const time = Date.parse(raw);
  if (Number.isNaN(time)) return { ok: false };
  if (time > now.getTime() + MAINTENANCE_MAX_DAYS * 86_400_000) return { ok: false };
  if (enabling && time <= now.getTime()) return { ok: false };
  return { ok: true, until: new Date(time).toISOString() };
}

/** Seconds a client should wait before asking again (Retry-After): until the announced end, between 1 and 60 minutes. */
export function maintenanceRetrySeconds(state: MaintenanceState, now = new Date()): number {
  const left = state.until ? Math.ceil((Date.parse(state.until) - now.getTime()) / 1000) : 300;
  return Math.min(3600, Math.max(60, left));
}
