import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export const TICKET_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type TicketStatusName = (typeof TICKET_STATUSES)[number];

// One colour per real status (the old list coloured statuses it never had:
// docs/decisions/tickets.md): new waits (blue), accepted is taken on (teal),
// in progress is under way (amber), completed is done (green), rejected is
// not going to happen (red). Dark shades: white text on them keeps 4.5:1
// (MUI's info and warning do not).
const colorOf: Record<TicketStatusName, string> = {
  NEW: '#01579b',
  ACCEPTED: '#00695c',
  IN_PROGRESS: '#8a4b00',
  COMPLETED: '#1b5e20',
  REJECTED: '#b71c1c',
};

export function TicketStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (TICKET_STATUSES as readonly string[]).includes(status) ? (status as TicketStatusName) : null;
  if (!known) return <Chip size="small" label={status} />;
  return <Chip size="small" label={t(`ticketReport.statuses.${known}`)} sx={{ bgcolor: colorOf[known], color: '#fff' }} />;
}
