// The submissions as a table: sort by a column header, search by e-mail or
// name (sent once typing pauses), more rows on demand. The server pages with
// keyset cursors; a new order or search refetches the first page.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { USER_INPUT_SLOT_PROPS } from '../shell/userText/UserText.tsx';
import { SubmissionRow } from './SubmissionRow.tsx';
import { useResultsFormat } from './useResultsFormat.ts';
import type { QuizSubmissionOrderField, SubmissionsTablePaginationAdminRefetchQuery } from './__generated__/SubmissionsTablePaginationAdminRefetchQuery.graphql.ts';
import type { SubmissionsTable_query$key } from './__generated__/SubmissionsTable_query.graphql.ts';

export const PAGE_SIZE = 20;
/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 300;

type Direction = 'ASC' | 'DESC';
type Field = Exclude<QuizSubmissionOrderField, '%future added value'>;

/** Newest and best first; names and e-mails from A. */
const FIRST_DIRECTION: Record<Field, Direction> = { SUBMITTED_AT: 'DESC', RESULT: 'DESC', EMAIL: 'ASC', NAME: 'ASC' };

const COLUMNS: Array<{ key: string; field: Field | null; numeric?: boolean }> = [
  { key: 'name', field: 'NAME' },
  { key: 'email', field: 'EMAIL' },
  { key: 'result', field: 'RESULT', numeric: true },
  { key: 'passed', field: null },
  { key: 'submittedAt', field: 'SUBMITTED_AT' },
  { key: 'gradeOffset', field: null, numeric: true },
];

export function SubmissionsTable({ queryRef }: { queryRef: SubmissionsTable_query$key }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const titleId = useId();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<SubmissionsTablePaginationAdminRefetchQuery, SubmissionsTable_query$key>(
    graphql`
      fragment SubmissionsTable_query on Query
      @refetchable(queryName: "SubmissionsTablePaginationAdminRefetchQuery")
      @argumentDefinitions(
        quizId: { type: "ID!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        orderBy: { type: "QuizSubmissionOrder", defaultValue: { field: SUBMITTED_AT, direction: DESC } }
        search: { type: "String", defaultValue: "" }
      ) {
        quizResults(quizId: $quizId) {
          ... on QueryQuizResultsSuccess {
            data {
              submissions(first: $count, after: $cursor, orderBy: $orderBy, search: $search)
                @connection(key: "SubmissionsTable_submissions", filters: ["orderBy", "search"]) {
                totalCount
                edges {
                  node {
                    id
                    ...SubmissionRow_row
                  }
                }
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const [order, setOrder] = useState<{ field: Field; direction: Direction }>({ field: 'SUBMITTED_AT', direction: 'DESC' });
  const [searchText, setSearchText] = useState('');
  const [isRefetching, startRefetch] = useTransition();
  const sent = useRef({ order, search: '' });

  // A new order at once, a new search once typing pauses; the old rows stay until the new ones come.
  useEffect(() => {
    const search = searchText.trim();
    if (sent.current.order === order && sent.current.search === search) return;
    const delay = sent.current.order === order ? SEARCH_DELAY_MS : 0;
    const timer = setTimeout(() => {
      sent.current = { order, search };
      startRefetch(() => {
        refetch({ orderBy: order, search, count: PAGE_SIZE }, { fetchPolicy: 'store-or-network' });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [order, searchText, refetch]);

  const connection = data.quizResults.data?.submissions;
  const edges = connection?.edges ?? [];
  // The same column again turns the order round; another starts from its natural direction.
  const sortBy = (field: Field) =>
    setOrder((current) =>
      current.field === field ? { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' } : { field, direction: FIRST_DIRECTION[field] },
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: { xs: 1, sm: 2 }, alignItems: { sm: 'center' } }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('results.submissions.title')}
        </Typography>
        <TextField
          type="search"
          size="small"
          label={t('results.submissions.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          slotProps={USER_INPUT_SLOT_PROPS}
          sx={{ minWidth: { sm: 280 } }}
        />
      </Stack>
      <Box sx={{ minHeight: 4 }}>{isRefetching && <LinearProgress aria-label={t('results.submissions.searching')} />}</Box>
      {/* scrolls sideways on a phone: focusable so a keyboard can scroll it */}
      <TableContainer tabIndex={0} role="group" aria-labelledby={titleId} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => {
                const label = t(`results.submissions.columns.${column.key}`);
                const active = column.field !== null && order.field === column.field;
                return (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={active ? (order.direction === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {column.field ? (
                      <TableSortLabel
                        active={active}
                        direction={active && order.direction === 'ASC' ? 'asc' : 'desc'}
                        onClick={() => column.field && sortBy(column.field)}
                        aria-label={t('results.submissions.sortBy', { column: label })}
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {edges.map(({ node }) => (
              <SubmissionRow key={node.id} rowRef={node} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={2} sx={{ p: { xs: 1, sm: 2 }, alignItems: 'center', flexWrap: 'wrap' }}>
        {edges.length === 0 ? (
          <Typography color="text.secondary">{t('results.submissions.noMatch')}</Typography>
        ) : (
          <Typography color="text.secondary" role="status">
            {t('results.submissions.shown', { shown: format.number(edges.length), total: format.number(connection?.totalCount ?? 0) })}
          </Typography>
        )}
        {hasNext && (
          <Button variant="outlined" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
            {t('results.submissions.loadMore')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
