import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { applicableColor } from '../../../../domain/colors.ts';
import { DetailRow } from '../shell/DetailRow.tsx';
import { OrgImage } from './OrgImage.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import type { OrgDetails_organization$key } from './__generated__/OrgDetails_organization.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';

/** The organisation's branding and public data, read-only until the editors of a later issue. */
export function OrgDetails({ organizationRef }: { organizationRef: OrgDetails_organization$key }) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment OrgDetails_organization on Organization {
        alias
        name
        banner
        background
        primaryColor
        supportLink
        isLive
        ...SocialLinks_organization
      }
    `,
    organizationRef,
  );
  const color = applicableColor(organization.primaryColor);
  return (
    <Paper component="section" aria-labelledby="org-details-heading" sx={{ p: 2 }}>
      <Typography id="org-details-heading" variant="h5" component="h2" gutterBottom>
        {t('orgHome.details')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={t('orgHome.alias')}><UserText>{organization.alias}</UserText></DetailRow>
        <DetailRow label={t('orgHome.name')}><UserText>{organization.name}</UserText></DetailRow>
        <DetailRow label={t('orgHome.status')}>
          <Chip
            size="small"
            color={organization.isLive ? 'success' : 'default'}
            label={t(organization.isLive ? 'orgHome.live' : 'orgHome.offline')}
          />
        </DetailRow>
        <DetailRow label={t('orgHome.primaryColor')}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" aria-hidden sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: color }} />
            <span dir="ltr">{color}</span>
          </Box>
        </DetailRow>
        <DetailRow label={t('orgHome.supportLink')}>
          {organization.supportLink ? <span dir="ltr">{organization.supportLink}</span> : t('common.notSet')}
        </DetailRow>
        <DetailRow label={t('orgHome.banner')}>
          <OrgImage src={organization.banner} alt={t('orgHome.banner')} />
        </DetailRow>
        <DetailRow label={t('orgHome.background')}>
          <OrgImage src={organization.background} alt={t('orgHome.background')} />
        </DetailRow>
        <DetailRow label={t('orgHome.socialLinks')}>
          <SocialLinks organizationRef={organization} />
        </DetailRow>
      </Box>
    </Paper>
  );
}
