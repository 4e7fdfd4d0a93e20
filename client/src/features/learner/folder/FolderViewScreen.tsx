import { Navigate, useSearchParams } from 'react-router';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LearnerSignInDialog } from '../signin/LearnerSignInDialog.tsx';
import { FolderPage } from './FolderPage.tsx';

/**
 * /UserHomeFolderView?domain=&program=&folder=: one folder's children as
 * cards. Without a learner session a sign-in dialog; with a value missing,
 * or a program or folder that cannot be found, the learner login.
 */
export function FolderViewScreen() {
  const [params] = useSearchParams();
  const signedIn = Boolean(useStoredItem('learnerToken'));
  const domainId = params.get('domain');
  const programId = params.get('program');
  const folderId = params.get('folder');
  if (!signedIn) return <LearnerSignInDialog />;
  if (!domainId || !programId || !folderId) return <Navigate to="/login" replace />;
  return (
    <ErrorBoundary fallback={() => <Navigate to="/login" replace />}>
      <FolderPage key={programId} programId={programId} domainId={domainId} folderId={folderId} />
    </ErrorBoundary>
  );
}
