// /user-settings (learner spec §2 "Other screens"): the learner's profile,
// the export of their data and the deletion of their account, each a section
// of the page; the consent section (client/src/features/consent/) is wired in
// by the lead as one more <section> in the same stack.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { clearBrowserData } from './clearBrowserData.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { ExportDataSection } from './ExportDataSection.tsx';
import { ProfileDetails } from './ProfileDetails.tsx';
import { ConsentSettingsSection } from '../consent/ConsentSettingsSection.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { UserSettingsScreenQuery } from './__generated__/UserSettingsScreenQuery.graphql.ts';

export function UserSettingsScreen({ queryRef }: { queryRef: PreloadedQuery<UserSettingsScreenQuery> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePreloadedQuery<UserSettingsScreenQuery>(
    graphql`
      query UserSettingsScreenQuery @preloadable {
        viewer {
          learner {
            email
            ...ProfileDetails_learner
            ...ConsentSettingsSection_learner
          }
        }
      }
    `,
    queryRef,
  );
  const learner = data.viewer.learner;
  const [deleting, setDeleting] = useState(false);
  if (!learner) return <Alert severity="error">{t('privacy.notSignedIn')}</Alert>;

  const deleted = async () => {
    // To / first: clearing the session while still here would send the guard to /login.
    await navigate('/', { replace: true });
    clearBrowserData();
    window.alert(t('privacy.delete.success'));
  };

  return (
    // the learner layout holds the page's main landmark
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('privacy.title')}
      </Typography>
      <Stack spacing={2}>
        <SettingsSection title={t('privacy.profile.title')}>
          <ProfileDetails learnerRef={learner} />
        </SettingsSection>
        <ExportDataSection email={learner.email} />
        <ConsentSettingsSection learnerRef={learner} />
        <SettingsSection title={t('privacy.delete.sectionTitle')}>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('privacy.delete.description')}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
            {t('privacy.delete.open')}
          </Button>
        </SettingsSection>
      </Stack>
      <DeleteAccountDialog email={learner.email} open={deleting} onClose={() => setDeleting(false)} onDeleted={deleted} />
    </Container>
  );
}
