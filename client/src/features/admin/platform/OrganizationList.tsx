import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { USER_INPUT_SLOT_PROPS } from '../../shell/userText/UserText.tsx';
import { OrganizationItem } from './OrganizationItem.tsx';
import type { OrganizationListPaginationAdminRefetchQuery } from './__generated__/OrganizationListPaginationAdminRefetchQuery.graphql.ts';
import type { OrganizationList_query$key } from './__generated__/OrganizationList_query.graphql.ts';

export const ORGANIZATIONS_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

interface Props {
  queryRef: OrganizationList_query$key;
  onNotice: (severity: 'success' | 'error', key: string) => void;
  /** the shown list's connection id, for adding an organisation to it */
  onConnection: (connectionId: string) => void;
}

/** The organisations, a page at a time, searched by alias or name once typing pauses. */
export function OrganizationList({ queryRef, onNotice, onConnection }: Props) {
  const { t } = useTranslation();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<OrganizationListPaginationAdminRefetchQuery, OrganizationList_query$key>(
    graphql`
      fragment OrganizationList_query on Query
      @refetchable(queryName: "OrganizationListPaginationAdminRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String", defaultValue: "" }) {
        organizations(first: $count, after: $cursor, search: $search) @connection(key: "OrganizationList_organizations", filters: ["search"]) {
          __id
          edges {
            node {
              id
              ...OrganizationItem_organization
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [searchText, setSearchText] = useState('');
  const [isRefetching, startRefetch] = useTransition();
  const sent = useRef('');
  const connectionId = data.organizations.__id;
  useEffect(() => onConnection(connectionId), [connectionId, onConnection]);

  useEffect(() => {
    const search = searchText.trim();
    if (sent.current === search) return;
    const timer = setTimeout(() => {
      sent.current = search;
      startRefetch(() => {
        refetch({ search, count: ORGANIZATIONS_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, refetch]);

  const edges = data.organizations.edges;
  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        label={t('platformAdmin.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        slotProps={USER_INPUT_SLOT_PROPS}
        sx={{ maxWidth: { sm: 400 } }}
      />
      <div style={{ minHeight: 4 }}>{isRefetching && <LinearProgress aria-label={t('platformAdmin.searching')} />}</div>
      {edges.length === 0 ? (
        <Typography role="status">{t(searchText.trim() ? 'platformAdmin.noMatch' : 'platformAdmin.none')}</Typography>
      ) : (
        edges.map(({ node }) => <OrganizationItem key={node.id} organizationRef={node} onNotice={onNotice} />)
      )}
      {hasNext && (
        <Button sx={{ alignSelf: 'flex-start' }} disabled={isLoadingNext} onClick={() => loadNext(ORGANIZATIONS_PAGE_SIZE)}>
          {t('platformAdmin.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
