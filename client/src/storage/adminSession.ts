import { readStored, removeStored, writeStored } from './browserStorage.ts';

export type AdminLevel = 'account' | 'org' | 'admin';

export const ADMIN_LEVELS: readonly AdminLevel[] = ['account', 'org', 'admin'];

export function isAdminLevel(value: string | null): value is AdminLevel {
  return value !== null && (ADMIN_LEVELS as readonly string[]).includes(value);
}

export function saveAdminSession(token: string, level: AdminLevel): void {
  writeStored({ adminToken: token, adminLevel: level });
}

export function clearAdminSession(): void {
  removeStored('adminToken', 'adminLevel');
}

export function readAdminLevel(): AdminLevel | null {
  const level = readStored('adminLevel');
  return isAdminLevel(level) ? level : null;
}

/** Whether this browser holds an admin session of `level` or of one of `alsoFor` (the admin screens' guard). */
export function hasAdminSession(level: AdminLevel, alsoFor: readonly AdminLevel[] = []): boolean {
  const stored = readAdminLevel();
  return Boolean(readStored('adminToken')) && (stored === level || alsoFor.some((other) => other === stored));
}
