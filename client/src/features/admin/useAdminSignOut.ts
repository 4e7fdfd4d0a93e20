import { useNavigate } from 'react-router';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession, type AdminLevel } from '../../storage/adminSession.ts';
import { useSignOutMutation } from '../shell/mutations/SignOutMutation.ts';

/** Log out of an admin home: end the session, forget it, back to that level's login. */
export function useAdminSignOut(level: AdminLevel): [() => void, boolean] {
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation('admin');
  const onSignOut = () =>
    signOut(() => {
      clearAdminSession();
      void navigate(adminLoginPath(level));
    });
  return [onSignOut, signingOut];
}
