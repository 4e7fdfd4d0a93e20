import { describe, expect, it } from 'vitest';
import { checkMaintenanceUntil, MAINTENANCE_MAX_DAYS, maintenanceRetrySeconds } from './maintenance.ts';

const now = new Date('2026-11-23T12:00:00Z');

describe('the estimated end of maintenance', () => {
  it('may be left out', () => {
    expect(checkMaintenanceUntil(null, true, now)).toEqual({ ok: true, until: null });
    expect(checkMaintenanceUntil('', true, now)).toEqual({ ok: true, until: null });
    expect(checkMaintenanceUntil(undefined, false, now)).toEqual({ ok: true, until: null });
  });

  it('is a date and time, kept in UTC', () => {
    expect(checkMaintenanceUntil('2026-11-23T15:30:00+02:00', true, now)).toEqual({ ok: true, until: '2026-11-23T13:30:00.000Z' });
  });

  it('refuses what is not a date and time', () => {
    for (const raw of ['tomorrow', '2026-11-24', '2026-13-40T00:00', 42, {}, 'x'.repeat(100)]) {
      expect(checkMaintenanceUntil(raw, true, now), String(raw)).toEqual({ ok: false });
    }
  });

  it('must lie ahead when switching maintenance on, and not too far ahead', () => {
    expect(checkMaintenanceUntil('2026-11-23T11:00:00Z', true, now)).toEqual({ ok: false });
    expect(checkMaintenanceUntil('2026-11-23T11:00:00Z', false, now).ok).toBe(true);
    const far = new Date(now.getTime() + (MAINTENANCE_MAX_DAYS + 1) * 86_400_000).toISOString();
    expect(checkMaintenanceUntil(far, true, now)).toEqual({ ok: false });
  });
});

describe('Retry-After during maintenance', () => {
  it('counts down to the announced end, between a minute and an hour', () => {
    expect(maintenanceRetrySeconds({ enabled: true, until: '2026-11-23T12:10:00Z' }, now)).toBe(600);
    expect(maintenanceRetrySeconds({ enabled: true, until: '2026-11-23T12:00:10Z' }, now)).toBe(60);
    expect(maintenanceRetrySeconds({ enabled: true, until: '2026-11-24T12:00:00Z' }, now)).toBe(3600);
    expect(maintenanceRetrySeconds({ enabled: true, until: null }, now)).toBe(300);
  });
});
