import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { AdminOrganizationItem } from './AdminOrganizationItem.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { useAdminSignOut } from './useAdminSignOut.ts';
import type { AdminHomeScreenQuery } from './__generated__/AdminHomeScreenQuery.graphql.ts';

/** /AdminHome: the platform admin's organisations and their accounts. */
export function AdminHomeScreen() {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('admin');
  const { viewer, organizations } = useLazyLoadQuery<AdminHomeScreenQuery>(
    graphql`
      query AdminHomeScreenQuery {
        viewer {
          role
          username
        }
        organizations(first: 100) {
          edges {
            node {
              id
              ...AdminOrganizationItem_organization
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  if (viewer.role !== 'PLATFORM_ADMIN') {
    return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('admin')} />;
  }
  return (
    <>
      <AdminTopBar title={t('adminHome.title')} subtitle={viewer.username} onSignOut={signOut} signingOut={signingOut} />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('adminHome.organizations')}
        </Typography>
        {organizations.edges.length === 0 ? (
          <Typography>{t('adminHome.noOrganizations')}</Typography>
        ) : (
          organizations.edges.map(({ node }) => <AdminOrganizationItem key={node.id} organizationRef={node} />)
        )}
      </Container>
    </>
  );
}
