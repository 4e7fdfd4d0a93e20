// /CertificatesUpload (admin spec "Certificates upload page"): the account
// owner uploads certificate files into named folders and sees, per folder, how
// many there are and how many match no learner yet. Each file is for the
// learner whose e-mail is its name (docs/decisions/certificates.md).
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminHomePath, adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../account/activity/PendingCalls.tsx';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { BackButton } from '../shell/BackButton.tsx';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { CertificateFolderList } from './CertificateFolderList.tsx';
import { CertificateUploadForm } from './CertificateUploadForm.tsx';
import type { CertificatesUploadScreenQuery } from './__generated__/CertificatesUploadScreenQuery.graphql.ts';

export function CertificatesUploadScreen() {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <CertificatesUpload />
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function CertificatesUpload() {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('account');
  // after an upload the folders are read again; the page keeps showing the old ones meanwhile
  const [fetchKey, setFetchKey] = useState(0);
  const { viewer } = useLazyLoadQuery<CertificatesUploadScreenQuery>(
    graphql`
      query CertificatesUploadScreenQuery {
        viewer {
          username
          account {
            id
            alias
            email
            username
            ...CertificateFolderList_account
          }
        }
      }
    `,
    {},
    { fetchPolicy: fetchKey === 0 ? 'network-only' : 'store-and-network', fetchKey, networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { account } = viewer;
  if (!account) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('account')} />;
  const home = adminHomePath('account');
  return (
    <>
      <AdminTopBar title={account.alias} subtitle={account.email ?? account.username ?? viewer.username} onSignOut={signOut} signingOut={signingOut} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <BackButton fallback={home} to={home} color="primary" />
          <Typography variant="h4" component="h1">
            {t('certificatesUpload.title')}
          </Typography>
        </Stack>
        <CertificateUploadForm onUploaded={() => setFetchKey((key) => key + 1)} />
        <CertificateFolderList accountRef={account} />
      </Container>
    </>
  );
}
