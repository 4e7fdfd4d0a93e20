import { Navigate } from 'react-router';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import { LiveOrganizationRedirect } from './LiveOrganizationRedirect.tsx';

/** `/`: the organisation's landing page when it is live (the stored alias's, else the host's), else the learner login. */
export function LandingRouter() {
  const storedAlias = useStoredItem('org');
  return (
    <ErrorBoundary fallback={(_retry, error) => <Navigate to={landingTargetPath(decideLandingTarget({ organization: null, error }))} replace />}>
      <LiveOrganizationRedirect storedAlias={storedAlias} />
    </ErrorBoundary>
  );
}
