// One ticket: read-only id, type, created date, reporter and description, an
// editable status; cancel and save (admin spec "Tickets management"). A ticket
// with no e-mail to write to says it cannot be answered by mail.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../shell/userText/UserText.tsx';
import { TICKET_STATUSES, type TicketStatusName } from '../TicketStatusChip.tsx';
import { useUpdateTicketStatusMutation } from '../mutations/UpdateTicketStatusMutation.ts';

export interface TicketDetails {
  id: string;
  /** the id as the platform knows it (the global id decoded) */
  rawId: string;
  subject: string;
  description: string;
  type: string;
  status: string;
  created: string;
  /** reported by nobody signed in */
  anonymous: boolean;
  /** where status mails go; none: the ticket cannot be answered by mail */
  reporterEmail: string | null | undefined;
}

interface Props {
  ticket: TicketDetails;
  onClose: () => void;
  onSaved: () => void;
  onFailed: () => void;
}

export function TicketDialog({ ticket, onClose, onSaved, onFailed }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [status, setStatus] = useState(ticket.status);
  const [update, saving] = useUpdateTicketStatusMutation();

  async function save() {
    const outcome = await update(ticket.id, status as TicketStatusName);
    if (outcome.ok) onSaved();
    else onFailed();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('tickets.dialogTitle')}: <UserText>{ticket.subject}</UserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={t('tickets.columns.id')} value={ticket.rawId} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
          <TextField label={t('tickets.columns.type')} value={t(`ticketReport.types.${ticket.type.toLowerCase()}`)} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField label={t('tickets.columns.createdAt')} value={ticket.created} slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField
            label={t('tickets.columns.reporter')}
            value={[ticket.anonymous ? t('tickets.anonymous') : '', ticket.reporterEmail ?? ''].filter(Boolean).join(' · ') || t('tickets.signedIn')}
            slotProps={{ htmlInput: { readOnly: true, dir: 'auto' } }}
          />
          {!ticket.reporterEmail && <Alert severity="warning">{t('tickets.noContactEmail')}</Alert>}
          <TextField
            label={t('tickets.description')}
            value={ticket.description}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { readOnly: true, dir: 'auto' } }}
          />
          <TextField select label={t('tickets.columns.status')} value={status} onChange={(event) => setStatus(event.target.value)}>
            {TICKET_STATUSES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`ticketReport.statuses.${name}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('tickets.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t('tickets.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
