import type { PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import { LiveOrganizationRedirect } from './LiveOrganizationRedirect.tsx';
import type { LiveOrganizationRedirectQuery } from './__generated__/LiveOrganizationRedirectQuery.graphql.ts';

/** `/`: the organisation's landing page when it is live (the stored alias's, else the host's), else the learner login. */
export function LandingRouter({ queryRef }: { queryRef: PreloadedQuery<LiveOrganizationRedirectQuery> }) {
  return (
    <ErrorBoundary fallback={(_retry, error) => <Navigate to={landingTargetPath(decideLandingTarget({ organization: null, error }))} replace />}>
      <LiveOrganizationRedirect queryRef={queryRef} />
    </ErrorBoundary>
  );
}
