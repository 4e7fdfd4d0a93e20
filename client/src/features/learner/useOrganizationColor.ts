import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSetOrganizationColor } from '../../theme/OrganizationColorContext.ts';
import type { useOrganizationColor_organization$key } from './__generated__/useOrganizationColor_organization.graphql.ts';

/**
 * Learner screens wear the organisation's colour, or inside a program the
 * program's own colour when it has one.
 */
export function useOrganizationColor(
  organizationRef: useOrganizationColor_organization$key,
  programColor?: string | null,
): void {
  const { primaryColor } = useFragment(
    graphql`
      fragment useOrganizationColor_organization on Organization {
        primaryColor
      }
    `,
    organizationRef,
  );
  const color = programColor?.trim() ? programColor : (primaryColor ?? null);
  const setOrganizationColor = useSetOrganizationColor();
  useEffect(() => setOrganizationColor(color), [color, setOrganizationColor]);
}
