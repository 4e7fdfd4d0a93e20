import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PreloadedRoute } from '../relay/routeQuery.tsx';
import { hasAdminSession, type AdminLevel } from '../storage/adminSession.ts';
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

/**
 * An admin screen's route (relay/routeQuery.tsx): its queries loaded only
 * with an admin session of `level` (or of one of `alsoFor`), any other
 * visitor sent to that level's login.
 */
export function adminOnly(level: AdminLevel, route: PreloadedRoute, alsoFor: readonly AdminLevel[] = []): PreloadedRoute {
  return {
    ...route,
    loader: (args) => (hasAdminSession(level, alsoFor) ? route.loader(args) : null),
    element: (
      <RequireAdmin level={level} alsoFor={alsoFor}>
        {route.element}
      </RequireAdmin>
    ),
  };
}
