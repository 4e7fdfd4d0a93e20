import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useTranslation } from 'react-i18next';
import { sendEmailPath } from '../../routes/adminPaths.ts';
import { ToolbarAction } from '../admin/toolbar/ToolbarAction.tsx';

/** The account home toolbar's link to /SendEmail (a ToolbarAction: words in the bar, an item of "More" on a phone). */
export function SendEmailLink() {
  const { t } = useTranslation();
  return <ToolbarAction icon={<ForwardToInboxIcon />} label={t('bulkMail.open')} to={sendEmailPath()} />;
}
