import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { BrandingSettings_organization$key } from './__generated__/BrandingSettings_organization.graphql.ts';
import { ImageSetting } from './ImageSetting.tsx';
import { useSaveOrgProperty } from './useSaveOrgProperty.ts';

/** Banner and background: uploaded with progress, shown, removable. */
export function BrandingSettings({ organizationRef }: { organizationRef: BrandingSettings_organization$key }) {
  const { t } = useTranslation();
  const { banner, background } = useFragment(
    graphql`
      fragment BrandingSettings_organization on Organization {
        banner
        background
      }
    `,
    organizationRef,
  );
  const [save, saving] = useSaveOrgProperty();
  return (
    <Paper component="section" aria-labelledby="org-branding-heading" sx={{ p: 2 }}>
      <Typography id="org-branding-heading" variant="h5" component="h2" gutterBottom>
        {t('orgSettings.branding')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <ImageSetting label={t('orgSettings.banner')} src={banner} disabled={saving} onChange={(url) => save('banner', url)} />
        <ImageSetting label={t('orgSettings.background')} src={background} disabled={saving} onChange={(url) => save('background', url)} />
      </Stack>
    </Paper>
  );
}
