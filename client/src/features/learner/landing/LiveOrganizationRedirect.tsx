import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { decideLandingTarget, landingTargetPath } from './decideLandingTarget.ts';
import type { LiveOrganizationRedirectQuery } from './__generated__/LiveOrganizationRedirectQuery.graphql.ts';

export function LiveOrganizationRedirect({ storedAlias }: { storedAlias: string }) {
  const { organization } = useLazyLoadQuery<LiveOrganizationRedirectQuery>(
    graphql`
      query LiveOrganizationRedirectQuery {
        organization {
          alias
          isLive
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  const target = decideLandingTarget({ storedAlias, organization, error: null });
  return <Navigate to={landingTargetPath(target)} replace />;
}
