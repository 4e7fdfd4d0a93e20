// /SendEmail (admin spec "Send email"): the account owner writes one e-mail
// in a visual editor and sends it to the learners named in a recipients file,
// after a test send to their own address and their password again
// (docs/decisions/bulkMail.md). The route loads the owner's account.
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { adminHomePath } from '../../routes/adminPaths.ts';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { PendingCallsProvider } from '../account/activity/PendingCalls.tsx';
import { AdminPage, ownerBar } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { MailComposer } from './MailComposer.tsx';
import type { SendEmailScreenQuery } from './__generated__/SendEmailScreenQuery.graphql.ts';

type Props = { queryRef: PreloadedQuery<SendEmailScreenQuery> };

export function SendEmailScreen({ queryRef }: Props) {
  return (
    <PendingCallsProvider>
      <FeedbackProvider>
        <SendEmail queryRef={queryRef} />
      </FeedbackProvider>
    </PendingCallsProvider>
  );
}

function SendEmail({ queryRef }: Props) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<SendEmailScreenQuery>(
    graphql`
      query SendEmailScreenQuery @preloadable {
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
    queryRef,
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
