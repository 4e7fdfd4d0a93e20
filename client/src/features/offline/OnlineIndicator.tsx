import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from './useOnlineStatus.ts';

/** The media players' online/offline indicator (spec §4), announced when it changes. */
export function OnlineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <Chip
      role="status"
      size="small"
      variant="outlined"
      // offline in the default colour: warning orange on white is below 4.5:1
      color={online ? 'success' : 'default'}
      icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
      label={online ? t('offline.online') : t('offline.offline')}
    />
  );
}
