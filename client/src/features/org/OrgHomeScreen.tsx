import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../relay/requestHeaders.ts';
import { adminLoginPath } from '../../routes/adminPaths.ts';
import { clearAdminSession } from '../../storage/adminSession.ts';
import { AdminTopBar } from '../admin/AdminTopBar.tsx';
import { useAdminSignOut } from '../admin/useAdminSignOut.ts';
import { ApiTokensButton } from '../integration/ApiTokensButton.tsx';
import { SessionEnded } from '../shell/SessionEnded.tsx';
import { OrgAccountList } from './OrgAccountList.tsx';
import { OrgDetails } from './OrgDetails.tsx';
import type { OrgHomeScreenQuery } from './__generated__/OrgHomeScreenQuery.graphql.ts';

/** /OrgHome: the organisation holder's organisation and its accounts. */
export function OrgHomeScreen() {
  const { t } = useTranslation();
  const [signOut, signingOut] = useAdminSignOut('org');
  const { viewer } = useLazyLoadQuery<OrgHomeScreenQuery>(
    graphql`
      query OrgHomeScreenQuery {
        viewer {
          username
          organization {
            name
            ...OrgDetails_organization
            ...OrgAccountList_organization
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only', networkCacheConfig: ADMIN_CREDENTIAL },
  );
  const { organization } = viewer;
  if (!organization) return <SessionEnded forget={clearAdminSession} signInPath={adminLoginPath('org')} />;
  return (
    <>
      <AdminTopBar title={organization.name} subtitle={viewer.username} onSignOut={signOut} signingOut={signingOut}>
        <ApiTokensButton owner={{ organization: true }} />
      </AdminTopBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('orgHome.title')}
        </Typography>
        <Stack spacing={4}>
          <OrgDetails organizationRef={organization} />
          <OrgAccountList organizationRef={organization} />
        </Stack>
      </Container>
    </>
  );
}
