import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { AccountProgramList } from './AccountProgramList.tsx';
import type { AccountHomeScreenQuery } from './__generated__/AccountHomeScreenQuery.graphql.ts';

/** /AccountHome: the account owner's programs. */
export function AccountHomeScreen() {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('account');
  const { viewer } = useLazyLoadQuery<AccountHomeScreenQuery>(
    graphql`
      query AccountHomeScreenQuery {
        viewer {
          username
          account {
            alias
            email
            username
            ...AccountProgramList_account
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { account } = viewer;
  if (!account) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('account')} />;
  return (
    <>
      <AdminTopBar
        title={account.alias}
        subtitle={account.email ?? account.username ?? viewer.username}
        onSignOut={signOut}
        signingOut={signingOut}
      />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('accountHome.title')}
        </Typography>
        <AccountProgramList accountRef={account} />
      </Container>
    </>
  );
}
