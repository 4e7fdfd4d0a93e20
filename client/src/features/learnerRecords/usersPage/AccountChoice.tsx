import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { UserText } from '../../shell/userText/UserText.tsx';
import type { AccountChoice_organization$key } from './__generated__/AccountChoice_organization.graphql.ts';

interface Props {
  organizationRef: AccountChoice_organization$key;
  /** the account named in the address (OrgHome's link), if any */
  chosenId: string | null;
  onChoose: (accountId: string) => void;
  /** the page for the chosen account */
  children: (accountId: string) => ReactNode;
}

/**
 * The organisation holder manages the learners of any of the organisation's
 * accounts (spec §6): one is chosen here, or is the only one.
 */
export function AccountChoice({ organizationRef, chosenId, onChoose, children }: Props) {
  const { t } = useTranslation();
  const { accounts } = useFragment(
    graphql`
      fragment AccountChoice_organization on Organization {
        accounts(first: 100) {
          edges {
            node {
              id
              alias
              username
            }
          }
        }
      }
    `,
    organizationRef,
  );
  const nodes = accounts.edges.map((edge) => edge.node);
  if (nodes.length === 0) return <Typography>{t('usersPage.account.none')}</Typography>;
  const chosen = nodes.find((node) => node.id === chosenId) ?? (nodes.length === 1 ? nodes[0] : null);
  return (
    <Stack spacing={3}>
      <TextField
        select
        label={t('usersPage.account.label')}
        value={chosen?.id ?? ''}
        onChange={(event) => onChoose(event.target.value)}
        helperText={chosen ? undefined : t('usersPage.account.choose')}
        sx={{ maxWidth: { md: 480 } }}
        fullWidth
      >
        {nodes.map((node) => (
          <MenuItem key={node.id} value={node.id}>
            <UserText>{node.alias || node.username}</UserText>
          </MenuItem>
        ))}
      </TextField>
      {chosen && children(chosen.id)}
    </Stack>
  );
}
