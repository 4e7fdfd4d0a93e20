import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { FeedbackProvider } from '../account/activity/Feedback.tsx';
import { AdminPage } from '../admin/AdminPage.tsx';
import { AdminSessionEnded } from '../admin/AdminSessionEnded.tsx';
import { ApiTokensButton } from '../integration/ApiTokensButton.tsx';
import { OrgHomeSkeleton } from './OrgHomeSkeleton.tsx';
import { VerifiedEmailsButton } from './VerifiedEmailsButton.tsx';
import { OrgAccountsSection } from './accounts/OrgAccountsSection.tsx';
import { CourseIntroductionsSection } from '../courseIntroductions/CourseIntroductionsSection.tsx';
import { LandingEditor } from './landing/LandingEditor.tsx';
import { BrandingSettings } from './settings/BrandingSettings.tsx';
import { LinksAndMessages } from './settings/LinksAndMessages.tsx';
import { OrgColorSetting } from './settings/OrgColorSetting.tsx';
import { SocialLinksEditor } from './settings/SocialLinksEditor.tsx';
import { VerifiedSignInSetting } from '../signInCodes/VerifiedSignInSetting.tsx';
import type { OrgHomeScreenQuery } from './__generated__/OrgHomeScreenQuery.graphql.ts';

/**
 * /OrgHome: the organisation holder's settings, landing page and accounts, one
 * section after another (each section a Paper with its own heading, so the
 * page reads the same on a phone; a new section is one fragment spread and
 * one line in the Stack). While it loads, its shape (issue 30).
 */
export function OrgHomeScreen({ queryRef }: { queryRef: PreloadedQuery<OrgHomeScreenQuery> }) {
  return (
    <Suspense fallback={<OrgHomeSkeleton />}>
      <OrgHome queryRef={queryRef} />
    </Suspense>
  );
}

function OrgHome({ queryRef }: { queryRef: PreloadedQuery<OrgHomeScreenQuery> }) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<OrgHomeScreenQuery>(
    graphql`
      query OrgHomeScreenQuery @preloadable {
        viewer {
          username
          email
          organization {
            alias
            name
            ...BrandingSettings_organization
            ...LinksAndMessages_organization
            ...SocialLinksEditor_organization
            ...VerifiedSignInSetting_organization
            ...OrgColorSetting_organization
            ...LandingEditor_organization
            ...OrgAccountsSection_organization
            ...CourseIntroductionsSection_organization
          }
        }
      }
    `,
    queryRef,
  );
  const { organization } = viewer;
  // Spec §4: organisation data that comes back empty signs the holder out.
  if (!organization) return <AdminSessionEnded level="org" />;
  return (
    <FeedbackProvider>
      <AdminPage
        bar={{
          signOut: 'org',
          title: organization.name,
          subtitle: viewer.email ?? viewer.username,
          more: (
            <>
              <VerifiedEmailsButton alias={organization.alias} />
              <ApiTokensButton owner={{ organization: true }} />
            </>
          ),
        }}
        gutters="usual"
        title={t('orgHome.title')}
      >
        <Stack spacing={4}>
          <LandingEditor organizationRef={organization} />
          <BrandingSettings organizationRef={organization} />
          <OrgColorSetting organizationRef={organization} />
          <LinksAndMessages organizationRef={organization} />
          <SocialLinksEditor organizationRef={organization} />
          <VerifiedSignInSetting organizationRef={organization} />
          <OrgAccountsSection organizationRef={organization} />
          <CourseIntroductionsSection organizationRef={organization} />
        </Stack>
      </AdminPage>
    </FeedbackProvider>
  );
}
