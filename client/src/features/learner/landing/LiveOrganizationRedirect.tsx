import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import type { LiveOrganizationRedirectQuery } from './__generated__/LiveOrganizationRedirectQuery.graphql.ts';

/**
 * The stored alias names the organisation when there is one (its public
 * landing page read); otherwise the server's organisation for this request,
 * which is the host's (else the platform's default). The route loads it
 * (routes/appRoutes.tsx: `landingQuery`).
 */
export function LiveOrganizationRedirect({ queryRef }: { queryRef: PreloadedQuery<LiveOrganizationRedirectQuery> }) {
  const data = usePreloadedQuery<LiveOrganizationRedirectQuery>(
    graphql`
      query LiveOrganizationRedirectQuery($alias: String!, $byStoredAlias: Boolean!) @preloadable {
        landingPage(alias: $alias) @include(if: $byStoredAlias) {
          alias
          isLive
        }
        organization @skip(if: $byStoredAlias) {
          alias
          isLive
        }
      }
    `,
    queryRef,
  );
  const organization = (queryRef.variables.byStoredAlias ? data.landingPage : data.organization) ?? null;
  return <Navigate to={landingTargetPath(decideLandingTarget({ organization, error: null }))} replace />;
}
