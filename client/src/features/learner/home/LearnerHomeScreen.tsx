import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { isFilled } from '../../../../../domain/validation/index.ts';
import { clearLearnerSession } from '../../../storage/learnerSession.ts';
import { SessionEnded } from '../../shell/SessionEnded.tsx';
import { Banner } from '../branding/Banner.tsx';
import { OrganizationBackground } from '../branding/OrganizationBackground.tsx';
import { PolicyDialog } from '../profile/PolicyDialog.tsx';
import { UserDetailsDialog } from '../profile/UserDetailsDialog.tsx';
import { useOrganizationColor } from '../useOrganizationColor.ts';
import { AvailableDomains } from './AvailableDomains.tsx';
import { LearnerDomains } from './LearnerDomains.tsx';
import { LearnerHomeSkeleton } from './LearnerHomeSkeleton.tsx';
import type { LearnerHomeScreenQuery } from './__generated__/LearnerHomeScreenQuery.graphql.ts';
import { IsolatedSentence } from '../../shell/userText/IsolatedSentence.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';

/** The spec's snackbar duration. */
const SNACKBAR_MS = 4000;

/**
 * /home (the spec's UserHome): the organisation's introduction, the accounts
 * open for registration, the learner's programs and the closed ones. A
 * learner without a name must give one first; then one who has not accepted
 * both policies must accept them or leave. While it loads, its shape (issue 30).
 */
export function LearnerHomeScreen({ queryRef }: { queryRef: PreloadedQuery<LearnerHomeScreenQuery> }) {
  return (
    <Suspense fallback={<LearnerHomeSkeleton />}>
      <LearnerHome queryRef={queryRef} />
    </Suspense>
  );
}

function LearnerHome({ queryRef }: { queryRef: PreloadedQuery<LearnerHomeScreenQuery> }) {
  const { t } = useTranslation();
  const [policiesAccepted, setPoliciesAccepted] = useState(false);
  const { viewer, organization } = usePreloadedQuery<LearnerHomeScreenQuery>(
    graphql`
      query LearnerHomeScreenQuery @preloadable {
        organization {
          banner
          introductionMsg
          availableProgramsMsg
          ...useOrganizationColor_organization
          ...OrganizationBackground_organization
        }
        viewer {
          learner {
            name
            ...UserDetailsDialog_learner
            ...PolicyDialog_learner
            ...LearnerDomains_learner
            ...AvailableDomains_learner
          }
        }
      }
    `,
    queryRef,
  );
  useOrganizationColor(organization);
  if (!viewer.learner) return <SessionEnded forget={clearLearnerSession} signInPath="/login" />;
  const { learner } = viewer;
  const nameMissing = !isFilled(learner.name);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <OrganizationBackground organizationRef={organization} />
      <Stack spacing={3}>
        {organization.banner && <Banner src={organization.banner} />}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          <IsolatedSentence i18nKey="learnerHome.welcome" values={{ name: learner.name ?? '' }} />
        </Typography>
        {organization.introductionMsg && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-line' }}>
              <UserText>{organization.introductionMsg}</UserText>
            </Typography>
          </Paper>
        )}
        <AvailableDomains learnerRef={learner} message={organization.availableProgramsMsg} />
        <LearnerDomains learnerRef={learner} />
      </Stack>
      <UserDetailsDialog learnerRef={learner} open={nameMissing} forced onClose={() => {}} />
      {!nameMissing && <PolicyDialog learnerRef={learner} onAccepted={() => setPoliciesAccepted(true)} />}
      <Snackbar open={policiesAccepted} autoHideDuration={SNACKBAR_MS} onClose={() => setPoliciesAccepted(false)}>
        <Alert severity="success" onClose={() => setPoliciesAccepted(false)}>
          {t('profile.policy.accepted')}
        </Alert>
      </Snackbar>
    </Container>
  );
}
