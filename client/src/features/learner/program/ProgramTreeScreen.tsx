import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LearnerSignInDialog } from '../signin/LearnerSignInDialog.tsx';
import { ProgramPage } from './ProgramPage.tsx';
import { ProgramSkeleton } from './ProgramSkeleton.tsx';

/**
 * /UserHomeProgramTree?domainId=&programId=&closed=: without a learner
 * session a sign-in dialog; without both ids, or when the program cannot be
 * loaded, the learner login. While it loads, its shape (issue 30).
 */
export function ProgramTreeScreen() {
  const [params] = useSearchParams();
  const signedIn = Boolean(useStoredItem('learnerToken'));
  const domainId = params.get('domainId');
  const programId = params.get('programId');
  if (!signedIn) return <LearnerSignInDialog />;
  if (!domainId || !programId) return <Navigate to="/login" replace />;
  return (
    <ErrorBoundary fallback={() => <Navigate to="/login" replace />}>
      <Suspense fallback={<ProgramSkeleton />}>
        <ProgramPage key={programId} programId={programId} domainId={domainId} />
      </Suspense>
    </ErrorBoundary>
  );
}
