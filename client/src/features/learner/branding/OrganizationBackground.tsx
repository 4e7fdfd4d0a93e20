import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { graphql, useFragment } from 'react-relay';
import type { OrganizationBackground_organization$key } from './__generated__/OrganizationBackground_organization.graphql.ts';

/**
 * The organisation's background picture behind a learner screen, veiled so
 * that text on it stays readable.
 */
export function OrganizationBackground({ organizationRef }: { organizationRef: OrganizationBackground_organization$key }) {
  const { background } = useFragment(
    graphql`
      fragment OrganizationBackground_organization on Organization {
        background
      }
    `,
    organizationRef,
  );
  if (!background) return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: -1,
        backgroundImage: (theme) =>
          `linear-gradient(${alpha(theme.palette.background.default, 0.85)}, ${alpha(theme.palette.background.default, 0.85)}), url("${background.replace(/"/g, "%22")}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    />
  );
}
