import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { ADMIN_CREDENTIAL } from '../../../relay/requestHeaders.ts';
import { AdminAccountRow } from './AdminAccountRow.tsx';
import { MoveAccountDialog } from './MoveAccountDialog.tsx';
import { useResetLink } from './useResetLink.tsx';
import type { OrganizationAccountsPaginationAdminRefetchQuery } from './__generated__/OrganizationAccountsPaginationAdminRefetchQuery.graphql.ts';
import type { OrganizationAccountsQuery } from './__generated__/OrganizationAccountsQuery.graphql.ts';
import type { OrganizationAccounts_organization$key } from './__generated__/OrganizationAccounts_organization.graphql.ts';

const PAGE_SIZE = 20;

type Notify = (severity: 'success' | 'error', key: string) => void;

export const organizationAccountsQuery = graphql`
  query OrganizationAccountsQuery($id: ID!) {
    node(id: $id) {
      ...OrganizationAccounts_organization @alias(as: "organization")
    }
  }
`;

/**
 * How an organisation's accounts load as it expands (OrganizationItem.tsx):
 * store-and-network, the list seen before at once while the server's comes
 * (accounts are added and moved from this page, and the answer brings any change).
 */
export const ORGANIZATION_ACCOUNTS_FETCH = { fetchPolicy: 'store-and-network', networkCacheConfig: ADMIN_CREDENTIAL } as const;

/** An expanded organisation's accounts: loaded as it opens, a page at a time. */
export function OrganizationAccounts({ queryRef, onNotice }: { queryRef: PreloadedQuery<OrganizationAccountsQuery>; onNotice: Notify }) {
  const { node } = usePreloadedQuery<OrganizationAccountsQuery>(organizationAccountsQuery, queryRef);
  return node?.organization ? <AccountsPages organizationRef={node.organization} onNotice={onNotice} /> : null;
}

function AccountsPages({ organizationRef, onNotice }: { organizationRef: OrganizationAccounts_organization$key; onNotice: Notify }) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    OrganizationAccountsPaginationAdminRefetchQuery,
    OrganizationAccounts_organization$key
  >(
    graphql`
      fragment OrganizationAccounts_organization on Organization
      @refetchable(queryName: "OrganizationAccountsPaginationAdminRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        accounts(first: $count, after: $cursor) @connection(key: "OrganizationAccounts_accounts") {
          __id
          edges {
            node {
              id
              ...AdminAccountRow_account
            }
          }
        }
      }
    `,
    organizationRef,
  );
  const [moving, setMoving] = useState<{ id: string; alias: string } | null>(null);
  const [makeLink, linkDialog, linking] = useResetLink(() => onNotice('error', 'platformAdmin.errorOccured'));
  const accounts = data.accounts;
  if (!accounts) return null;
  return (
    <>
      {accounts.edges.length === 0 ? (
        <Typography>{t('platformAdmin.noAccounts')}</Typography>
      ) : (
        <Stack spacing={2}>
          {accounts.edges.map(({ node }) => (
            <AdminAccountRow
              key={node.id}
              accountRef={node}
              busy={linking}
              onNotice={onNotice}
              onMove={setMoving}
              onResetLink={(account) => void makeLink({ accountId: account.id }, account.alias)}
            />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button sx={{ mt: 2 }} disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {t('platformAdmin.loadMoreAccounts')}
        </Button>
      )}
      {moving && (
        <MoveAccountDialog
          account={moving}
          connectionId={accounts.__id}
          onClose={() => setMoving(null)}
          onDone={(key) => {
            setMoving(null);
            onNotice('success', key);
          }}
        />
      )}
      {linkDialog}
    </>
  );
}
