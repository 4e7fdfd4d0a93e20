import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountUsersManagementLink } from '../../learnerRecords/usersPage/UsersManagementLink.tsx';
import { UserText } from '../../shell/userText/UserText.tsx';
import { AccountActionsMenu, type AccountAction } from './AccountActionsMenu.tsx';
import { PublishAccountNotice } from './publishing/PublishAccountNotice.tsx';

export interface AccountRow {
  readonly id: string;
  readonly alias: string;
  readonly username: string | null | undefined;
  readonly email: string | null | undefined;
  readonly isTimed: boolean;
  readonly usersCount: number;
  /** null: hidden from learners until published */
  readonly publishedAt: unknown;
}

interface Props {
  headingId: string;
  accounts: readonly AccountRow[];
  busy: boolean;
  onAction: (account: AccountRow, action: AccountAction) => void;
}

/**
 * The accounts in their order. Long names and e-mails wrap, so at 1280 px
 * every column shows; on a phone the table scrolls sideways inside a labelled
 * region the keyboard reaches, says so above it, and the name column stays first.
 */
export function AccountsTable({ headingId, accounts, busy, onAction }: Props) {
  const { t } = useTranslation();
  const [region, overflows] = useOverflowsSideways();
  return (
    <>
      {overflows && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('orgAccounts.scrollHint')}
        </Typography>
      )}
      <TableContainer ref={region} component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('orgAccounts.table')}>
        <Table size="small" aria-labelledby={headingId} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orgAccounts.order')}</TableCell>
              <TableCell>{t('orgAccounts.alias')}</TableCell>
              <TableCell>{t('orgAccounts.username')}</TableCell>
              <TableCell>{t('orgAccounts.email')}</TableCell>
              <TableCell>{t('orgAccounts.timed')}</TableCell>
              <TableCell align="right">{t('orgAccounts.learners')}</TableCell>
              <TableCell>{t('orgAccounts.usersManagement')}</TableCell>
              <TableCell>{t('orgAccounts.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account, index) => (
              <TableRow key={account.id}>
                <TableCell>{index + 1}</TableCell>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  <UserText>{account.alias}</UserText>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <UserText>{account.username}</UserText>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <UserText>{account.email}</UserText>
                </TableCell>
                <TableCell>{t(account.isTimed ? 'common.yes' : 'common.no')}</TableCell>
                <TableCell align="right">{account.usersCount}</TableCell>
                <TableCell>
                  <AccountUsersManagementLink accountId={account.id} accountName={account.alias} />
                </TableCell>
                <TableCell>
                  <AccountActionsMenu
                    accountName={account.alias}
                    first={index === 0}
                    last={index === accounts.length - 1}
                    busy={busy}
                    onAction={(action) => onAction(account, action)}
                  />
                  {/* here, not in the row's header: a screen reader reads the header with every cell */}
                  <PublishAccountNotice variant="compact" accountId={account.id} accountName={account.alias} publishedAt={account.publishedAt} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Whether the region's table is wider than the region (it scrolls sideways), kept current as either resizes. */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
