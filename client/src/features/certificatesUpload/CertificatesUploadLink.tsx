import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { certificatesUploadPath } from '../../routes/adminPaths.ts';

/** The account home toolbar's link to /CertificatesUpload: an icon named for screen readers (the toolbar holds several buttons). */
export function CertificatesUploadLink() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('certificatesUpload.open')}>
      <IconButton color="inherit" component={RouterLink} to={certificatesUploadPath()} aria-label={t('certificatesUpload.open')}>
        <WorkspacePremiumIcon />
      </IconButton>
    </Tooltip>
  );
}
