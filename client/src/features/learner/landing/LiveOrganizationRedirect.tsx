import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import type { LiveOrganizationRedirectQuery } from './__generated__/LiveOrganizationRedirectQuery.graphql.ts';

/**
 * The stored alias names the organisation when there is one (its public
 * landing page read); otherwise the server's organisation for this request,
 * which is the host's (else the platform's default).
 */
export function LiveOrganizationRedirect({ storedAlias }: { storedAlias: string | null }) {
  const byStoredAlias = Boolean(storedAlias);
  const data = useLazyLoadQuery<LiveOrganizationRedirectQuery>(
    graphql`
      query LiveOrganizationRedirectQuery($alias: String!, $byStoredAlias: Boolean!) {
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
    { alias: storedAlias ?? '', byStoredAlias },
    { fetchPolicy: 'network-only' },
  );
  const organization = (byStoredAlias ? data.landingPage : data.organization) ?? null;
  return <Navigate to={landingTargetPath(decideLandingTarget({ organization, error: null }))} replace />;
}
