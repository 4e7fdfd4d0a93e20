import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession, type AdminLevel } from '../../storage/adminSession.ts';
import { SessionEnded } from '../shell/SessionEnded.tsx';

/** An administrator's page whose data came back without its owner (spec §4): the session is forgotten, to that level's sign-in. */
export function AdminSessionEnded({ level }: { level: AdminLevel }) {
  return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath(level)} />;
}
