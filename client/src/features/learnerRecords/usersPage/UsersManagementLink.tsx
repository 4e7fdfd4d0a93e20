import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usersManagementPath } from '../../../routes/adminPaths.ts';

/**
 * The account home toolbar's link to /AccountUsersManagement: words from 960 px,
 * below that an icon (the toolbar holds several buttons), named for screen readers.
 */
export function UsersManagementLink() {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return wide ? (
    <Button color="inherit" variant="outlined" startIcon={<ManageAccountsIcon />} component={RouterLink} to={usersManagementPath()} sx={{ flexShrink: 0 }}>
      {t('usersPage.open')}
    </Button>
  ) : (
    <Tooltip title={t('usersPage.open')}>
      <IconButton color="inherit" component={RouterLink} to={usersManagementPath()} aria-label={t('usersPage.open')}>
        <ManageAccountsIcon />
      </IconButton>
    </Tooltip>
  );
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
