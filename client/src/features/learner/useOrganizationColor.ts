import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSetOrganizationColor } from '../../theme/OrganizationColorContext.ts';
import type { useOrganizationColor_organization$key } from './__generated__/useOrganizationColor_organization.graphql.ts';

/** Learner screens wear the organisation's colour. */
export function useOrganizationColor(organizationRef: useOrganizationColor_organization$key): void {
  const { primaryColor } = useFragment(
    graphql`
      fragment useOrganizationColor_organization on Organization {
        primaryColor
      }
    `,
    organizationRef,
  );
  const setOrganizationColor = useSetOrganizationColor();
  useEffect(() => setOrganizationColor(primaryColor ?? null), [primaryColor, setOrganizationColor]);
}
