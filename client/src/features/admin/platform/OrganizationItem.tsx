import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyIcon from '@mui/icons-material/Key';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import { UserText } from '../../shell/userText/UserText.tsx';
import { ORGANIZATION_ACCOUNTS_FETCH, OrganizationAccounts, organizationAccountsQuery } from './OrganizationAccounts.tsx';
import type { OrganizationAccountsQuery } from './__generated__/OrganizationAccountsQuery.graphql.ts';
import { useResetLink } from './useResetLink.tsx';
import type { OrganizationItem_organization$key } from './__generated__/OrganizationItem_organization.graphql.ts';

interface Props {
  organizationRef: OrganizationItem_organization$key;
  onNotice: (severity: 'success' | 'error', key: string) => void;
}

/** One organisation: its alias, the holder's reset link, and its accounts when expanded. */
export function OrganizationItem({ organizationRef, onNotice }: Props) {
  const { t } = useTranslation();
  const organization = useFragment(
    graphql`
      fragment OrganizationItem_organization on Organization {
        id
        alias
        accountsCount
        holderUsername
      }
    `,
    organizationRef,
  );
  const [expanded, setExpanded] = useState(false);
  const [accountsRef, loadAccounts] = useQueryLoader<OrganizationAccountsQuery>(organizationAccountsQuery);
  const toggle = (open: boolean) => {
    if (open) loadAccounts({ id: organization.id }, ORGANIZATION_ACCOUNTS_FETCH);
    setExpanded(open);
  };
  const [makeLink, linkDialog, linking] = useResetLink(() => onNotice('error', 'platformAdmin.errorOccured'));
  const linkLabel = t('platformAdmin.holderLink', { alias: organization.alias });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Accordion expanded={expanded} onChange={(_event, open) => toggle(open)} sx={{ flexGrow: 1, minWidth: 0 }} slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography component="span" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            <UserText>{organization.alias}</UserText>
          </Typography>
          <Typography color="text.secondary" sx={{ mx: 2, flexShrink: 0 }}>
            {t('platformAdmin.accountsCount', { total: organization.accountsCount ?? 0 })}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          {expanded && accountsRef && (
            <Suspense fallback={<CircularProgress aria-label={t('platformAdmin.loadingAccounts')} />}>
              <OrganizationAccounts queryRef={accountsRef} onNotice={onNotice} />
            </Suspense>
          )}
        </AccordionDetails>
      </Accordion>
      <Tooltip title={linkLabel}>
        <span>
          <IconButton
            aria-label={linkLabel}
            disabled={linking}
            sx={{ mt: 1 }}
            onClick={() => void makeLink({ organizationId: organization.id }, organization.holderUsername ?? organization.alias)}
          >
            <KeyIcon />
          </IconButton>
        </span>
      </Tooltip>
      {linkDialog}
    </Box>
  );
}
