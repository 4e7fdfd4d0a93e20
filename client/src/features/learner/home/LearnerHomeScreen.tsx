import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { clearLearnerSession } from '../../../storage/learnerSession.ts';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import { LearnerPrograms } from './LearnerPrograms.tsx';
import type { LearnerHomeScreenQuery } from './__generated__/LearnerHomeScreenQuery.graphql.ts';

/** /home: the signed-in learner's open and closed programs. */
export function LearnerHomeScreen() {
  const { t } = useTranslation();
  const { viewer, organization } = useLazyLoadQuery<LearnerHomeScreenQuery>(
    graphql`
      query LearnerHomeScreenQuery {
        organization {
          ...useOrganizationColor_organization
        }
        viewer {
          learner {
            name
            ...LearnerPrograms_learner
          }
        }
      }
    `,
    {},
    // Never from the store: another learner may have used this browser before.
    { fetchPolicy: 'network-only' },
  );
  useOrganizationColor(organization);
  if (!viewer.learner) return <SessionEnded forget={clearLearnerSession} signInPath="/login" />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('learnerHome.welcome', { name: viewer.learner.name })}
      </Typography>
      <LearnerPrograms learnerRef={viewer.learner} />
    </Container>
  );
}
