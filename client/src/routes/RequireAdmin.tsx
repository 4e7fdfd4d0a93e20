import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AdminLevel } from '../storage/adminSession.ts';
import { useStoredItem } from '../storage/browserStorage.ts';
import { adminLoginPath } from './adminPaths.ts';

/** An admin home needs an admin session of its own level, else that level's login. */
export function RequireAdmin({ level, children }: { level: AdminLevel; children: ReactNode }) {
  const token = useStoredItem('adminToken');
  const storedLevel = useStoredItem('adminLevel');
  return token && storedLevel === level ? children : <Navigate to={adminLoginPath(level)} replace />;
}
