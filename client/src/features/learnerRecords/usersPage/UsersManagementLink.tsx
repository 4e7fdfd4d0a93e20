import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ToolbarAction } from '../../admin/toolbar/ToolbarAction.tsx';
import { usersManagementPath } from '../../../routes/adminPaths.ts';

/** The account home toolbar's link to /AccountUsersManagement (a ToolbarAction: words in the bar, an item of "More" on a phone). */
export function UsersManagementLink() {
  const { t } = useTranslation();
  return <ToolbarAction icon={<ManageAccountsIcon />} label={t('usersPage.open')} to={usersManagementPath()} />;
}

/** An organisation account's row link to its users management (the holder's, spec §6). */
export function AccountUsersManagementLink({ accountId, accountName }: { accountId: string; accountName: string }) {
  const { t } = useTranslation();
  const label = t('usersPage.openForAccount', { account: accountName });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={usersManagementPath(accountId)} aria-label={label}>
        <ManageAccountsIcon />
      </IconButton>
    </Tooltip>
  );
}
