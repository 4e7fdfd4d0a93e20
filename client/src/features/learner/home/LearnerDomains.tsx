import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { CertificatesDialog } from '../certificates/CertificatesDialog.tsx';
import { CardGrid } from './CardGrid.tsx';
import { DomainCard } from './DomainCard.tsx';
import { DomainPrograms } from './DomainPrograms.tsx';
import type { LearnerDomains_learner$key } from './__generated__/LearnerDomains_learner.graphql.ts';

/** The spec's snackbar duration. */
const SNACKBAR_MS = 4000;

/**
 * The accounts the learner follows, open and closed, as cards; entering one
 * shows its programs. The choice lives in the URL (?domainId=, and
 * closed=true for an ended one), so reloads and shared links keep it.
 */
export function LearnerDomains({ learnerRef }: { learnerRef: LearnerDomains_learner$key }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [noQuizzesAlert, setNoQuizzesAlert] = useState(false);
  const [certificatesOf, setCertificatesOf] = useState<string | null>(null);
  const learner = useFragment(
    graphql`
      fragment LearnerDomains_learner on Learner {
        openDomains: domains {
          id
          programs {
            id
          }
          ...DomainCard_domain
          ...DomainPrograms_domain
        }
        closedDomains: domains(closed: true) {
          id
          programs {
            id
          }
          ...DomainCard_domain
          ...DomainPrograms_domain
        }
        certificates {
          domainId
        }
        ...CertificatesDialog_learner
      }
    `,
    learnerRef,
  );

  const closedChosen = params.get('closed') === 'true';
  const chosenId = params.get('domainId');
  const chosen = chosenId ? (closedChosen ? learner.closedDomains : learner.openDomains).find((domain) => domain.id === chosenId) : undefined;
  const certificateCount = (domainId: string) => learner.certificates.filter((certificate) => certificate.domainId === domainId).length;

  const enter = (domain: { id: string; programs: readonly unknown[] }, closed: boolean) => {
    if (domain.programs.length === 0) {
      setNoQuizzesAlert(true);
      return;
    }
    setParams(closed ? { domainId: domain.id, closed: 'true' } : { domainId: domain.id });
  };

  const grid = (domains: typeof learner.openDomains, closed: boolean) => (
    <CardGrid
      items={domains}
      render={(domain) => (
        <DomainCard
          domainRef={domain}
          listedAsClosed={closed}
          certificateCount={certificateCount(domain.id)}
          onEnter={() => enter(domain, closed)}
          onCertificates={() => setCertificatesOf(domain.id)}
        />
      )}
    />
  );

  return (
    <>
      {chosen ? (
        <DomainPrograms domainRef={chosen} closed={closedChosen} />
      ) : (
        <Stack spacing={4}>
          <section aria-labelledby="open-programs-heading">
            <Typography id="open-programs-heading" variant="h5" component="h2" gutterBottom>
              {t('learnerHome.openPrograms')}
            </Typography>
            {learner.openDomains.length > 0 ? grid(learner.openDomains, false) : <Typography>{t('learnerHome.noPrograms')}</Typography>}
          </section>
          {learner.closedDomains.length > 0 && (
            <section aria-labelledby="closed-programs-heading">
              <Typography id="closed-programs-heading" variant="h5" component="h2" gutterBottom>
                {t('learnerHome.closedPrograms')}
              </Typography>
              {grid(learner.closedDomains, true)}
            </section>
          )}
        </Stack>
      )}
      <CertificatesDialog
        learnerRef={learner}
        open={certificatesOf !== null}
        domainId={certificatesOf}
        onClose={() => setCertificatesOf(null)}
      />
      <Snackbar open={noQuizzesAlert} autoHideDuration={SNACKBAR_MS} onClose={() => setNoQuizzesAlert(false)}>
        <Alert severity="warning" onClose={() => setNoQuizzesAlert(false)}>
          {t('learnerHome.noQuizzesAvailable')}
        </Alert>
      </Snackbar>
    </>
  );
}
