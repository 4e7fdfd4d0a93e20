// /CertificatesUpload (admin spec "Certificates upload page"): the account
// owner uploads certificate files into named folders and sees, per folder, how
// many there are and how many match no learner yet. Each file is for the
// learner whose e-mail is its name (docs/decisions/certificates.md). The
// route loads the owner's account and its folders.
import { startTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { CertificateFolderList } from './CertificateFolderList.tsx';
import { CertificateUploadForm } from './CertificateUploadForm.tsx';
import type { CertificatesUploadScreen_account$key } from './__generated__/CertificatesUploadScreen_account.graphql.ts';
import type { CertificatesUploadScreenQuery } from './__generated__/CertificatesUploadScreenQuery.graphql.ts';

type Props = { queryRef: PreloadedQuery<CertificatesUploadScreenQuery> };

export function CertificatesUploadScreen({ queryRef }: Props) {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <CertificatesUpload queryRef={queryRef} />
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function CertificatesUpload({ queryRef }: Props) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<CertificatesUploadScreenQuery>(
    graphql`
      query CertificatesUploadScreenQuery @preloadable {
        viewer {
          username
          account {
            id
            alias
            email
            username
            ...CertificatesUploadScreen_account
          }
        }
      }
    `,
    queryRef,
  );
  const { account } = viewer;
  if (!account) return <AdminSessionEnded level="account" />;
  return (
    <AdminPage
      bar={ownerBar(account, viewer.username)}
      back={adminHomePath('account')}
      title={t('certificatesUpload.title')}
    >
      <AccountCertificates accountRef={account} />
    </AdminPage>
  );
}

/**
 * The form and the folders. Files go up by REST (storage/uploadFile.ts), whose
 * answers say nothing of folders and counts (a file's match to a learner is
 * the server's to say): after a batch, the account's folders alone are read
 * again by its node into the store, and the old ones stay shown meanwhile.
 */
function AccountCertificates({ accountRef }: { accountRef: CertificatesUploadScreen_account$key }) {
  const [account, refetch] = useRefetchableFragment(
    graphql`
      fragment CertificatesUploadScreen_account on Account @refetchable(queryName: "CertificatesUploadScreenAdminRefetchQuery") {
        ...CertificateFolderList_account
      }
    `,
    accountRef,
  );
  const readFolders = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'store-and-network' });
    });
  return (
    <>
      <CertificateUploadForm onUploaded={readFolders} />
      <CertificateFolderList accountRef={account} />
    </>
  );
}
