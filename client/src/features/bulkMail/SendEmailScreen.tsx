// /SendEmail (admin spec "Send email"): the account owner writes one e-mail
// in a visual editor and sends it to the learners named in a recipients file,
// after a test send to their own address and their password again
// (docs/decisions/bulkMail.md).
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { MailComposer } from './MailComposer.tsx';
import type { SendEmailScreenQuery } from './__generated__/SendEmailScreenQuery.graphql.ts';

export function SendEmailScreen() {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <SendEmail />
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function SendEmail() {
  const { t } = useTranslation();
  const { viewer } = useLazyLoadQuery<SendEmailScreenQuery>(
    graphql`
      query SendEmailScreenQuery {
        viewer {
          username
          account {
            id
            alias
            email
            username
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { account } = viewer;
  if (!account) return <AdminSessionEnded level="account" />;
  return (
    <AdminPage
      bar={ownerBar(account, viewer.username)}
      back={adminHomePath('account')}
      title={t('bulkMail.title')}
    >
      <MailComposer />
    </AdminPage>
  );
}
