import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sendEmailPath } from '../../routes/adminPaths.ts';

/** The account home toolbar's link to /SendEmail: an icon named for screen readers (the toolbar holds several buttons). */
export function SendEmailLink() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('bulkMail.open')}>
      <IconButton color="inherit" component={RouterLink} to={sendEmailPath()} aria-label={t('bulkMail.open')}>
        <ForwardToInboxIcon />
      </IconButton>
    </Tooltip>
  );
}
