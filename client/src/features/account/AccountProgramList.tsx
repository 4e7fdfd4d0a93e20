import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountProgramList_account$key } from './__generated__/AccountProgramList_account.graphql.ts';

// Paging and editing come with the program tree of a later issue.
export function AccountProgramList({ accountRef }: { accountRef: AccountProgramList_account$key }) {
  const { t } = useTranslation();
  const { programs } = useFragment(
    graphql`
      fragment AccountProgramList_account on Account {
        programs(first: 100) {
          totalCount
          edges {
            node {
              id
              name
              order
              closed
            }
          }
        }
      }
    `,
    accountRef,
  );
  return (
    <section aria-labelledby="account-programs-heading">
      <Typography id="account-programs-heading" variant="h5" component="h2" gutterBottom>
        {t('accountHome.programs', { total: programs.totalCount })}
      </Typography>
      {programs.edges.length === 0 ? (
        <Typography>{t('accountHome.noPrograms')}</Typography>
      ) : (
        <Paper>
          <List aria-labelledby="account-programs-heading">
            {programs.edges.map(({ node }) => (
              <ListItem key={node.id} divider>
                <ListItemText primary={node.name} secondary={t('accountHome.order', { order: node.order })} />
                {node.closed && <Chip label={t('accountHome.closed')} size="small" />}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </section>
  );
}
