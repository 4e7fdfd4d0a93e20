// The notifications list (admin spec §2 dialogs): what each one says, when it
// came, its file to download, and clear. Opening the list downloads nothing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useClearNotificationsMutation } from './mutations/ClearNotificationsMutation.ts';
import { notificationTextKey } from './notificationText.ts';
import type { NotificationsDialog_notifications$key } from './__generated__/NotificationsDialog_notifications.graphql.ts';

interface Props {
  open: boolean;
  notificationsRef: NotificationsDialog_notifications$key;
  onClose: () => void;
  /** after the server cleared them (the list in the store is then empty) */
  onCleared: () => void;
}

export function NotificationsDialog({ open, notificationsRef, onClose, onCleared }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const notifications = useFragment(
    graphql`
      fragment NotificationsDialog_notifications on Notification @relay(plural: true) {
        id
        kind
        url
        createdAt
      }
    `,
    notificationsRef,
  );
  const clear = useClearNotificationsMutation();
  const [clearing, setClearing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const clearAll = async () => {
    setClearing(true);
    setProblem(null);
    const outcome = await clear();
    setClearing(false);
    if (outcome.ok) onCleared();
    else setProblem(errorMessageKey(outcome.code));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('notifications.title')}</DialogTitle>
      <DialogContent dividers>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t(problem)}
          </Alert>
        )}
        {notifications.length === 0 ? (
          <Typography>{t('notifications.none')}</Typography>
        ) : (
          <List disablePadding>
            {notifications.map((notification) => {
              const text = t(notificationTextKey(notification.kind));
              const when = time.format(new Date(String(notification.createdAt)));
              return (
                <ListItem
                  key={notification.id}
                  divider
                  sx={{ gap: 1, flexWrap: 'wrap' }}
                  secondaryAction={
                    notification.url && (
                      <Button component="a" href={notification.url} download aria-label={t('notifications.downloadFile', { text, time: when })}>
                        {t('notifications.download')}
                      </Button>
                    )
                  }
                >
                  <ListItemText primary={text} secondary={when} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void clearAll()} disabled={clearing || notifications.length === 0} color="error">
          {t('notifications.clear')}
        </Button>
        <Button onClick={onClose}>{t('notifications.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
