import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export const TICKET_STATUSES = ['NEW', 'ACCEPTED', 'REJECTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export type TicketStatusName = (typeof TICKET_STATUSES)[number];

// One colour per real status (the old list coloured statuses it never had:
// docs/decisions/tickets.md): new waits (info), accepted is taken on
// (primary), in progress is under way (warning), completed is done (success),
// rejected is not going to happen (error).
const colorOf: Record<TicketStatusName, ChipProps['color']> = {
  NEW: 'info',
  ACCEPTED: 'primary',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  REJECTED: 'error',
};

export function TicketStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = (TICKET_STATUSES as readonly string[]).includes(status) ? (status as TicketStatusName) : null;
  return <Chip size="small" color={known ? colorOf[known] : 'default'} label={known ? t(`ticketReport.statuses.${known}`) : status} />;
}
