import Container from '@mui/material/Container';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { clearLearnerSession } from '../../../storage/learnerSession.ts';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { OrganizationBackground } from '../branding/OrganizationBackground.tsx';
import { FolderContent } from './FolderContent.tsx';
import type { FolderPageQuery } from './__generated__/FolderPageQuery.graphql.ts';

interface Props {
  programId: string;
  domainId: string;
  folderId: string;
}

export function FolderPage({ programId, domainId, folderId }: Props) {
  const { organization, viewer, node } = useLazyLoadQuery<FolderPageQuery>(
    graphql`
      query FolderPageQuery($programId: ID!) {
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
    { programId },
    { fetchPolicy: 'network-only' },
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
