import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { AdminLevel } from '../storage/adminSession.ts';
import { useStoredItem } from '../storage/browserStorage.ts';
import { adminLoginPath } from './adminPaths.ts';

interface Props {
  /** the level whose session the screen needs (its login is where others go) */
  level: AdminLevel;
  /** further levels the screen serves too (users management: the organisation holder) */
  alsoFor?: readonly AdminLevel[];
  children: ReactNode;
}

/** An admin screen needs an admin session of its own level (or one it also serves), else that level's login. */
export function RequireAdmin({ level, alsoFor = [], children }: Props) {
  const token = useStoredItem('adminToken');
  const storedLevel = useStoredItem('adminLevel');
  const allowed = storedLevel === level || alsoFor.some((other) => other === storedLevel);
  return token && allowed ? children : <Navigate to={adminLoginPath(level)} replace />;
}
