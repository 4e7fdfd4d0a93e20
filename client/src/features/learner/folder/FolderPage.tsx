import Container from '@mui/material/Container';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { clearLearnerSession } from '../../../storage/learnerSession.ts';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { OrganizationBackground } from '../branding/OrganizationBackground.tsx';
import { FolderContent } from './FolderContent.tsx';
import type { FolderPageQuery } from './__generated__/FolderPageQuery.graphql.ts';

interface Props {
  queryRef: PreloadedQuery<FolderPageQuery>;
  domainId: string;
  folderId: string;
}

/** The folder's program (loaded by the route): its items, its branding, and the learner's session check. */
export function FolderPage({ queryRef, domainId, folderId }: Props) {
  const { programId } = queryRef.variables;
  const { organization, viewer, node } = usePreloadedQuery<FolderPageQuery>(
    graphql`
      query FolderPageQuery($programId: ID!) @preloadable {
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
          ...FolderContent_program @alias(as: "program")
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
      <FolderContent
        programRef={program}
        organizationRef={organization}
        programId={programId}
        domainId={domainId}
        folderId={folderId}
      />
    </Container>
  );
}
