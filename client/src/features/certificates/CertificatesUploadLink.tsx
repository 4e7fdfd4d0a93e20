import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslation } from 'react-i18next';
import { certificatesUploadPath } from '../../routes/adminPaths.ts';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';

/** The account home toolbar's link to /CertificatesUpload (a ToolbarAction: words in the bar, an item of "More" on a phone). */
export function CertificatesUploadLink() {
  const { t } = useTranslation();
  return <ToolbarAction icon={<WorkspacePremiumIcon />} label={t('certificatesUpload.open')} to={certificatesUploadPath()} />;
}
