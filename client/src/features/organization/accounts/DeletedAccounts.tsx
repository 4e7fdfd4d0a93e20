import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../shell/userText/UserText.tsx';

export interface ArchivedAccount {
  readonly id: string;
  readonly alias: string;
  readonly username: string | null | undefined;
  readonly archivedAt: unknown;
}

interface Props {
  accounts: readonly ArchivedAccount[];
  busy: boolean;
  onRestore: (account: ArchivedAccount) => void;
}

/** The deleted (archived) accounts, collapsed under the list, each with Restore. */
export function DeletedAccounts({ accounts, busy, onRestore }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (accounts.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography id={headingId} component="h3" variant="subtitle1">
          {t('orgAccounts.archived.heading', { count: accounts.length })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary">
          {t('orgAccounts.archived.explained')}
        </Typography>
        <List aria-labelledby={headingId}>
          {accounts.map((account) => (
            <ListItem
              key={account.id}
              divider
              secondaryAction={
                <Button onClick={() => onRestore(account)} disabled={busy} aria-label={t('orgAccounts.archived.restoreNamed', { name: account.alias })}>
                  {t('orgAccounts.archived.restore')}
                </Button>
              }
            >
              <ListItemText
                primary={<UserText>{account.alias}</UserText>}
                secondary={
                  <>
                    <UserText>{account.username}</UserText>
                    {' · '}
                    {t('orgAccounts.archived.deletedAt', { date: date.format(new Date(String(account.archivedAt))) })}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
