// /CertificatesUpload (admin spec "Certificates upload page"): the account
// owner uploads certificate files into named folders and sees, per folder, how
// many there are and how many match no learner yet. Each file is for the
// learner whose e-mail is its name (docs/decisions/certificates.md).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
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
  if (!account) return <AdminSessionEnded level="account" />;
  return (
    <AdminPage
      bar={ownerBar(account, viewer.username)}
      back={adminHomePath('account')}
      title={t('certificatesUpload.title')}
    >
      <CertificateUploadForm onUploaded={() => setFetchKey((key) => key + 1)} />
      <CertificateFolderList accountRef={account} />
    </AdminPage>
  );
}
