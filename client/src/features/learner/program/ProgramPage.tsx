import Container from '@mui/material/Container';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { clearLearnerSession } from '../../../storage/learnerSession.ts';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { OrganizationBackground } from '../branding/OrganizationBackground.tsx';
import { ProgramContent } from './ProgramContent.tsx';
import type { ProgramPageQuery } from './__generated__/ProgramPageQuery.graphql.ts';

/** The program's query (loaded by the route): its items for the tree, its branding, and the learner's session check. */
export function ProgramPage({ queryRef, domainId }: { queryRef: PreloadedQuery<ProgramPageQuery>; domainId: string }) {
  const { programId } = queryRef.variables;
  const { organization, viewer, node } = usePreloadedQuery<ProgramPageQuery>(
    graphql`
      query ProgramPageQuery($programId: ID!) @preloadable {
        organization {
          ...useOrganizationColor_organization
          ...OrganizationBackground_organization
        }
        viewer {
          learner {
            id
          }
        }
        node(id: $programId) {
          ...ProgramContent_program @alias(as: "program")
        }
      }
    `,
    queryRef,
  );
  const program = node?.program;
  if (!viewer.learner) return <SessionEnded forget={clearLearnerSession} signInPath="/login" />;
  if (!program) return <Navigate to="/login" replace />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 1, md: 3 }, px: { xs: 1, sm: 2 } }}>
      <OrganizationBackground organizationRef={organization} />
      <ProgramContent programRef={program} organizationRef={organization} programId={programId} domainId={domainId} />
    </Container>
  );
}
