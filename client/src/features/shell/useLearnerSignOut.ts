import { useNavigate } from 'react-router';
import { clearLearnerSession } from '../../storage/learnerSession.ts';
import { useSignOutMutation } from './mutations/SignOutMutation.ts';

/** Learner sign-out (toolbar, declined policies): end the session, forget it, go to /. */
export function useLearnerSignOut(): [() => void, boolean] {
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation('learner');
  const onSignOut = () =>
    signOut(() => {
      clearLearnerSession();
      void navigate('/');
    });
  return [onSignOut, signingOut];
}
