import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { acceptedTypes } from '../../../storage/uploadFile.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import { FileUploadButton } from '../upload/FileUploadButton.tsx';
import type { BannerSetting_account$key } from './__generated__/BannerSetting_account.graphql.ts';

/** Spec §5: a banner is a png or jpeg image. */
const BANNER_TYPES = acceptedTypes(['png', 'jpg', 'jpeg']);

export function BannerSetting({ accountRef }: { accountRef: BannerSetting_account$key }) {
  const { t } = useTranslation();
  const { banner } = useFragment(
    graphql`
      fragment BannerSetting_account on Account {
        banner
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('accountHome.settings.banner')}
      </Typography>
      {banner ? (
        <Box
          component="img"
          src={banner}
          alt={t('accountHome.settings.bannerAlt')}
          sx={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">{t('accountHome.settings.noBanner')}</Typography>
      )}
      <FileUploadButton
        label={t('accountHome.settings.uploadBanner')}
        accepted={BANNER_TYPES}
        wrongTypeKey="errors.invalid_image_type"
        onUploaded={(url) => save('banner', url)}
      />
    </Stack>
  );
}
