import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { OrgAccountList_organization$key } from './__generated__/OrgAccountList_organization.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';
import { AccountUsersManagementLink } from '../learnerRecords/usersPage/UsersManagementLink.tsx';

// Adding, editing and ordering accounts come in a later issue.
export function OrgAccountList({ organizationRef }: { organizationRef: OrgAccountList_organization$key }) {
  const { t } = useTranslation();
  const { accounts } = useFragment(
    graphql`
      fragment OrgAccountList_organization on Organization {
        accounts(first: 100) {
          totalCount
          edges {
            node {
              id
              alias
              username
              email
              isTimed
              usersCount
            }
          }
        }
      }
    `,
    organizationRef,
  );
  return (
    <section aria-labelledby="org-accounts-heading">
      <Typography id="org-accounts-heading" variant="h5" component="h2" gutterBottom>
        {t('orgHome.accounts', { total: accounts.totalCount })}
      </Typography>
      {accounts.edges.length === 0 ? (
        <Typography>{t('orgHome.noAccounts')}</Typography>
      ) : (
        // Scrolls sideways on a phone: a keyboard user reaches it to scroll it (axe: scrollable-region-focusable).
        <TableContainer component={Paper} tabIndex={0} role="region" aria-label={t('orgHome.accountsTable')}>
          <Table size="small" aria-labelledby="org-accounts-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t('orgHome.accountAlias')}</TableCell>
                <TableCell>{t('orgHome.accountUsername')}</TableCell>
                <TableCell>{t('orgHome.accountEmail')}</TableCell>
                <TableCell>{t('orgHome.accountTimed')}</TableCell>
                <TableCell align="right">{t('orgHome.accountUsers')}</TableCell>
                <TableCell>{t('usersPage.open')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.edges.map(({ node }) => (
                <TableRow key={node.id}>
                  <TableCell component="th" scope="row">
                    <UserText>{node.alias}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{node.username}</UserText>
                  </TableCell>
                  <TableCell>
                    <UserText>{node.email}</UserText>
                  </TableCell>
                  <TableCell>{t(node.isTimed ? 'common.yes' : 'common.no')}</TableCell>
                  <TableCell align="right">{node.usersCount}</TableCell>
                  <TableCell>
                    <AccountUsersManagementLink accountId={node.id} accountName={node.alias} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
