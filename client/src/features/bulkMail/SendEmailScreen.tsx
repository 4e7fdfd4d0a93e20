// /SendEmail (admin spec "Send email"): the account owner writes one e-mail
// in a visual editor and sends it to the learners named in a recipients file,
// after a test send to their own address and their password again
// (docs/decisions/bulkMail.md).
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
  const [signOut, signingOut] = useAdminSignOut('account');
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
  if (!account) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('account')} />;
  const home = adminHomePath('account');
  return (
    <>
      <AdminTopBar title={account.alias} subtitle={account.email ?? account.username ?? viewer.username} onSignOut={signOut} signingOut={signingOut} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
          <BackButton fallback={home} to={home} color="primary" />
          <Typography variant="h4" component="h1">
            {t('bulkMail.title')}
          </Typography>
        </Stack>
        <MailComposer />
      </Container>
    </>
  );
}
