import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SaveStatus as Status } from './autosaver.ts';

const LOOK: Record<Status, { Icon: typeof CloudDoneOutlinedIcon; color: ChipProps['color'] }> = {
  saved: { Icon: CloudDoneOutlinedIcon, color: 'success' },
  saving: { Icon: CloudSyncOutlinedIcon, color: 'default' },
  offline: { Icon: CloudOffOutlinedIcon, color: 'warning' },
  error: { Icon: ErrorOutlineOutlinedIcon, color: 'error' },
};

/** Whether the answers are on the server yet; offline, they are still kept on this device. */
export function SaveStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { Icon, color } = LOOK[status];
  return (
    <Chip
      role="status"
      aria-live="polite"
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon aria-hidden />}
      label={t(`quizTaking.status.${status}`)}
    />
  );
}
