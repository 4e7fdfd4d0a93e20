import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { AdminAccountCard } from './AdminAccountCard.tsx';
import type { AdminOrganizationItem_organization$key } from './__generated__/AdminOrganizationItem_organization.graphql.ts';
import { UserText } from '../shell/userText/UserText.tsx';

/** One organisation, expandable to its accounts. */
export function AdminOrganizationItem({ organizationRef }: { organizationRef: AdminOrganizationItem_organization$key }) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment AdminOrganizationItem_organization on Organization {
        alias
        name
        accounts(first: 100) {
          totalCount
          edges {
            node {
              id
              ...AdminAccountCard_account
            }
          }
        }
      }
    `,
    organizationRef,
  );
  const { accounts } = organization;
  return (
    <Accordion slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" sx={{ fontWeight: 'bold' }}>
          <UserText>{organization.alias}</UserText>
        </Typography>
        <Typography color="text.secondary" sx={{ mx: 2 }}>
          {t('adminHome.accountsCount', { total: accounts.totalCount })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {accounts.edges.length === 0 ? (
          <Typography>{t('adminHome.noAccounts')}</Typography>
        ) : (
          <Stack spacing={2}>
            {accounts.edges.map(({ node }) => (
              <AdminAccountCard key={node.id} accountRef={node} />
            ))}
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
