import { Navigate } from 'react-router';
import { useStoredItem } from '../../../storage/browserStorage.ts';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import { LiveOrganizationRedirect } from './LiveOrganizationRedirect.tsx';

/** `/`: decides between the organisation's landing page and the learner login. */
export function LandingRouter() {
  const storedAlias = useStoredItem('org');
  if (!storedAlias) {
    return <Navigate to={landingTargetPath(decideLandingTarget({ storedAlias, organization: null, error: null }))} replace />;
  }
  return (
    <ErrorBoundary
      fallback={(_retry, error) => (
        <Navigate to={landingTargetPath(decideLandingTarget({ storedAlias, organization: null, error }))} replace />
      )}
    >
      <LiveOrganizationRedirect storedAlias={storedAlias} />
    </ErrorBoundary>
  );
}
