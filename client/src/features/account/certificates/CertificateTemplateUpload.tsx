import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { acceptedTypes } from '../../../storage/uploadFile.ts';
import { useCopyLink } from '../activity/useCopyLink.ts';
import { useSaveAccountProperty } from '../activity/useSaveAccountProperty.ts';
import { FileUploadButton } from '../upload/FileUploadButton.tsx';
import type { CertificateTemplateUpload_account$key } from './__generated__/CertificateTemplateUpload_account.graphql.ts';

/** Spec §5: a certificate template is an .svg file. */
const TEMPLATE_TYPES = acceptedTypes(['svg']);

export function CertificateTemplateUpload({ accountRef }: { accountRef: CertificateTemplateUpload_account$key }) {
  const { t } = useTranslation();
  const { certificateTemplate } = useFragment(
    graphql`
      fragment CertificateTemplateUpload_account on Account {
        certificateTemplate
      }
    `,
    accountRef,
  );
  const save = useSaveAccountProperty();
  const copyLink = useCopyLink();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {t('accountHome.certificates.template')}
      </Typography>
      {certificateTemplate ? (
        <Link href={certificateTemplate} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {t('accountHome.certificates.openTemplate')}
        </Link>
      ) : (
        <Typography color="text.secondary">{t('accountHome.certificates.noTemplate')}</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FileUploadButton
          label={t('accountHome.certificates.uploadTemplate')}
          accepted={TEMPLATE_TYPES}
          wrongTypeKey="accountHome.certificates.svgOnly"
          onUploaded={(url) => save('certificateTemplate', url)}
        />
        {certificateTemplate && (
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copyLink(certificateTemplate)}>
            {t('accountHome.certificates.copyLink')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
